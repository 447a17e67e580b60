// The labels of a player's season numbers, shared by the statistics table and the player page (a
// feature may not import another, so this lives here).
import { SOCCER_STAT_KEYS } from '@gameweek/rules/soccer/stats';
import { dataKey, type KeyFamily } from './i18n-keys.ts';

/**
 * The season numbers a player page lists, in this order: every counting stat the rules engine
 * stores for the sport, each with a label in the game namespace's stats (stat-labels.test.ts fails on a stat without
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
 * The key of a column's label in the game namespace (stats.*). The API's `minutes` is minutes played in soccer but
 * matches in the XI in cricket (cricket has no minutes).
 */
export function columnLabelKey(
  column: string,
  context: 'soccer' | 'cricket',
): KeyFamily<'game', 'stats.'> {
  if (column === 'minutes') return context === 'cricket' ? 'stats.matches' : 'stats.minutes';
  return dataKey('game', 'stats.', column.startsWith('stat:') ? column.slice(5) : column);
}
