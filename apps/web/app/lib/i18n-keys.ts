import type { Namespace } from '@gameweek/i18n/languages';
import type { ParseKeys } from 'i18next';

/**
 * The translation keys of each namespace, as `t` accepts them (app/i18next.d.ts types `t` from the
 * English resources): a key that is not in English fails `npm run typecheck`. Plural keys count
 * by their base (`leagues.members`, not `leagues.members_one`).
 */
export type CommonKey = ParseKeys<'common'>;
export type GameKey = ParseKeys<'game'>;
export type AuthKey = ParseKeys<'auth'>;
export type RulesKey = ParseKeys<'rules'>;

/** The keys of a namespace that start with `prefix` ("stats." → "stats.goals" | "stats.assists" …). */
export type KeyFamily<NS extends Namespace, P extends string> = Extract<
  ParseKeys<NS>,
  `${P}${string}`
>;

/**
 * A key built from data the types cannot follow: a stat name the rules engine or the API lists, a
 * scoring rule's label or cricket section, a breakdown line's stat. The only cast of a key in the
 * web app: the result is narrowed to the family the prefix names, and a unit test holds every name
 * the data can take against the resources (stat-labels.test.ts, breakdown-labels.test.ts,
 * scoring-labels.test.ts), so a missing text still fails a check, one step later than the
 * typecheck. Every other key is written out, or picked from a typed union or an `as const` map.
 */
export function dataKey<NS extends Namespace, P extends string>(
  _ns: NS,
  prefix: P,
  name: string,
): KeyFamily<NS, P> {
  return `${prefix}${name}` as KeyFamily<NS, P>;
}
