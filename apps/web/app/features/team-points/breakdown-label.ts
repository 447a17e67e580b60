import { dataKey, type KeyFamily } from '../../lib/i18n-keys.ts';

const CRICKET_ROLES: ReadonlySet<string> = new Set(['WK', 'BAT', 'AR', 'BOWL']);

/**
 * The label of a points-breakdown line. The line's `stat` is the scoring rule's key (goal,
 * penalty_saved, fourBonus, strikeRate…), which How to play already labels in the rules namespace;
 * looked up as a stat name, most fell back to the raw key. The stat comes from the API
 * (breakdown-labels.test.ts holds every rule's key against the resources).
 */
export function breakdownLabelKey(
  stat: string,
  position: string,
): `rules:${KeyFamily<'rules', 'cricket.scoring.' | 'rules.soccer.scoring.'>}` {
  return CRICKET_ROLES.has(position)
    ? `rules:${dataKey('rules', 'cricket.scoring.', stat)}`
    : `rules:${dataKey('rules', 'rules.soccer.scoring.', stat)}`;
}
