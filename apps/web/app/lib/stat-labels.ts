// The labels of a player's season numbers, shared by the statistics table and the player page (a
// feature may not import another, so this lives here).
import { SOCCER_STAT_KEYS } from '@gameweek/rules/soccer/stats';

/**
 * The season numbers a player page lists, in this order: every counting stat the rules engine
 * stores for the sport, each with a label in game:stats (stat-labels.test.ts fails on a stat without
 * one, so no raw key reaches a page). `minutes` has a place of its own (and
 * cricket's `inXI` is what its "minutes" count).
 */
export const PLAYER_STATS: Readonly<Record<'soccer' | 'cricket', readonly string[]>> = {
  // The engine's own keys, less minutes (a place of its own) and the manager rows (no player has them).
  soccer: SOCCER_STAT_KEYS.filter((k) => k !== 'minutes' && !k.startsWith('mng_')),
  // Written out: the engine's cricket stats live beside the Cricsheet parser, too much for a page.
  cricket: [
    'runs',
    'ballsFaced',
    'fours',
    'sixes',
    'dismissed',
    'wickets',
    'bowledOrLbw',
    'legalBallsBowled',
    'runsConceded',
    'dots',
    'maidens',
    'catches',
    'stumpings',
    'runOutsSole',
    'runOutsShared',
  ],
};

/** A player's non-zero season stats the page lists, in PLAYER_STATS order. */
export function playerStatRows(
  stats: Readonly<Record<string, number>> | undefined,
  context: 'soccer' | 'cricket',
): [string, number][] {
  return PLAYER_STATS[context].flatMap((k) => {
    const v = stats?.[k];
    return typeof v === 'number' && v !== 0 ? [[k, v] as [string, number]] : [];
  });
}

/**
 * The game:stats key of a column's label. The API's `minutes` is minutes played in soccer but
 * matches in the XI in cricket (cricket has no minutes).
 */
export function columnLabelKey(column: string, context: 'soccer' | 'cricket'): string {
  if (column === 'minutes')
    return context === 'cricket' ? 'game:stats.matches' : 'game:stats.minutes';
  return `game:stats.${column.startsWith('stat:') ? column.slice(5) : column}`;
}
