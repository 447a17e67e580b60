// A manager's points for one round: automatic substitutions, captaincy and chips applied to the
// players' round points. This readable version returns the breakdown the API and app show; the
// benchmark's typed-array kernel (team-score-batch.ts) must agree with it (property-tested).
import type { PlayerPosition, SoccerPosition } from './positions.ts';
import type { SoccerChip, SoccerSeasonRules } from './season-rules.ts';

/** A player's round: points summed over his fixtures (double gameweeks), and whether he played. */
export interface PlayerRound {
  /** `AM`: a 2024-25 Assistant Manager, who scores only while the `manager` chip is active. */
  readonly position: SoccerPosition;
  readonly points: number;
  /** Minutes > 0 or a card in any fixture of the round; false in a blank gameweek. */
  readonly played: boolean;
  /**
   * Live, provisional scoring: a fixture of his this round has not finished, so he may still play.
   * A pending starter is neither substituted nor stripped of the armband yet.
   */
  readonly pending?: boolean;
}

export interface TeamPick {
  readonly element: number;
  /**
   * 1–11 the starting XI as picked at the deadline, 12–15 the bench in order (12 = reserve GK);
   * 16 the Assistant Manager while that chip is active.
   */
  readonly slot: number;
  readonly isCaptain: boolean;
  readonly isViceCaptain: boolean;
}

export interface AutoSub {
  readonly out: number;
  readonly in: number;
}

export interface ScoredPick {
  readonly element: number;
  readonly slot: number;
  readonly position: SoccerPosition;
  readonly basePoints: number;
  /** 0 on the bench, 1 counted, 2 or 3 with the armband. */
  readonly multiplier: number;
  readonly points: number;
  /** His share of the team's `pointsOnBench`: his base points if he is left on the bench, else 0. */
  readonly benchPoints: number;
}

export interface TeamScore {
  /** After auto-subs and captaincy, before transfer hits. */
  readonly points: number;
  /** Points of the players left on the bench (with Bench Boost they are also in `points`). */
  readonly pointsOnBench: number;
  readonly autoSubs: readonly AutoSub[];
  /** Who wore the armband: the captain, the vice when the captain did not play, or nobody. */
  readonly armband: number | null;
  readonly picks: readonly ScoredPick[];
}

export interface TeamScoreInput {
  readonly picks: readonly TeamPick[];
  readonly chip: SoccerChip | null;
  readonly players: (element: number) => PlayerRound | undefined;
}

export type TeamScoreRules = Pick<SoccerSeasonRules, 'lineup' | 'captaincy'>;

function formationAllows(
  rules: Pick<SoccerSeasonRules, 'lineup'>,
  counts: Record<PlayerPosition, number>,
  out: PlayerPosition,
  incoming: PlayerPosition,
): boolean {
  if (out === incoming) return true;
  return (
    counts[out] - 1 >= rules.lineup.min[out] && counts[incoming] + 1 <= rules.lineup.max[incoming]
  );
}

/**
 * FPL's automatic substitutions: each starter who did not play, in lineup order, is replaced by the
 * first bench player (in bench order) who played and keeps the formation valid; only the reserve
 * goalkeeper can replace the goalkeeper; a starter whose match is pending stays. Returns the XI
 * and bench slots (indices into `picks`).
 */
export function automaticSubstitutions(
  rules: Pick<SoccerSeasonRules, 'lineup'>,
  positions: readonly PlayerPosition[],
  played: readonly boolean[],
  pending: readonly boolean[] = [],
): { xi: number[]; bench: number[]; subs: [number, number][] } {
  const size = rules.lineup.size;
  const xi: number[] = [];
  const bench: number[] = [];
  for (let i = 0; i < positions.length; i++) (i < size ? xi : bench).push(i);
  const counts: Record<PlayerPosition, number> = { GK: 0, DEF: 0, MID: 0, FWD: 0 };
  for (const i of xi) counts[positions[i]!]++;
  const subs: [number, number][] = [];
  for (let x = 0; x < xi.length; x++) {
    const out = xi[x]!;
    if (played[out] || pending[out]) continue;
    const outPos = positions[out]!;
    for (let b = 0; b < bench.length; b++) {
      const candidate = bench[b]!;
      const inPos = positions[candidate]!;
      if (!played[candidate]) continue;
      if ((outPos === 'GK') !== (inPos === 'GK')) continue;
      if (!formationAllows(rules, counts, outPos, inPos)) continue;
      counts[outPos]--;
      counts[inPos]++;
      xi[x] = candidate;
      bench[b] = out;
      subs.push([out, candidate]);
      break;
    }
  }
  return { xi, bench, subs };
}

