// A fantasy team's points for one match: the players' base points with the captain ×2 and the
// vice-captain ×1.5. Half points are kept exactly, not rounded: the sum is computed in integer
// half-points (base × 2, × 3 or × 4) and also returned as such, so storage can use an integer
// column (totalHalfPoints) or a numeric(…,1) one; every total is a multiple of 0.5, which binary
// floating point represents exactly.
import {
  CRICKET_SQUAD_RULES,
  type CricketSquadPicks,
  type CricketSquadRules,
} from './squad-rules.ts';

export interface CricketTeamPointsLine {
  readonly playerId: string;
  readonly basePoints: number;
  readonly multiplier: number;
  readonly points: number;
  readonly isCaptain: boolean;
  readonly isViceCaptain: boolean;
}

export interface CricketTeamPoints {
  readonly total: number;
  readonly totalHalfPoints: number;
  readonly lines: readonly CricketTeamPointsLine[];
}

/**
 * Scores a (validated) squad. basePoints maps player id → base points in the match; a pick with
 * no entry did not play and scores 0. Base points must be integers (the table only has integers).
 */
export function scoreCricketTeam(
  picks: CricketSquadPicks,
  basePoints: ReadonlyMap<string, number>,
  rules: Pick<
    CricketSquadRules,
    'captainMultiplier' | 'viceCaptainMultiplier'
  > = CRICKET_SQUAD_RULES,
): CricketTeamPoints {
  let totalHalfPoints = 0;
  const lines = picks.playerIds.map((playerId): CricketTeamPointsLine => {
    const base = basePoints.get(playerId) ?? 0;
    if (!Number.isInteger(base)) throw new RangeError(`base points of ${playerId} not an integer`);
    const isCaptain = playerId === picks.captainId;
    const isViceCaptain = !isCaptain && playerId === picks.viceCaptainId;
    const multiplier = isCaptain
      ? rules.captainMultiplier
      : isViceCaptain
        ? rules.viceCaptainMultiplier
        : 1;
    const halfPoints = base * 2 * multiplier;
    // Holds for ×1, ×1.5, ×2; a multiplier like ×1.25 would need quarter points.
    if (!Number.isInteger(halfPoints))
      throw new RangeError(`multiplier ${multiplier} splits a half point`);
    totalHalfPoints += halfPoints;
    return {
      playerId,
      basePoints: base,
      multiplier,
      points: halfPoints / 2,
      isCaptain,
      isViceCaptain,
    };
  });
  return { total: totalHalfPoints / 2, totalHalfPoints, lines };
}
