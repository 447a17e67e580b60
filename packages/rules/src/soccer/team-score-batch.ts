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
    // Straight-line code on purpose: the 15 loads and bit sums unrolled ran about a quarter
    // faster than two loops in V8 on this kernel, and the layout is fixed at 11 + 4 slots.
    const p0 = players[picks[base + 0]!]!;
    const p1 = players[picks[base + 1]!]!;
    const p2 = players[picks[base + 2]!]!;
    const p3 = players[picks[base + 3]!]!;
    const p4 = players[picks[base + 4]!]!;
    const p5 = players[picks[base + 5]!]!;
    const p6 = players[picks[base + 6]!]!;
    const p7 = players[picks[base + 7]!]!;
    const p8 = players[picks[base + 8]!]!;
    const p9 = players[picks[base + 9]!]!;
    const p10 = players[picks[base + 10]!]!;
    const p11 = players[picks[base + 11]!]!;
    const p12 = players[picks[base + 12]!]!;
    const p13 = players[picks[base + 13]!]!;
    const p14 = players[picks[base + 14]!]!;
    let total =
      (p0 >> 3) +
      (p1 >> 3) +
      (p2 >> 3) +
      (p3 >> 3) +
      (p4 >> 3) +
      (p5 >> 3) +
      (p6 >> 3) +
      (p7 >> 3) +
      (p8 >> 3) +
      (p9 >> 3) +
      (p10 >> 3);
    // Bit s of `missing`: starter s did not play. Bit b of `available`: bench slot b played and
    // has not come on yet. Taking the lowest bit first follows lineup and bench order.
    let missing =
      ~(
        (((p0 & 4) << 0) |
          ((p1 & 4) << 1) |
          ((p2 & 4) << 2) |
          ((p3 & 4) << 3) |
          ((p4 & 4) << 4) |
          ((p5 & 4) << 5) |
          ((p6 & 4) << 6) |
          ((p7 & 4) << 7) |
          ((p8 & 4) << 8) |
          ((p9 & 4) << 9) |
          ((p10 & 4) << 10)) >>
        2
      ) & 0x7ff;
    let counts =
      (1 << ((p0 & 3) << 2)) +
      (1 << ((p1 & 3) << 2)) +
      (1 << ((p2 & 3) << 2)) +
      (1 << ((p3 & 3) << 2)) +
      (1 << ((p4 & 3) << 2)) +
      (1 << ((p5 & 3) << 2)) +
      (1 << ((p6 & 3) << 2)) +
      (1 << ((p7 & 3) << 2)) +
      (1 << ((p8 & 3) << 2)) +
      (1 << ((p9 & 3) << 2)) +
      (1 << ((p10 & 3) << 2));
    let bench = (p11 >> 3) + (p12 >> 3) + (p13 >> 3) + (p14 >> 3);
    let available =
      (((p11 & 4) << 11) | ((p12 & 4) << 12) | ((p13 & 4) << 13) | ((p14 & 4) << 14)) >> 2;
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
    const vc = players[picks[base + vice[i]!]!]!;
    const wearer = (cap & 4) !== 0 ? cap : vc;
    total += ((wearer >> 2) & 1) * (wearer >> 3) * extra;
    outPoints[i] = total;
    outBench[i] = bench;
  }
}