export function scoreTeam(rules: TeamScoreRules, input: TeamScoreInput): TeamScore {
  const sorted = [...input.picks].sort((a, b) => a.slot - b.slot);
  const sortedRounds = sorted.map((p) => {
    const round = input.players(p.element);
    // Guessing a position would silently change which substitutions are legal.
    if (round === undefined) throw new Error(`no round data for element ${p.element}`);
    return round;
  });
  // The Assistant Manager is no part of the XI or bench: he scores alongside, only on his chip.
  const picks = sorted.filter((_, i) => sortedRounds[i]!.position !== 'AM');
  const rounds = sortedRounds.filter((r) => r.position !== 'AM');
  const managers = sorted.filter((_, i) => sortedRounds[i]!.position === 'AM');
  const managerRounds = sortedRounds.filter((r) => r.position === 'AM');
  const positions = rounds.map((r) => r.position as PlayerPosition);
  const played = rounds.map((r) => r.played);
  const pending = rounds.map((r) => r.pending === true);
  const benchBoost = input.chip === 'bboost';

  const { xi, bench, subs } = benchBoost
    ? {
        xi: picks.map((_, i) => i),
        bench: [] as number[],
        subs: [] as [number, number][],
      }
    : automaticSubstitutions(rules, positions, played, pending);
  const xiSet = new Set(xi);

  const captain = picks.findIndex((p) => p.isCaptain);
  const vice = picks.findIndex((p) => p.isViceCaptain);
  // The vice takes the armband only when the captain did not play; a captain who played and
  // scored 0 keeps it, and so does one whose match is still to come.
  const canWear = (i: number) => i !== -1 && (played[i] || pending[i]) && xiSet.has(i);
  let armband = -1;
  if (canWear(captain)) armband = captain;
  else if (canWear(vice)) armband = vice;
  const armbandMultiplier =
    input.chip === '3xc' ? rules.captaincy.tripleCaptain : rules.captaincy.captain;

  // FPL reports the bench's points even under Bench Boost, where they also count.
  const benchSlots = benchBoost
    ? picks.map((_, i) => i).filter((i) => i >= rules.lineup.size)
    : bench;
  const benchSet = new Set(benchSlots);
  let points = 0;
  const scored: ScoredPick[] = picks.map((pick, i) => {
    const base = rounds[i]!.points;
    const multiplier = i === armband ? armbandMultiplier : xiSet.has(i) ? 1 : 0;
    points += base * multiplier;
    return {
      element: pick.element,
      slot: pick.slot,
      position: positions[i]!,
      basePoints: base,
      multiplier,
      points: base * multiplier,
      benchPoints: benchSet.has(i) ? base : 0,
    };
  });
  managers.forEach((pick, i) => {
    const base = managerRounds[i]!.points;
    const multiplier = input.chip === 'manager' ? 1 : 0;
    points += base * multiplier;
    scored.push({
      element: pick.element,
      slot: pick.slot,
      position: 'AM',
      basePoints: base,
      multiplier,
      points: base * multiplier,
      benchPoints: 0,
    });
  });
  let pointsOnBench = 0;
  for (const i of benchSlots) pointsOnBench += rounds[i]!.points;

  return {
    points,
    pointsOnBench,
    autoSubs: subs.map(([out, inn]) => ({ out: picks[out]!.element, in: picks[inn]!.element })),
    armband: armband === -1 ? null : picks[armband]!.element,
    picks: scored,
  };
}
