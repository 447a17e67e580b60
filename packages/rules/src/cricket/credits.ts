// Player prices ("credits") for the 100-credit squad. Formula: order players by their average
// base fantasy points per match played; for each player let k = the number of appearances
// (match, listed player) of players with a strictly lower average and n = all appearances; then
//     credits = 6.0 + 0.5 × floor(11 × k / n)
// i.e. 11 price bands 6.0, 6.5, …, 11.0 holding equal shares of the season's appearances, from
// the lowest to the highest scorers; equal averages get equal prices.
// Ranks rather than a linear map of points, because one outlier would otherwise squash everyone
// into the bottom bands. Appearances rather than players, because a match's pool is made of
// appearances: regulars (who are also the better players) fill it far more than the squad
// members who played once, so weighting by player would price a typical match pool above the
// mean. This way the listed players of a typical match average ≈ 8.5 credits, an 11 costs
// ≈ 93.5: a sensible team (a few stars, some cheap picks) fits in 100, an all-star one does not.
// Credits are multiples of 0.5, which binary floating point holds exactly.
import type { CricsheetMatch } from './cricsheet.ts';
import { type CricketRoleLookup, scoreCricketMatch } from './match-points.ts';
import { CRICKET_T20_SCORING, type CricketScoringTable } from './scoring-table.ts';

export const CRICKET_CREDIT_SCALE = { min: 6, max: 11, step: 0.5 } as const;

export interface CricketCredit {
  readonly playerId: string;
  readonly credits: number;
  readonly averagePoints: number;
  readonly matchesPlayed: number;
}

/** Credits from each player's season average and appearances (see the formula above). */
export function creditsFromSeasonAverages(
  players: ReadonlyMap<string, { readonly averagePoints: number; readonly matchesPlayed: number }>,
): Map<string, number> {
  const { min, max, step } = CRICKET_CREDIT_SCALE;
  const bands = Math.round((max - min) / step) + 1;
  const sorted = [...players.values()].sort((a, b) => a.averagePoints - b.averagePoints);
  const total = sorted.reduce((sum, p) => sum + p.matchesPlayed, 0);
  // Appearances strictly below each distinct average.
  const below = new Map<number, number>();
  let seen = 0;
  for (const p of sorted) {
    if (!below.has(p.averagePoints)) below.set(p.averagePoints, seen);
    seen += p.matchesPlayed;
  }
  const credits = new Map<string, number>();
  for (const [playerId, p] of players) {
    const k = below.get(p.averagePoints) ?? 0;
    credits.set(playerId, total === 0 ? min : min + step * Math.floor((bands * k) / total));
  }
  return credits;
}

/**
 * Credits for everyone listed in the matches, from their base points under the table. Pass the
 * previous season's matches to price a new season without hindsight; the demo prices a
 * replayed season from its own matches.
 */
export function deriveCricketCredits(
  matches: Iterable<CricsheetMatch>,
  roles: CricketRoleLookup,
  table: CricketScoringTable = CRICKET_T20_SCORING,
): Map<string, CricketCredit> {
  const sums = new Map<string, { points: number; matches: number }>();
  for (const match of matches) {
    for (const p of scoreCricketMatch('', match, roles, table)) {
      const s = sums.get(p.playerId) ?? { points: 0, matches: 0 };
      s.points += p.total;
      s.matches++;
      sums.set(p.playerId, s);
    }
  }
  const seasons = new Map(
    [...sums].map(([id, s]) => [
      id,
      { averagePoints: s.points / s.matches, matchesPlayed: s.matches },
    ]),
  );
  const credits = creditsFromSeasonAverages(seasons);
  const result = new Map<string, CricketCredit>();
  for (const id of [...sums.keys()].sort()) {
    result.set(id, { playerId: id, credits: credits.get(id)!, ...seasons.get(id)! });
  }
  return result;
}
