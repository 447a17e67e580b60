// Player prices ("credits") for the 100-credit squad. Formula: rank players by their average base
// fantasy points per match played, and give the k-th of n (k = number of players with a strictly
// lower average, so equal averages get equal prices) the credit
//     6.0 + 0.5 × floor(11 × k / n)
// i.e. 11 equal-sized price bands 6.0, 6.5, …, 11.0 from the lowest to the highest scorers.
// Ranks rather than a linear map of points because one outlier season would otherwise squash
// everyone else into the bottom bands. The mean credit is ≈ 8.5, so an 11 averages ≈ 93.5 and a
// sensible team (a few stars, some cheap picks) fits in 100 while an all-star one does not.
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

/** Credits from each player's average points (see the formula above); deterministic. */
export function creditsFromAverages(averages: ReadonlyMap<string, number>): Map<string, number> {
  const { min, max, step } = CRICKET_CREDIT_SCALE;
  const bands = Math.round((max - min) / step) + 1;
  const sorted = [...averages.values()].sort((a, b) => a - b);
  const n = sorted.length;
  const credits = new Map<string, number>();
  for (const [playerId, avg] of averages) {
    // Number of players strictly below: first index holding a value ≥ avg.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as number) < avg) lo = mid + 1;
      else hi = mid;
    }
    credits.set(playerId, min + step * Math.floor((bands * lo) / n));
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
  const averages = new Map([...sums].map(([id, s]) => [id, s.points / s.matches]));
  const credits = creditsFromAverages(averages);
  const result = new Map<string, CricketCredit>();
  for (const id of [...sums.keys()].sort()) {
    result.set(id, {
      playerId: id,
      credits: credits.get(id)!,
      averagePoints: averages.get(id)!,
      matchesPlayed: sums.get(id)!.matches,
    });
  }
  return result;
}
