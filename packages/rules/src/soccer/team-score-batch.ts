// The same team scoring as team-score.ts (auto-subs, captaincy, Bench Boost, Triple Captain) over
// struct-of-arrays input, for scoring millions of squads per round without allocating an object per
// squad. A property test checks it against scoreTeam on random valid squads.
//
// Layout: squad i's picks are picks[i*15 .. i*15+14] as indices into the player table, in slot
// order (0–10 the XI, 11 the reserve goalkeeper, 12–14 the outfield bench in order); captain[i] and
// vice[i] are slot indices 0–14; chip[i] is a CHIP_CODE. Each player is one packed Int32:
// points << 3 | played << 2 | position code, so the hot loop does one load per pick.
import type { PlayerPosition } from './positions.ts';
import type { SoccerChip, SoccerSeasonRules } from './season-rules.ts';
import type { PlayerRound } from './team-score.ts';

export const SLOTS = 15;
const XI = 11;
const BENCH_OUTFIELD_FROM = 11;

export const POSITION_CODE: Readonly<Record<PlayerPosition, number>> = {
  GK: 0,
  DEF: 1,
  MID: 2,
  FWD: 3,
};
/** Wildcard and Free Hit change the squad, not the scoring, so they share code 0. */
export const CHIP_CODE = { none: 0, bboost: 1, '3xc': 2 } as const;

export function chipCode(chip: SoccerChip | null): number {
  if (chip === 'bboost') return CHIP_CODE.bboost;
  if (chip === '3xc') return CHIP_CODE['3xc'];
  return CHIP_CODE.none;
}

export function packPlayer(round: PlayerRound): number {
  return (round.points << 3) | (round.played ? 4 : 0) | POSITION_CODE[round.position];
}

/** One packed Int32 per player index. */
export function packPlayerTable(rounds: readonly PlayerRound[]): Int32Array {
  const table = new Int32Array(rounds.length);
  for (let i = 0; i < rounds.length; i++) table[i] = packPlayer(rounds[i]!);
  return table;
}

export interface SquadBatch {
  readonly count: number;
  readonly picks: Uint16Array | Int32Array;
  readonly captain: Uint8Array;
  readonly vice: Uint8Array;
  readonly chip: Uint8Array;
}

export interface BatchOutput {
  readonly points: Int32Array;
  readonly pointsOnBench: Int32Array;
}

/** Scores squads [from, to) of the batch into out.points / out.pointsOnBench. */
export function scoreSquadsBatch(
  rules: Pick<SoccerSeasonRules, 'lineup' | 'captaincy'>,
  players: Int32Array,
  batch: SquadBatch,
  out: BatchOutput,
  from = 0,
  to = batch.count,
): void {
  const { picks, captain, vice, chip } = batch;
  const outPoints = out.points;
  const outBench = out.pointsOnBench;
  const minDef = rules.lineup.min.DEF;
  const minMid = rules.lineup.min.MID;
  const minFwd = rules.lineup.min.FWD;
  const maxDef = rules.lineup.max.DEF;
  const maxMid = rules.lineup.max.MID;
  const maxFwd = rules.lineup.max.FWD;
  const captainExtra = rules.captaincy.captain - 1;
  const tripleExtra = rules.captaincy.tripleCaptain - 1;
  // Per-squad scratch, reused: the packed value in each slot after substitutions.
  const slot = new Int32Array(SLOTS);

  for (let i = from; i < to; i++) {
    const base = i * SLOTS;
    let total = 0;
    let missing = 0;
    for (let s = 0; s < XI; s++) {
      const v = players[picks[base + s]!]!;
      slot[s] = v;
      total += v >> 3;
      if ((v & 4) === 0) missing |= 1 << s;
    }
    let bench = 0;
    for (let s = XI; s < SLOTS; s++) {
      const v = players[picks[base + s]!]!;
      slot[s] = v;
      bench += v >> 3;
    }
    const c = chip[i]!;
    if (c === CHIP_CODE.bboost) {
      total += bench;
    } else if (missing !== 0) {
      let def = 0;
      let mid = 0;
      let fwd = 0;
      for (let s = 1; s < XI; s++) {
        const p = slot[s]! & 3;
        if (p === 1) def++;
        else if (p === 2) mid++;
        else if (p === 3) fwd++;
      }
      for (let s = 0; s < XI; s++) {
        if ((missing & (1 << s)) === 0) continue;
        const outV = slot[s]!;
        const outPos = outV & 3;
        for (let b = BENCH_OUTFIELD_FROM; b < SLOTS; b++) {
          const inV = slot[b]!;
          if ((inV & 4) === 0) continue;
          const inPos = inV & 3;
          if ((outPos === 0) !== (inPos === 0)) continue;
          if (outPos !== inPos) {
            // Formation check: the outgoing position keeps its minimum, the incoming its maximum.
            const outLeft = (outPos === 1 ? def : outPos === 2 ? mid : fwd) - 1;
            const outMin = outPos === 1 ? minDef : outPos === 2 ? minMid : minFwd;
            const inNow = (inPos === 1 ? def : inPos === 2 ? mid : fwd) + 1;
            const inMax = inPos === 1 ? maxDef : inPos === 2 ? maxMid : maxFwd;
            if (outLeft < outMin || inNow > inMax) continue;
            if (outPos === 1) def--;
            else if (outPos === 2) mid--;
            else fwd--;
            if (inPos === 1) def++;
            else if (inPos === 2) mid++;
            else fwd++;
          }
          const inPoints = inV >> 3;
          const outPointsV = outV >> 3;
          total += inPoints - outPointsV;
          bench += outPointsV - inPoints;
          slot[b] = outV;
          slot[s] = inV;
          break;
        }
      }
    }
    // The armband: captain if he played, else the vice if he played. Both start in the XI, and a
    // starter who played is never substituted, so reading the original picks is enough.
    const cap = players[picks[base + captain[i]!]!]!;
    const extra = c === CHIP_CODE['3xc'] ? tripleExtra : captainExtra;
    if ((cap & 4) !== 0) total += (cap >> 3) * extra;
    else {
      const vc = players[picks[base + vice[i]!]!]!;
      if ((vc & 4) !== 0) total += (vc >> 3) * extra;
    }
    outPoints[i] = total;
    outBench[i] = bench;
  }
}
