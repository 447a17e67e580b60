// One player's raw stats for one fixture, keyed by FPL's own column names so a row of the public
// data (or the live API) maps onto it without renaming. Missing counts are 0.

export const SOCCER_STAT_KEYS = [
  'minutes',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
  'bonus',
  'bps',
  // 2025-26 defensive contributions
  'clearances_blocks_interceptions',
  'tackles',
  'recoveries',
  // 2024-25 Assistant Manager rows
  'mng_win',
  'mng_draw',
  'mng_loss',
  'mng_goals_scored',
  'mng_clean_sheets',
  'mng_underdog_win',
  'mng_underdog_draw',
] as const;

export type SoccerStatKey = (typeof SOCCER_STAT_KEYS)[number];
export type SoccerFixtureStats = Readonly<Record<SoccerStatKey, number>>;

/** Stats with every count 0, overridden by `partial`. */
export function soccerStats(
  partial: Partial<Record<SoccerStatKey, number>> = {},
): SoccerFixtureStats {
  const stats = {} as Record<SoccerStatKey, number>;
  for (const key of SOCCER_STAT_KEYS) stats[key] = partial[key] ?? 0;
  return stats;
}

/**
 * FPL counts a player as having played when he was on the pitch or was booked (a substitute can
 * be sent off from the bench): that is what decides captaincy hand-over and automatic subs.
 */
export function playedInFixture(
  stats: Pick<SoccerFixtureStats, 'minutes' | 'yellow_cards' | 'red_cards'>,
): boolean {
  return stats.minutes > 0 || stats.yellow_cards > 0 || stats.red_cards > 0;
}
