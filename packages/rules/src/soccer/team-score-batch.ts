// The same team scoring as team-score.ts (auto-subs, captaincy, Bench Boost, Triple Captain) over
// struct-of-arrays input, for scoring millions of squads per round without allocating an object per
// squad. A property test checks it against scoreTeam on random valid squads. It scores finished
// rounds: live provisional scoring (PlayerRound.pending) goes through scoreTeam.
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
  // The XI's count per position lives in one integer, four bits per position code, so counting
  // is one add per starter and a formation check is two shifts; limits are packed the same way.
  const pack = (l: Readonly<Record<PlayerPosition, number>>) =>
    l.GK | (l.DEF << 4) | (l.MID << 8) | (l.FWD << 12);
  const minPacked = pack(rules.lineup.min);
  const maxPacked = pack(rules.lineup.max);
  const captainExtra = rules.captaincy.captain - 1;
  const tripleExtra = rules.captaincy.tripleCaptain - 1;

  for (let i = from; i < to; i++) {
    const base = i * SLOTS;
    let total = 0;
    // Bit s set: starter in slot s did not play. Bit b set in `available`: bench slot b played
    // and has not come on yet. Iterating the lowest bit first follows lineup and bench order.
    let missing = 0;
    let counts = 0;
    for (let s = 0; s < XI; s++) {
      const v = players[picks[base + s]!]!;
      total += v >> 3;
      missing |= (((v >> 2) & 1) ^ 1) << s;
      counts += 1 << ((v & 3) << 2);
    }
    let bench = 0;
    let available = 0;
    for (let b = XI; b < SLOTS; b++) {
      const v = players[picks[base + b]!]!;
      bench += v >> 3;
      available |= ((v >> 2) & 1) << b;
    }
    const c = chip[i]!;
    if (c === CHIP_CODE.bboost) {
      total += bench;
    } else if (missing !== 0 && available !== 0) {
      while (missing !== 0 && available !== 0) {
        const outBit = missing & -missing;
        missing ^= outBit;
        const outV = players[picks[base + 31 - Math.clz32(outBit)]!]!;
        const outShift = (outV & 3) << 2;
        let candidates = available;
        while (candidates !== 0) {
          const inBit = candidates & -candidates;
          candidates ^= inBit;
          const inV = players[picks[base + 31 - Math.clz32(inBit)]!]!;
          const inShift = (inV & 3) << 2;
          if (outShift !== inShift) {
            // Only the reserve goalkeeper replaces the goalkeeper (GK limits are 1..1); an outfield
            // swap must keep the outgoing position's minimum and the incoming one's maximum.
            if (
              ((counts >> outShift) & 15) - 1 < ((minPacked >> outShift) & 15) ||
              ((counts >> inShift) & 15) + 1 > ((maxPacked >> inShift) & 15)
            )
              continue;
            counts += (1 << inShift) - (1 << outShift);
          }
          // The starter who did not play goes to the bench, where his points (0) are reported.
          total += (inV >> 3) - (outV >> 3);
          bench += (outV >> 3) - (inV >> 3);
          available ^= inBit;
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
