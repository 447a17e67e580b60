// The same team scoring as team-score.ts (auto-subs, captaincy, Bench Boost, Triple Captain) over
// struct-of-arrays input, for scoring millions of squads per round without allocating an object per
// squad. A property test checks it against scoreTeam on random valid squads. It scores finished
// rounds: live provisional scoring (PlayerRound.pending) goes through scoreTeam.
//
// Layout: squad i's picks are picks[i*15 .. i*15+14] as indices into the player table, in slot
// order (0–10 a valid XI, 11 the reserve goalkeeper, 12–14 the outfield bench in order); captain[i]
// and vice[i] are slot indices 0–14; chip[i] is a CHIP_CODE. Each player is one packed Int32:
// points << 3 | played << 2 | position code, so the hot loop does one load per pick.
//
// Automatic substitutions are a table lookup, not a loop. Which outfield bench players come on
// depends only on how many starters of each outfield position did not play (capped at 3: the bench
// has 3 outfielders, and once one starter of a position finds no replacement the next one of that
// position cannot either), the XI's formation, and the bench's positions and played flags: 19
// bits. The table is filled once per lineup rule set by running automaticSubstitutions itself on
// every such state, so the two paths cannot drift; a property test also checks that the XI's slot
// order does not change the outcome, which is what lets the key use counts.
import type { PlayerPosition } from './positions.ts';
import type { SoccerChip, SoccerSeasonRules } from './season-rules.ts';
import { automaticSubstitutions, type PlayerRound } from './team-score.ts';

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
  // The kernel never subtracts a substituted starter's points: FPL cannot score a player who was
  // neither on the pitch nor booked, so they are 0 by construction. Refuse data that breaks it.
  if (!round.played && round.points !== 0)
    throw new Error(`a player who did not play cannot score ${round.points}`);
  if (round.position === 'AM')
    throw new Error('the batch kernel does not score Assistant Managers');
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

type KernelRules = Pick<SoccerSeasonRules, 'lineup' | 'captaincy'>;
const POSITIONS: readonly PlayerPosition[] = ['GK', 'DEF', 'MID', 'FWD'];
const tables = new WeakMap<KernelRules['lineup'], Uint8Array>();

/**
 * For every state key (see the header), a bit mask of which of bench slots 12, 13, 14 come on.
 * Key bits: 0–1 missing DEF, 2–3 missing MID, 4–5 missing FWD (each capped at 3), 6–7 DEF in the XI
 * minus the minimum, 8–9 MID minus the minimum, 10–15 position codes of slots 12–14, 16–18 their
 * played flags.
 */
export function substitutionTable(rules: Pick<SoccerSeasonRules, 'lineup'>): Uint8Array {
  const cached = tables.get(rules.lineup);
  if (cached !== undefined) return cached;
  const { min, max, size } = rules.lineup;
  if (size !== 11 || min.GK !== 1 || max.GK !== 1 || max.DEF - min.DEF > 3 || max.MID - min.MID > 3)
    throw new Error('the batch kernel needs an XI of 11 with one goalkeeper');
  const table = new Uint8Array(1 << 19);
  const positions: PlayerPosition[] = new Array(15);
  const played: boolean[] = new Array(15);
  positions[0] = 'GK';
  played[0] = true;
  positions[11] = 'GK';
  played[11] = false;
  // Only states a valid lineup can reach: a formation within the limits, no more missing starters
  // than the XI holds of that position, outfielders on the bench, at least one of them played.
  for (let def = min.DEF; def <= max.DEF; def++)
    for (let mid = min.MID; mid <= max.MID; mid++) {
      const fwd = size - 1 - def - mid;
      if (fwd < min.FWD || fwd > max.FWD) continue;
      const shape = [def, mid, fwd];
      for (let missingKey = 0; missingKey < 64; missingKey++) {
        const missing = [missingKey & 3, (missingKey >> 2) & 3, missingKey >> 4];
        if (missing.some((m, p) => m > shape[p]!)) continue;
        let slot = 1;
        for (let p = 0; p < 3; p++)
          for (let j = 0; j < shape[p]!; j++) {
            positions[slot] = POSITIONS[p + 1]!;
            played[slot++] = j >= missing[p]!;
          }
        for (let benchKey = 0; benchKey < 1 << 9; benchKey++) {
          const benchPlayed = benchKey >> 6;
          if (benchPlayed === 0) continue;
          let outfield = true;
          for (let b = 0; b < 3; b++) {
            const code = (benchKey >> (2 * b)) & 3;
            if (code === 0) outfield = false;
            positions[12 + b] = POSITIONS[code]!;
            played[12 + b] = ((benchPlayed >> b) & 1) === 1;
          }
          if (!outfield) continue;
          let cameOn = 0;
          for (const [, on] of automaticSubstitutions(rules, positions, played).subs)
            cameOn |= 1 << (on - 12);
          table[missingKey | ((def - min.DEF) << 6) | ((mid - min.MID) << 8) | (benchKey << 10)] =
            cameOn;
        }
      }
    }
  tables.set(rules.lineup, table);
  return table;
}

