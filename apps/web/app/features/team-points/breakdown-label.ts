const CRICKET_ROLES: ReadonlySet<string> = new Set(['WK', 'BAT', 'AR', 'BOWL']);

/**
 * The label of a points-breakdown line. The line's `stat` is the scoring rule's key (goal,
 * penalty_saved, fourBonus, strikeRate…), which How to play already labels in the rules namespace;
 * looked up as a stat name, most fell back to the raw key.
 */
export function breakdownLabelKey(stat: string, position: string): string {
  return CRICKET_ROLES.has(position)
    ? `rules:cricket.scoring.${stat}`
    : `rules:rules.soccer.scoring.${stat}`;
}
