import type { AdminResource } from '@gameweek/i18n/admin-resources';

/** `t` is typed from the English console resources: a key that is not there fails typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    resources: { admin: AdminResource };
    strictKeyChecks: true;
  }
}
