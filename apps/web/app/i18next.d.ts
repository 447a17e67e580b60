import type { LanguageResources } from '@gameweek/i18n/resources';

/**
 * `t` is typed from the English resources (packages/i18n): a key that is not there fails
 * `npm run typecheck`, also with a `defaultValue` (strictKeyChecks). A component names the
 * namespace its keys are in (`useTranslation('game')`); one that mixes two lists both
 * (`useTranslation(['common', 'game'])`) and writes the second one's keys with their prefix
 * (`game:home.easier`). Keys built from data go through lib/i18n-keys.ts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LanguageResources;
    strictKeyChecks: true;
  }
}