/** Scores squads [from, to) of the batch into out.points / out.pointsOnBench. */
export function scoreSquadsBatch(
  rules: KernelRules,
  players: Int32Array,
  batch: SquadBatch,
  out: BatchOutput,
  from = 0,
  to = batch.count,
): void {
  const { picks, captain, vice, chip } = batch;
  const outPoints = out.points;
  const outBench = out.pointsOnBench;
  const table = substitutionTable(rules);
  const minDef = rules.lineup.min.DEF;
  const minMid = rules.lineup.min.MID;
  const captainExtra = rules.captaincy.captain - 1;
  const tripleExtra = rules.captaincy.tripleCaptain - 1;

  // Each player twice: his packed value, then what he adds to the XI's per-position counts (low
  // 16 bits) and non-playing counts (high 16 bits), so the hot loop only adds.
  const both = new Int32Array(players.length * 2);
  for (let k = 0; k < players.length; k++) {
    const v = players[k]!;
    const shift = (v & 3) << 2;
    both[2 * k] = v;
    both[2 * k + 1] = (1 << shift) | (((~v >> 2) & 1) << (16 + shift));
  }
  for (let i = from; i < to; i++) {
    const base = i * SLOTS;
    // Straight-line code on purpose: unrolled loads and sums ran about a quarter faster than loops
    // in V8 here, and the layout is fixed at 11 + 4 slots. Four bits per position code: `counts`
    // is the XI's shape, `missing` how many of each did not play.
    const a0 = picks[base + 0]! << 1;
    const p0 = both[a0]!;
    const a1 = picks[base + 1]! << 1;
    const p1 = both[a1]!;
    const a2 = picks[base + 2]! << 1;
    const p2 = both[a2]!;
    const a3 = picks[base + 3]! << 1;
    const p3 = both[a3]!;
    const a4 = picks[base + 4]! << 1;
    const p4 = both[a4]!;
    const a5 = picks[base + 5]! << 1;
    const p5 = both[a5]!;
    const a6 = picks[base + 6]! << 1;
    const p6 = both[a6]!;
    const a7 = picks[base + 7]! << 1;
    const p7 = both[a7]!;
    const a8 = picks[base + 8]! << 1;
    const p8 = both[a8]!;
    const a9 = picks[base + 9]! << 1;
    const p9 = both[a9]!;
    const a10 = picks[base + 10]! << 1;
    const p10 = both[a10]!;
    const p11 = both[picks[base + 11]! << 1]!;
    const p12 = both[picks[base + 12]! << 1]!;
    const p13 = both[picks[base + 13]! << 1]!;
    const p14 = both[picks[base + 14]! << 1]!;
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
    let bench = (p11 >> 3) + (p12 >> 3) + (p13 >> 3) + (p14 >> 3);
    const shape =
      both[a0 + 1]! +
      both[a1 + 1]! +
      both[a2 + 1]! +
      both[a3 + 1]! +
      both[a4 + 1]! +
      both[a5 + 1]! +
      both[a6 + 1]! +
      both[a7 + 1]! +
      both[a8 + 1]! +
      both[a9 + 1]! +
      both[a10 + 1]!;
    const counts = shape & 0xffff;
    const missing = shape >>> 16;
    const c = chip[i]!;
    if (c === CHIP_CODE.bboost) {
      total += bench;
    } else {
      // Branch-free on purpose: whether a substitution happens is a coin toss per squad, so a
      // branch mispredicts; with no starter missing or no bench player played the table says 0.
      const gk = ((missing & 15) !== 0 ? 1 : 0) & ((p11 >> 2) & 1);
      const md = (missing >> 4) & 15;
      const mm = (missing >> 8) & 15;
      const mf = missing >> 12;
      const on =
        table[
          Math.min(md, 3) |
            (Math.min(mm, 3) << 2) |
            (Math.min(mf, 3) << 4) |
            ((((counts >> 4) & 15) - minDef) << 6) |
            ((((counts >> 8) & 15) - minMid) << 8) |
            ((p12 & 3) << 10) |
            ((p13 & 3) << 12) |
            ((p14 & 3) << 14) |
            ((((p12 >> 2) & 1) | ((p13 >> 1) & 2) | (p14 & 4)) << 16)
        ]!;
      const gained =
        gk * (p11 >> 3) +
        (on & 1) * (p12 >> 3) +
        ((on >> 1) & 1) * (p13 >> 3) +
        ((on >> 2) & 1) * (p14 >> 3);
      total += gained;
      bench -= gained;
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
