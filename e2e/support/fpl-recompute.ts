/**
 * An independent recomputation of soccer managers' points for the season journeys: the rules engine
 * (packages/rules) applied to the raw FPL 2023-24 CSVs (merged_gw.csv, players_raw.csv), never the
 * API's scoring code or its database. The picks come from what the manager saved (read back from the
 * API before the deadline), keyed here by FPL element id.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { parseFplGameweekRows, parseFplPlayers } from '@gameweek/rules/soccer/fpl-season-data';
import { playerRounds } from '@gameweek/rules/soccer/player-round';
import type { SoccerChip } from '@gameweek/rules/soccer/season-rules';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import {
  type PlayerRound,
  scoreTeam,
  type TeamPick,
  type TeamScore,
} from '@gameweek/rules/soccer/team-score';

export const FPL_SEASON = '2023-24';
export const fplRules = soccerSeasonRules(FPL_SEASON);

const dir = join(dataRoot(), 'fpl', FPL_SEASON);
const fplPlayers = new Map(
  parseFplPlayers(readFileSync(join(dir, 'players_raw.csv'), 'utf8')).map((p) => [p.id, p]),
);
const gameweekRows = parseFplGameweekRows(
  readFileSync(join(dir, 'merged_gw.csv'), 'utf8'),
  fplPlayers,
);
const roundCache = new Map<number, Map<number, PlayerRound>>();

/** Every element's points and played flag in one gameweek, from the CSV's raw stats. */
export function gameweek(round: number): Map<number, PlayerRound> {
  let rounds = roundCache.get(round);
  if (rounds === undefined) {
    rounds = playerRounds(fplRules, gameweekRows, round);
    roundCache.set(round, rounds);
  }
  return rounds;
}

/** An element's gameweek: no CSV row means no fixture (a blank gameweek): did not play, 0 points. */
export function playerRound(round: number, element: number): PlayerRound {
  const known = gameweek(round).get(element);
  if (known !== undefined) return known;
  const position = fplPlayers.get(element)?.position;
  if (position === undefined) throw new Error(`element ${element} is not in players_raw.csv`);
  return { position, points: 0, played: false };
}

/**
 * FPL's published points for an element's gameweek (the CSV's total_points), to check that the
 * engine's points from the raw stats are the official ones before anything is compared with the app.
 */
export function officialPoints(round: number, element: number): number {
  let sum = 0;
  for (const r of gameweekRows)
    if (r.round === round && r.element === element) sum += r.totalPoints;
  return sum;
}

export function scoreRound(
  round: number,
  picks: readonly TeamPick[],
  chip: SoccerChip | null,
): TeamScore {
  return scoreTeam(fplRules, { picks, chip, players: (element) => playerRound(round, element) });
}
