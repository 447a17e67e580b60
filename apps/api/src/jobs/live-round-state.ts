// One live round's scores in memory (ADR 0049): every squad's points in typed arrays, its picks, and a
// player → owners index in CSR form with each owner's multiplier, so a feed event costs a loop over the
// owners of the players it changed and no manager row is written in the event's transaction.
//
// A squad none of whose players changed keeps its score. The rules engine's automatic substitutions and
// armband (team-score.ts) depend on points not at all: only on whether each starter is available (played,
// or his match is still to come), whether each bench player played, and the captain's and vice's
// availability. So an owner is re-scored whole by the rules engine (scoreSquadRound, as scoreSoccerRound
// does) only when one of those inputs of his moved: a starter's availability, a bench player's `played`
// while one of his starters is unavailable, or a touched Assistant Manager. Every other owner moves by the
// changed players' deltas times the multipliers the rules engine last gave his picks (captain ×2, ×3 on
// Triple Captain, starters ×1, the bench ×0 or ×1 on Bench Boost, a substitute coming on ×1, the starter
// he replaced ×0). The state is built the same way from the tables, so it always equals scoring the
// whole round from the players' rounds it reflects.
//
// Pure computation: reading and writing the tables is LiveScores' (live-scores.ts).
import type { SoccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';
import type {
  FlushRows,
  HistogramBucket,
  LiveSquadRow,
} from '../repositories/live-score-repository.ts';
import type { ManagerRoundScoreDetail } from '../repositories/scoring-repository.ts';
import { scoreSquadRound } from './soccer-scoring.ts';

/** Players whose round differs between two states (a player new to the state counts as changed). */
export function changedPlayers(
  before: ReadonlyMap<number, PlayerRound>,
  after: ReadonlyMap<number, PlayerRound>,
): { playerId: number; delta: number; flagsChanged: boolean }[] {
  const out: { playerId: number; delta: number; flagsChanged: boolean }[] = [];
  for (const [playerId, a] of after) {
    const b = before.get(playerId);
    const delta = a.points - (b?.points ?? 0);
    const flagsChanged =
      !b || b.played !== a.played || (b.pending === true) !== (a.pending === true);
    if (delta !== 0 || flagsChanged) out.push({ playerId, delta, flagsChanged });
  }
  return out;
}

type ChangedPlayer = ReturnType<typeof changedPlayers>[number];

/** Over and did not play: a starter like this may be substituted or lose the armband. */
const unavailable = (r: PlayerRound | undefined) =>
  r !== undefined && !r.played && r.pending !== true && r.position !== 'AM';
/** What the rules engine asks of a starter, the captain and the vice: played, or may still play. */
const available = (r: PlayerRound | undefined) =>
  r !== undefined && (r.played || r.pending === true);

/** What a changed player's flags moved, for his owners' substitutions and armband (flagChange). */
const MANAGER_TOUCHED = 1;
const AVAILABILITY_FLIPPED = 2;
const PLAYED_FLIPPED = 4;

/**
 * What moved between a player's two rounds that can move his owners' substitutions or armband: an
 * Assistant Manager (before or after), his availability, whether he played (flag bits; 0: none).
 */
function flagChange(b: PlayerRound | undefined, a: PlayerRound | undefined): number {
  return (
    (a?.position === 'AM' || b?.position === 'AM' ? MANAGER_TOUCHED : 0) |
    (available(b) !== available(a) ? AVAILABILITY_FLIPPED : 0) |
    ((b?.played ?? false) !== (a?.played ?? false) ? PLAYED_FLIPPED : 0)
  );
}

/**
 * What one event changed, kept apart until its transaction is known to have committed. Its arrays are
 * views of the state's scratch space, not copies (at a million squads a copy per event was tens of
 * megabytes for the garbage collector): valid until the state's next `prepare`, by which time the change
 * has been committed or dropped — the season's scoring lock orders the events, and `LiveScores.rescore`
 * settles a pending change before it prepares the next.
 */
export interface LiveChange {
  /** The round's scores version the event's transaction wrote. */
  version: number;
  players: ReadonlyMap<number, PlayerRound>;
  /** Squad indices whose points or detail changed, with their new values. */
  squads: Int32Array;
  points: Float64Array;
  /**
   * By place in `squads`, for a squad re-scored whole (a squad moved by its multipliers keeps its detail):
   * the armband's wearer (0: nobody) and multiplier, and how many automatic substitutions it made — their
   * (out, in) player pairs one squad after another in `subs`.
   */
  armband: Int32Array;
  armbandMultiplier: Uint8Array;
  subCount: Uint8Array;
  subs: Int32Array;
  /**
   * Per changed squad, where its picks' multipliers start in `multipliers` when it was re-scored whole
   * (-1: moved by the ones it had); `multipliers` holds them in the squad's pick order.
   */
  wholeAt: Int32Array;
  multipliers: Uint8Array;
  now: Date;
}

const STARTER = 1;
/** Position codes of the players' rounds by player index (NONE: no round for him). */
const GK = 0;
const AM = 4;
const NONE = -1;
const POSITION_CODE: Readonly<Record<PlayerRound['position'], number>> = {
  GK,
  DEF: 1,
  MID: 2,
  FWD: 3,
  AM,
};

/** A histogram bucket in one number: tenant, kind (0 total, 1 round) and points (a multiple of 0.5). */
const bucketKey = (tenantId: number, kind: 0 | 1, points: number) =>
  (tenantId * 2 + kind) * 2 ** 24 + points * 2 + 2 ** 23;

/**
 * Each squad's rank in its tenant by these totals (1 + the tenant's managers with a higher total), as a
 * round's live rows are ranked from its histogram.
 */
export function ranksByTotal(tenantIds: Int32Array, totals: Float64Array): Int32Array {
  const order = Array.from({ length: totals.length }, (_, i) => i);
  order.sort((a, b) => tenantIds[a]! - tenantIds[b]! || totals[b]! - totals[a]!);
  const ranks = new Int32Array(totals.length);
  let start = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const p = k > 0 ? order[k - 1]! : -1;
    if (p < 0 || tenantIds[p] !== tenantIds[i]) start = k;
    ranks[i] = k > start && totals[p] === totals[i] ? ranks[p]! : k - start + 1;
  }
  return ranks;
}

export class LiveRoundState {
  readonly size: number;
  readonly squadIds: Int32Array;
  readonly tenantIds: Int32Array;
  private readonly captain: Int32Array;
  private readonly vice: Int32Array;
  private readonly chips: (string | null)[];
  private readonly transferCost: Float64Array;
  /** The previous round's total (0 without one). */
  private readonly base: Float64Array;
  /** The previous round's rank, 0 for none. */
  private readonly previousRank: Int32Array;
  private readonly captainMultiplier: Uint8Array;
  /** Where the captain and the vice are among the squad's picks (-1: not among them). */
  private readonly captainPick: Int8Array;
  private readonly vicePick: Int8Array;
  // Picks per squad (CSR): squad i's picks are [pickStart[i], pickStart[i+1]).
  private readonly pickStart: Int32Array;
  private readonly pickPlayer: Int32Array;
  private readonly pickSlot: Uint8Array;
  /** The pick's player's index (playerIndex). */
  private readonly pickPlayerIndex: Int32Array;
  /**
   * The multiplier the rules engine last gave each pick (captain ×2, ×3 on Triple Captain, starters ×1,
   * the bench ×0 or ×1 on Bench Boost, a substitute coming on ×1, the starter he replaced ×0), kept in
   * pick order: a squad re-scored whole writes its 15 in one run instead of 15 places across the owners
   * index (at a million squads, a cache miss each).
   */
  private readonly pickMultiplier: Uint8Array;
  /** Per player index, scratch for one event: unavailable before or after it. */
  private readonly unavailableMark: Int32Array;
  // Owners per player (CSR over the player's index).
  private readonly playerIndex = new Map<number, number>();
  private readonly ownerStart: Int32Array;
  private readonly ownerSquad: Int32Array;
  /** The owner entry's pick (pickMultiplier). */
  private readonly ownerPick: Int32Array;
  private readonly ownerFlags: Uint8Array;
  /** Gross round points of each squad. */
  private readonly points: Float64Array;
  // The detail each squad was scored with (ManagerRoundScoreDetail, in typed arrays): the armband's
  // wearer (0: nobody) and multiplier, and its automatic substitutions as (out, in) player pairs from
  // i × maxSubs × 2. The default — the captain's armband, no substitution — until scored whole.
  private readonly armband: Int32Array;
  private readonly armbandMultiplier: Uint8Array;
  private readonly subCount: Uint8Array;
  private readonly subPlayers: Int32Array;
  private readonly maxSubs: number;
  private readonly dirty: Uint8Array;
  private dirtyCount = 0;
  /** Each squad's tenant as an index into `tenants` (the histogram's dense moves). */
  private readonly tenantSlot: Int32Array;
  private readonly tenants: number[] = [];
  // Scratch space for one event.
  private readonly stamp: Int32Array;
  /** The squads an event touched, then those it changed with their new points and multipliers' place. */
  private readonly touched: Int32Array;
  private readonly changedSquad: Int32Array;
  private readonly changedPoints: Float64Array;
  private readonly changedWhole: Int32Array;
  private readonly changedArmband: Int32Array;
  private readonly changedArmbandMultiplier: Uint8Array;
  private readonly changedSubCount: Uint8Array;
  private readonly changedSubs: Int32Array;
  /** Per squad, for one event: epoch × 2, + 1 if a starter is unavailable (hasUnavailableStarter). */
  private readonly unavailableStarterMemo: Int32Array;
  /** The multipliers of the squads an event re-scored whole, one after another in pick order. */
  private readonly wholeMultipliers: Uint8Array;
  private readonly wholeStamp: Int32Array;
  private readonly acc: Float64Array;
  private epoch = 0;
  // The players' rounds squads are scored whole from, by player index (loadPlayers).
  private readonly playerPosition: Int8Array;
  private readonly playerPlayed: Uint8Array;
  private readonly playerPending: Uint8Array;
  private readonly playerPoints: Float64Array;
  // A large event's changed players by player index (touchBySquad): the event's epoch, flagChange, delta.
  private readonly changedMark: Int32Array;
  private readonly playerChange: Uint8Array;
  private readonly playerDelta: Float64Array;
  /** The share of all picks an event's changed players must own for prepare to walk every squad. */
  private readonly squadWalkShare: number;
  // Scratch for scoring one squad whole (scoreWhole), by the pick's place in the squad.
  private readonly lineup: Int32Array;
  private readonly inXi: Uint8Array;
  private readonly subsOut: Int32Array;
  private readonly subsIn: Int32Array;
  // What the last scoreWhole gave the squad besides its points and multipliers: the armband's wearer
  // (0: nobody) and multiplier, and its substitutions' (out, in) player pairs.
  private scoredArmband = 0;
  private scoredArmbandMultiplier = 0;
  private scoredSubCount = 0;
  private readonly scoredSubs: Int32Array;
  /** The multipliers scoreWhole gave the squad's picks, in pick order. */
  private readonly scoredMultiplier: Uint8Array;
  private readonly minByCode: Int32Array;
  private readonly maxByCode: Int32Array;
  private readonly counts = new Int32Array(4);

  players: ReadonlyMap<number, PlayerRound>;
  version: number;
  updatedAt: Date;
  pending: LiveChange | null = null;

  constructor(
    private readonly rules: SoccerSeasonRules,
    rows: readonly LiveSquadRow[],
    players: ReadonlyMap<number, PlayerRound>,
    version: number,
    now: Date,
    options: {
      /**
       * An event whose changed players own more than this share of all picks is walked squad by squad
       * (touchBySquad), a smaller one owner by owner (default 1/4; the property test forces each).
       */
      squadWalkShare?: number;
    } = {},
  ) {
    const n = rows.length;
    this.squadWalkShare = options.squadWalkShare ?? 0.25;
    this.size = n;
    this.players = players;
    this.version = version;
    this.updatedAt = now;
    this.squadIds = new Int32Array(n);
    this.tenantIds = new Int32Array(n);
    this.captain = new Int32Array(n);
    this.vice = new Int32Array(n);
    this.chips = new Array<string | null>(n);
    this.transferCost = new Float64Array(n);
    this.base = new Float64Array(n);
    this.previousRank = new Int32Array(n);
    this.captainMultiplier = new Uint8Array(n);
    this.pickStart = new Int32Array(n + 1);
    this.points = new Float64Array(n);
    this.dirty = new Uint8Array(n);
    this.stamp = new Int32Array(n);
    this.touched = new Int32Array(n);
    this.changedSquad = new Int32Array(n);
    this.changedPoints = new Float64Array(n);
    this.changedWhole = new Int32Array(n);
    this.tenantSlot = new Int32Array(n);
    this.wholeStamp = new Int32Array(n);
    this.acc = new Float64Array(n);

    // Picks: "player:slot,player:slot,…" parsed without splitting into strings.
    let total = 0;
    for (const r of rows) if (r.picks) for (const ch of r.picks) if (ch === ',') total++;
    total += rows.filter((r) => r.picks).length;
    this.pickPlayer = new Int32Array(total);
    this.pickSlot = new Uint8Array(total);
    this.wholeMultipliers = new Uint8Array(total);
    let p = 0;
    const slotOfTenant = new Map<number, number>();
    rows.forEach((r, i) => {
      this.squadIds[i] = r.squad_id;
      this.tenantIds[i] = r.tenant_id;
      let slot = slotOfTenant.get(r.tenant_id);
      if (slot === undefined) {
        slot = this.tenants.length;
        slotOfTenant.set(r.tenant_id, slot);
        this.tenants.push(r.tenant_id);
      }
      this.tenantSlot[i] = slot;
      this.captain[i] = r.captain;
      this.vice[i] = r.vice;
      this.chips[i] = r.chip;
      this.transferCost[i] = Number(r.transfer_cost);
      this.base[i] = r.prev_total === null ? 0 : Number(r.prev_total);
      this.previousRank[i] = r.prev_rank ?? 0;
      this.captainMultiplier[i] =
        r.chip === 'triple_captain' ? rules.captaincy.tripleCaptain : rules.captaincy.captain;
      this.pickStart[i] = p;
      const s = r.picks ?? '';
      let num = 0;
      let player = 0;
      for (let k = 0; k <= s.length; k++) {
        const c = k < s.length ? s.charCodeAt(k) : 44;
        if (c === 58) {
          player = num;
          num = 0;
        } else if (c === 44) {
          if (k > 0) {
            this.pickPlayer[p] = player;
            this.pickSlot[p] = num;
            p++;
          }
          num = 0;
        } else num = num * 10 + (c - 48);
      }
      // In slot order, as the rules engine takes them (insertion sort: the rows come sorted).
      for (let k = this.pickStart[i]! + 1; k < p; k++) {
        const player = this.pickPlayer[k]!;
        const slot = this.pickSlot[k]!;
        let j = k - 1;
        for (; j >= this.pickStart[i]! && this.pickSlot[j]! > slot; j--) {
          this.pickPlayer[j + 1] = this.pickPlayer[j]!;
          this.pickSlot[j + 1] = this.pickSlot[j]!;
        }
        this.pickPlayer[j + 1] = player;
        this.pickSlot[j + 1] = slot;
      }
    });
    this.pickStart[n] = p;
    this.captainPick = new Int8Array(n).fill(-1);
    this.vicePick = new Int8Array(n).fill(-1);
    for (let i = 0; i < n; i++)
      for (let k = this.pickStart[i + 1]! - 1; k >= this.pickStart[i]!; k--) {
        if (this.pickPlayer[k] === this.captain[i]) this.captainPick[i] = k - this.pickStart[i]!;
        if (this.pickPlayer[k] === this.vice[i]) this.vicePick[i] = k - this.pickStart[i]!;
      }
    let most = 0;
    for (let i = 0; i < n; i++) most = Math.max(most, this.pickStart[i + 1]! - this.pickStart[i]!);
    this.lineup = new Int32Array(most);
    this.inXi = new Uint8Array(most);
    this.subsOut = new Int32Array(most);
    this.subsIn = new Int32Array(most);
    this.maxSubs = Math.max(0, most - rules.lineup.size);
    this.scoredSubs = new Int32Array(this.maxSubs * 2);
    this.armband = this.captain.slice();
    this.armbandMultiplier = this.captainMultiplier.slice();
    this.subCount = new Uint8Array(n);
    this.subPlayers = new Int32Array(n * this.maxSubs * 2);
    this.changedArmband = new Int32Array(n);
    this.changedArmbandMultiplier = new Uint8Array(n);
    this.changedSubCount = new Uint8Array(n);
    this.changedSubs = new Int32Array(n * this.maxSubs * 2);
    this.unavailableStarterMemo = new Int32Array(n);
    this.scoredMultiplier = new Uint8Array(most);
    const { min, max } = rules.lineup;
    this.minByCode = Int32Array.of(min.GK, min.DEF, min.MID, min.FWD);
    this.maxByCode = Int32Array.of(max.GK, max.DEF, max.MID, max.FWD);

    // Owners per player, with each owner's multiplier for the linear rule.
    const counts: number[] = [];
    for (let k = 0; k < p; k++) {
      const id = this.pickPlayer[k]!;
      let idx = this.playerIndex.get(id);
      if (idx === undefined) {
        idx = counts.length;
        this.playerIndex.set(id, idx);
        counts.push(0);
      }
      counts[idx]!++;
    }
    this.pickPlayerIndex = new Int32Array(p);
    for (let k = 0; k < p; k++)
      this.pickPlayerIndex[k] = this.playerIndex.get(this.pickPlayer[k]!)!;
    this.unavailableMark = new Int32Array(counts.length);
    this.playerPosition = new Int8Array(counts.length);
    this.playerPlayed = new Uint8Array(counts.length);
    this.playerPending = new Uint8Array(counts.length);
    this.playerPoints = new Float64Array(counts.length);
    this.changedMark = new Int32Array(counts.length);
    this.playerChange = new Uint8Array(counts.length);
    this.playerDelta = new Float64Array(counts.length);
    this.pickMultiplier = new Uint8Array(p);
    this.ownerStart = new Int32Array(counts.length + 1);
    for (let j = 0; j < counts.length; j++)
      this.ownerStart[j + 1] = this.ownerStart[j]! + counts[j]!;
    this.ownerSquad = new Int32Array(p);
    this.ownerPick = new Int32Array(p);
    this.ownerFlags = new Uint8Array(p);
    const fill = this.ownerStart.slice(0, counts.length);
    for (let i = 0; i < n; i++)
      for (let k = this.pickStart[i]!; k < this.pickStart[i + 1]!; k++) {
        const id = this.pickPlayer[k]!;
        const slot = this.pickSlot[k]!;
        const at = fill[this.pickPlayerIndex[k]!]!++;
        this.ownerPick[at] = k;
        this.ownerSquad[at] = i;
        this.ownerFlags[at] = slot <= 11 ? STARTER : 0;
        this.pickMultiplier[k] =
          id === this.captain[i]
            ? this.captainMultiplier[i]!
            : slot <= 11 || this.chips[i] === 'bench_boost'
              ? 1
              : 0;
      }

    // Every squad scored from `players`: linear unless its line-up or armband may move.
    this.loadPlayers(players);
    for (let i = 0; i < n; i++) {
      let whole = false;
      let sum = 0;
      for (let k = this.pickStart[i]!; k < this.pickStart[i + 1]!; k++) {
        const r = players.get(this.pickPlayer[k]!);
        if (r?.position === 'AM' || (this.pickSlot[k]! <= 11 && unavailable(r))) {
          whole = true;
          break;
        }
      }
      if (whole) {
        this.points[i] = this.scoreWhole(i, players);
        this.storeDetail(
          i,
          this.scoredArmband,
          this.scoredArmbandMultiplier,
          this.scoredSubCount,
          this.scoredSubs,
          0,
        );
        this.setMultipliers(i, this.scoredMultiplier, 0);
      } else {
        for (let k = this.pickStart[i]!; k < this.pickStart[i + 1]!; k++)
          sum += this.playerPoints[this.pickPlayerIndex[k]!]! * this.pickMultiplier[k]!;
        this.points[i] = sum;
      }
      this.dirty[i] = 1;
    }
    this.dirtyCount = n;
  }

  /** Squad `i`'s round as the state holds it (what its row is flushed with). */
  row(i: number): {
    squadId: number;
    points: number;
    total: number;
    detail: ManagerRoundScoreDetail;
  } {
    return {
      squadId: this.squadIds[i]!,
      points: this.points[i]!,
      total: this.base[i]! + this.points[i]! - this.transferCost[i]!,
      detail: this.detail(i),
    };
  }

  /**
   * Every squad's total (by squad index) with `change` applied when given: what the next round's state
   * takes as its previous totals while both rounds are live.
   */
  totals(change: LiveChange | null): Float64Array {
    const out = new Float64Array(this.size);
    for (let i = 0; i < this.size; i++)
      out[i] = this.base[i]! + this.points[i]! - this.transferCost[i]!;
    if (change)
      for (let j = 0; j < change.squads.length; j++) {
        const sq = change.squads[j]!;
        out[sq] = this.base[sq]! + change.points[j]! - this.transferCost[sq]!;
      }
    return out;
  }

  /**
   * Takes the previous round's totals and ranks (by the previous state's squad indices, its squads in
   * ascending id order as both states are built) for the squads both rounds have; answers whether any
   * moved (those rows are dirty; the caller replaces the round's histograms).
   */
  rebase(previous: { squadIds: Int32Array; totals: Float64Array; ranks: Int32Array }): boolean {
    let moved = false;
    let j = 0;
    for (let i = 0; i < this.size; i++) {
      const id = this.squadIds[i]!;
      while (j < previous.squadIds.length && previous.squadIds[j]! < id) j++;
      if (j === previous.squadIds.length) break;
      if (previous.squadIds[j] !== id) continue;
      const total = previous.totals[j]!;
      const rank = previous.ranks[j]!;
      if (this.base[i] === total && this.previousRank[i] === rank) continue;
      this.base[i] = total;
      this.previousRank[i] = rank;
      moved = true;
      if (!this.dirty[i]) {
        this.dirty[i] = 1;
        this.dirtyCount++;
      }
    }
    return moved;
  }

  /** Managers with unflushed rows. */
  get unflushed(): number {
    return this.dirtyCount;
  }

  /** The round's histograms as this state scores it (a few hundred buckets per tenant). */
  histograms(): HistogramBucket[] {
    const counts = new Map<number, HistogramBucket>();
    const add = (tenantId: number, kind: 'total' | 'round', points: number) => {
      const key = bucketKey(tenantId, kind === 'total' ? 0 : 1, points);
      const b = counts.get(key);
      if (b) b.managers++;
      else counts.set(key, { tenantId, kind, points, managers: 1 });
    };
    for (let i = 0; i < this.size; i++) {
      const net = this.points[i]! - this.transferCost[i]!;
      add(this.tenantIds[i]!, 'total', this.base[i]! + net);
      add(this.tenantIds[i]!, 'round', net);
    }
    return [...counts.values()];
  }

  /**
   * What moving the round's players to `after` changes: the squads, their new points and details, and
   * the histogram moves (signed counts per bucket). Nothing of the state changes until `commit`.
   */
  prepare(
    after: ReadonlyMap<number, PlayerRound>,
    now: Date,
  ): { change: LiveChange; moves: HistogramBucket[] } | null {
    const from = this.players;
    const changed = changedPlayers(from, after);
    if (changed.length === 0) return null;
    const epoch = ++this.epoch;
    // Owners whose line-up or armband may move: a starter whose availability flipped, a bench player
    // whose `played` flipped while one of the squad's starters is unavailable (before or after), an
    // Assistant Manager touched.
    let marked = 0;
    for (const [id, r] of from) if (unavailable(r) && this.markUnavailable(id, epoch)) marked++;
    for (const [id, r] of after) if (unavailable(r) && this.markUnavailable(id, epoch)) marked++;
    let owners = 0;
    for (const c of changed) {
      const idx = this.playerIndex.get(c.playerId);
      if (idx !== undefined) owners += this.ownerStart[idx + 1]! - this.ownerStart[idx]!;
    }
    const touched =
      owners > this.pickPlayer.length * this.squadWalkShare
        ? this.touchBySquad(changed, from, after, epoch, marked > 0)
        : this.touchByOwner(changed, from, after, epoch, marked > 0);

    // The changed squads in scratch arrays (no per-squad allocation: a popular player's goal moves most
    // of a million squads), handed out as views of them (LiveChange).
    let count = 0;
    let multiplierCount = 0;
    let subsCount = 0;
    const changedSquad = this.changedSquad;
    const changedPoints = this.changedPoints;
    const changedWhole = this.changedWhole;
    const wholeMultipliers = this.wholeMultipliers;
    const scoredMultiplier = this.scoredMultiplier;
    const changedSubs = this.changedSubs;
    const scoredSubs = this.scoredSubs;
    this.loadPlayers(after);
    for (let t = 0; t < touched; t++) {
      const sq = this.touched[t]!;
      if (this.wholeStamp[sq] === epoch) {
        changedPoints[count] = this.scoreWhole(sq, after);
        changedWhole[count] = multiplierCount;
        const picks = this.pickStart[sq + 1]! - this.pickStart[sq]!;
        for (let l = 0; l < picks; l++) wholeMultipliers[multiplierCount++] = scoredMultiplier[l]!;
        this.changedArmband[count] = this.scoredArmband;
        this.changedArmbandMultiplier[count] = this.scoredArmbandMultiplier;
        this.changedSubCount[count] = this.scoredSubCount;
        for (let x = 0; x < this.scoredSubCount * 2; x++) changedSubs[subsCount++] = scoredSubs[x]!;
      } else {
        const newPoints = this.points[sq]! + this.acc[sq]!;
        if (newPoints === this.points[sq]!) continue;
        changedPoints[count] = newPoints;
        changedWhole[count] = -1;
      }
      changedSquad[count++] = sq;
    }
    return {
      change: {
        version: this.version,
        players: after,
        squads: changedSquad.subarray(0, count),
        points: changedPoints.subarray(0, count),
        wholeAt: changedWhole.subarray(0, count),
        multipliers: wholeMultipliers.subarray(0, multiplierCount),
        armband: this.changedArmband.subarray(0, count),
        armbandMultiplier: this.changedArmbandMultiplier.subarray(0, count),
        subCount: this.changedSubCount.subarray(0, count),
        subs: changedSubs.subarray(0, subsCount),
        now,
      },
      moves: this.histogramMoves(changedSquad, changedPoints, count),
    };
  }

  /**
   * The squads an event touches, found through the owners of its changed players (a small event: a few
   * players' owners, read at random): each stamped, the ones to re-score whole marked in wholeStamp, the
   * others' point deltas summed in acc. Answers how many are in `touched`.
   */
  private touchByOwner(
    changed: readonly ChangedPlayer[],
    from: ReadonlyMap<number, PlayerRound>,
    after: ReadonlyMap<number, PlayerRound>,
    epoch: number,
    anyUnavailable: boolean,
  ): number {
    let touched = 0;
    for (const c of changed) {
      const idx = this.playerIndex.get(c.playerId);
      if (idx === undefined) continue;
      for (let k = this.ownerStart[idx]!; k < this.ownerStart[idx + 1]!; k++) {
        const sq = this.ownerSquad[k]!;
        if (this.stamp[sq] !== epoch) {
          this.stamp[sq] = epoch;
          this.acc[sq] = 0;
          this.touched[touched++] = sq;
        }
      }
    }
    // Many squads in index order (they come player by player): the loops after this then read the
    // per-squad arrays front to back instead of at random.
    if (touched > this.size >> 3) {
      touched = 0;
      for (let i = 0; i < this.size; i++) if (this.stamp[i] === epoch) this.touched[touched++] = i;
    }
    for (const c of changed) {
      const idx = this.playerIndex.get(c.playerId);
      if (idx === undefined || !c.flagsChanged) continue;
      const change = flagChange(from.get(c.playerId), after.get(c.playerId));
      if (change === 0) continue;
      for (let k = this.ownerStart[idx]!; k < this.ownerStart[idx + 1]!; k++) {
        const sq = this.ownerSquad[k]!;
        if (this.wholeStamp[sq] === epoch) continue;
        const starter = (this.ownerFlags[k]! & STARTER) !== 0;
        if (
          (change & MANAGER_TOUCHED) !== 0 ||
          (starter && (change & AVAILABILITY_FLIPPED) !== 0) ||
          (!starter &&
            (change & PLAYED_FLIPPED) !== 0 &&
            anyUnavailable &&
            this.hasUnavailableStarter(sq, epoch))
        )
          this.wholeStamp[sq] = epoch;
      }
    }
    // Everyone else: delta × multiplier.
    for (const c of changed) {
      if (c.delta === 0) continue;
      const idx = this.playerIndex.get(c.playerId);
      if (idx === undefined) continue;
      for (let k = this.ownerStart[idx]!; k < this.ownerStart[idx + 1]!; k++) {
        const sq = this.ownerSquad[k]!;
        if (this.wholeStamp[sq] !== epoch)
          this.acc[sq]! += c.delta * this.pickMultiplier[this.ownerPick[k]!]!;
      }
    }
    return touched;
  }

  /**
   * touchByOwner for a large event (its changed players' owners hold a good part of all picks, as at
   * kick-off or full time): one pass over every squad's picks front to back, with the changed players
   * looked up by player index, instead of three passes over the owners at random — at a million squads
   * those were most of a full time's cost. The same squads, marks and sums; the touched squads come in
   * index order.
   */
  private touchBySquad(
    changed: readonly ChangedPlayer[],
    from: ReadonlyMap<number, PlayerRound>,
    after: ReadonlyMap<number, PlayerRound>,
    epoch: number,
    anyUnavailable: boolean,
  ): number {
    const changedMark = this.changedMark;
    const playerChange = this.playerChange;
    const playerDelta = this.playerDelta;
    for (const c of changed) {
      const idx = this.playerIndex.get(c.playerId);
      if (idx === undefined) continue;
      changedMark[idx] = epoch;
      playerDelta[idx] = c.delta;
      playerChange[idx] = c.flagsChanged
        ? flagChange(from.get(c.playerId), after.get(c.playerId))
        : 0;
    }
    const pickStart = this.pickStart;
    const pickPlayerIndex = this.pickPlayerIndex;
    const pickSlot = this.pickSlot;
    const pickMultiplier = this.pickMultiplier;
    const unavailableMark = this.unavailableMark;
    const touchedSquads = this.touched;
    const wholeStamp = this.wholeStamp;
    const acc = this.acc;
    let touched = 0;
    for (let sq = 0; sq < this.size; sq++) {
      const end = pickStart[sq + 1]!;
      let hit = false;
      let whole = false;
      let benchPlayed = false;
      let unavailableStarter = false;
      let sum = 0;
      for (let k = pickStart[sq]!; k < end; k++) {
        const player = pickPlayerIndex[k]!;
        const starter = pickSlot[k]! <= 11;
        if (starter && unavailableMark[player] === epoch) unavailableStarter = true;
        if (changedMark[player] !== epoch) continue;
        hit = true;
        const change = playerChange[player]!;
        if ((change & MANAGER_TOUCHED) !== 0 || (starter && (change & AVAILABILITY_FLIPPED) !== 0))
          whole = true;
        else if (!starter && (change & PLAYED_FLIPPED) !== 0) benchPlayed = true;
        sum += playerDelta[player]! * pickMultiplier[k]!;
      }
      if (!hit) continue;
      this.stamp[sq] = epoch;
      touchedSquads[touched++] = sq;
      if (whole || (benchPlayed && anyUnavailable && unavailableStarter)) wholeStamp[sq] = epoch;
      else acc[sq] = sum;
    }
    return touched;
  }

  /**
   * The histogram moves of `count` squads going to their new points: −1 in the buckets of their old
   * total and net round points, +1 in the new ones. Counted in a dense array per tenant and kind over the
   * span of points the move touches (a few thousand half-points), not a map entry per squad.
   */
  private histogramMoves(
    squads: Int32Array,
    newPoints: Float64Array,
    count: number,
  ): HistogramBucket[] {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    let halves = true;
    for (let j = 0; j < count; j++) {
      const sq = squads[j]!;
      const oldNet = this.points[sq]! - this.transferCost[sq]!;
      const newNet = newPoints[j]! - this.transferCost[sq]!;
      if (oldNet === newNet) continue;
      const base = this.base[sq]!;
      const low = Math.min(oldNet, newNet, base + oldNet, base + newNet);
      const high = Math.max(oldNet, newNet, base + oldNet, base + newNet);
      if (
        !Number.isInteger(oldNet * 2) ||
        !Number.isInteger(newNet * 2) ||
        !Number.isInteger(base * 2)
      )
        halves = false;
      if (low < lo) lo = low;
      if (high > hi) hi = high;
    }
    if (lo > hi) return [];
    const tenants = this.tenants.length;
    const span = (hi - lo) * 2 + 1;
    if (!halves || tenants * 2 * span > 1 << 22)
      return this.histogramMovesByKey(squads, newPoints, count);
    // cell = (tenant slot × 2 + kind) × span + (points − lo) × 2; kind 0 total, 1 round.
    const cells = new Int32Array(tenants * 2 * span);
    for (let j = 0; j < count; j++) {
      const sq = squads[j]!;
      const oldNet = this.points[sq]! - this.transferCost[sq]!;
      const newNet = newPoints[j]! - this.transferCost[sq]!;
      if (oldNet === newNet) continue;
      const base = this.base[sq]!;
      const total = this.tenantSlot[sq]! * 2 * span;
      const round = total + span;
      cells[total + (base + oldNet - lo) * 2]!--;
      cells[total + (base + newNet - lo) * 2]!++;
      cells[round + (oldNet - lo) * 2]!--;
      cells[round + (newNet - lo) * 2]!++;
    }
    const out: HistogramBucket[] = [];
    for (let c = 0; c < cells.length; c++) {
      const managers = cells[c]!;
      if (managers === 0) continue;
      const at = Math.floor(c / span);
      out.push({
        tenantId: this.tenants[at >> 1]!,
        kind: (at & 1) === 0 ? 'total' : 'round',
        points: lo + (c - at * span) / 2,
        managers,
      });
    }
    return out;
  }

  /** histogramMoves for points that are not half-points or span too far for a dense array. */
  private histogramMovesByKey(
    squads: Int32Array,
    newPoints: Float64Array,
    count: number,
  ): HistogramBucket[] {
    const moves = new Map<number, HistogramBucket>();
    const move = (tenantId: number, kind: 'total' | 'round', pts: number, n: number) => {
      const key = bucketKey(tenantId, kind === 'total' ? 0 : 1, pts);
      const b = moves.get(key);
      if (b) b.managers += n;
      else moves.set(key, { tenantId, kind, points: pts, managers: n });
    };
    for (let j = 0; j < count; j++) {
      const sq = squads[j]!;
      const oldNet = this.points[sq]! - this.transferCost[sq]!;
      const newNet = newPoints[j]! - this.transferCost[sq]!;
      if (oldNet === newNet) continue;
      const tenant = this.tenantIds[sq]!;
      move(tenant, 'total', this.base[sq]! + oldNet, -1);
      move(tenant, 'total', this.base[sq]! + newNet, 1);
      move(tenant, 'round', oldNet, -1);
      move(tenant, 'round', newNet, 1);
    }
    return [...moves.values()].filter((m) => m.managers !== 0);
  }

  /** The event's change, once its transaction committed: the state moves to it and its rows are dirty. */
  commit(change: LiveChange): void {
    let subsAt = 0;
    for (let j = 0; j < change.squads.length; j++) {
      const sq = change.squads[j]!;
      this.points[sq] = change.points[j]!;
      if (change.wholeAt[j]! >= 0) {
        this.storeDetail(
          sq,
          change.armband[j]!,
          change.armbandMultiplier[j]!,
          change.subCount[j]!,
          change.subs,
          subsAt,
        );
        subsAt += change.subCount[j]! * 2;
        this.setMultipliers(sq, change.multipliers, change.wholeAt[j]!);
      }
      if (!this.dirty[sq]) {
        this.dirty[sq] = 1;
        this.dirtyCount++;
      }
    }
    this.players = change.players;
    this.version = change.version;
    this.updatedAt = change.now;
    if (this.pending === change) this.pending = null;
  }

  /**
   * Up to `limit` dirty squads' rows, their dirty marks cleared (`restore` puts them back if the write
   * fails).
   */
  takeDirty(limit: number): { rows: FlushRows; taken: Int32Array } {
    const taken = this.touched; // scratch: no event is prepared while a batch is taken
    let count = 0;
    for (let i = 0; i < this.size && count < limit; i++)
      if (this.dirty[i]) {
        this.dirty[i] = 0;
        taken[count++] = i;
      }
    this.dirtyCount -= count;
    const rows: FlushRows = {
      squadIds: new Int32Array(count),
      tenantIds: new Int32Array(count),
      points: new Float64Array(count),
      transferCosts: new Float64Array(count),
      totals: new Float64Array(count),
      previousRanks: new Int32Array(count),
      captains: new Int32Array(count),
      multipliers: new Int32Array(count),
      details: new Array<string | null>(count),
    };
    for (let j = 0; j < count; j++) {
      const i = taken[j]!;
      rows.squadIds[j] = this.squadIds[i]!;
      rows.tenantIds[j] = this.tenantIds[i]!;
      rows.points[j] = this.points[i]!;
      rows.transferCosts[j] = this.transferCost[i]!;
      rows.totals[j] = this.base[i]! + this.points[i]! - this.transferCost[i]!;
      rows.previousRanks[j] = this.previousRank[i]!;
      rows.captains[j] = this.captain[i]!;
      rows.multipliers[j] = this.captainMultiplier[i]!;
      rows.details[j] = this.isDefaultDetail(i) ? null : JSON.stringify(this.detail(i));
    }
    return { rows, taken: taken.slice(0, count) };
  }

  restore(taken: Int32Array): void {
    for (const i of taken)
      if (!this.dirty[i]) {
        this.dirty[i] = 1;
        this.dirtyCount++;
      }
  }

  /** Squad i's detail as the rules engine gives it. */
  private detail(i: number): ManagerRoundScoreDetail {
    const autoSubs: { out: number; in: number }[] = [];
    const at = i * this.maxSubs * 2;
    for (let s = 0; s < this.subCount[i]!; s++)
      autoSubs.push({ out: this.subPlayers[at + 2 * s]!, in: this.subPlayers[at + 2 * s + 1]! });
    return {
      autoSubs,
      captainPlayerId: this.armband[i] === 0 ? null : this.armband[i]!,
      multiplier: this.armbandMultiplier[i]!,
    };
  }

  /** The captain's armband and no substitution (its row's detail is built by the flush's SQL). */
  private isDefaultDetail(i: number): boolean {
    return (
      this.subCount[i] === 0 &&
      this.armband[i] === this.captain[i] &&
      this.armbandMultiplier[i] === this.captainMultiplier[i]
    );
  }

  /** Squad i's detail from a scoring: the armband and `subCount` (out, in) pairs of `subs` from `at`. */
  private storeDetail(
    i: number,
    armband: number,
    multiplier: number,
    subCount: number,
    subs: Int32Array,
    at: number,
  ): void {
    this.armband[i] = armband;
    this.armbandMultiplier[i] = multiplier;
    this.subCount[i] = subCount;
    const to = i * this.maxSubs * 2;
    for (let x = 0; x < subCount * 2; x++) this.subPlayers[to + x] = subs[at + x]!;
  }

  /** The players' rounds by player index, for scoreWhole. */
  private loadPlayers(players: ReadonlyMap<number, PlayerRound>): void {
    for (const [id, idx] of this.playerIndex) {
      const r = players.get(id);
      this.playerPosition[idx] = r ? POSITION_CODE[r.position] : NONE;
      this.playerPlayed[idx] = r?.played ? 1 : 0;
      this.playerPending[idx] = r?.pending === true ? 1 : 0;
      this.playerPoints[idx] = r?.points ?? 0;
    }
  }

  /**
   * Squad i's gross points as the rules engine scores it (scoreTeam, through scoreSquadRound), computed
   * over the typed arrays from the players' rounds loadPlayers took: FPL's automatic substitutions (each
   * starter who did not play and has no match to come, in line-up order, replaced by the first bench
   * player in bench order who played, keeps the formation within its limits, and is a goalkeeper exactly
   * when the starter is), no substitution on Bench Boost, the armband to the captain if he can wear it
   * (played or pending, and in the XI) else the vice, ×3 on Triple Captain. Leaves the detail in
   * scoredDetail and the picks' multipliers in scoredMultiplier. A squad with an Assistant Manager or a
   * pick with no round is scored by the rules engine itself (which refuses the latter). The property test
   * (test/live/live-round-state.test.ts) holds the two equal.
   */
  private scoreWhole(i: number, players: ReadonlyMap<number, PlayerRound>): number {
    // Locals, no closures, one pass to read the picks: this runs for every owner of a starter whose match
    // ended without him (at a million squads, most of them at full time).
    const start = this.pickStart[i]!;
    const n = this.pickStart[i + 1]! - start;
    const pickPlayerIndex = this.pickPlayerIndex;
    const position = this.playerPosition;
    const played = this.playerPlayed;
    const pending = this.playerPending;
    const lineup = this.lineup;
    const inXi = this.inXi;
    const benchBoost = this.chips[i] === 'bench_boost';
    const xiLength = benchBoost ? n : Math.min(this.rules.lineup.size, n);
    const counts = this.counts;
    counts[0] = 0;
    counts[1] = 0;
    counts[2] = 0;
    counts[3] = 0;
    let anyOut = false;
    for (let l = 0; l < n; l++) {
      const player = pickPlayerIndex[start + l]!;
      const code = position[player]!;
      if (code === NONE || code === AM) return this.scoreWithEngine(i, players);
      lineup[l] = l;
      inXi[l] = 0;
      if (l < xiLength) {
        counts[code]!++;
        if (!played[player] && !pending[player]) anyOut = true;
      }
    }
    let subs = 0;
    if (anyOut && !benchBoost) {
      const minByCode = this.minByCode;
      const maxByCode = this.maxByCode;
      for (let x = 0; x < xiLength; x++) {
        const out = lineup[x]!;
        const outPlayer = pickPlayerIndex[start + out]!;
        if (played[outPlayer] || pending[outPlayer]) continue;
        const outPos = position[outPlayer]!;
        for (let b = xiLength; b < n; b++) {
          const candidate = lineup[b]!;
          const inPlayer = pickPlayerIndex[start + candidate]!;
          if (!played[inPlayer]) continue;
          const inPos = position[inPlayer]!;
          if ((outPos === GK) !== (inPos === GK)) continue;
          if (
            outPos !== inPos &&
            !(counts[outPos]! - 1 >= minByCode[outPos]! && counts[inPos]! + 1 <= maxByCode[inPos]!)
          )
            continue;
          counts[outPos]!--;
          counts[inPos]!++;
          lineup[x] = candidate;
          lineup[b] = out;
          this.subsOut[subs] = out;
          this.subsIn[subs++] = candidate;
          break;
        }
      }
    }
    for (let x = 0; x < xiLength; x++) inXi[lineup[x]!] = 1;
    // The armband: the first of captain and vice who is in the XI and played or may still play.
    const captain = this.captainPick[i]!;
    const vice = this.vicePick[i]!;
    const captainPlayer = captain === -1 ? -1 : pickPlayerIndex[start + captain]!;
    const vicePlayer = vice === -1 ? -1 : pickPlayerIndex[start + vice]!;
    const armband =
      captain !== -1 && inXi[captain] === 1 && (played[captainPlayer] || pending[captainPlayer])
        ? captain
        : vice !== -1 && inXi[vice] === 1 && (played[vicePlayer] || pending[vicePlayer])
          ? vice
          : -1;
    const armbandMultiplier = this.captainMultiplier[i]!;
    const playerPoints = this.playerPoints;
    const scoredMultiplier = this.scoredMultiplier;
    let points = 0;
    for (let l = 0; l < n; l++) {
      const m = l === armband ? armbandMultiplier : inXi[l]!;
      scoredMultiplier[l] = m;
      points += playerPoints[pickPlayerIndex[start + l]!]! * m;
    }
    this.scoredArmband = armband === -1 ? 0 : this.pickPlayer[start + armband]!;
    this.scoredArmbandMultiplier = armband === -1 ? 0 : armbandMultiplier;
    this.scoredSubCount = subs;
    for (let s = 0; s < subs; s++) {
      this.scoredSubs[2 * s] = this.pickPlayer[start + this.subsOut[s]!]!;
      this.scoredSubs[2 * s + 1] = this.pickPlayer[start + this.subsIn[s]!]!;
    }
    return points;
  }

  /** scoreWhole for a squad the typed arrays do not cover: the rules engine itself. */
  private scoreWithEngine(i: number, players: ReadonlyMap<number, PlayerRound>): number {
    const picks: { playerId: number; slot: number }[] = [];
    for (let k = this.pickStart[i]!; k < this.pickStart[i + 1]!; k++)
      picks.push({ playerId: this.pickPlayer[k]!, slot: this.pickSlot[k]! });
    const scored = scoreSquadRound(
      this.rules,
      {
        captain: this.captain[i]!,
        vice: this.vice[i]!,
        chip: this.chips[i]!,
        transferCost: this.transferCost[i]!,
      },
      picks,
      players,
    );
    for (let l = 0; l < picks.length; l++)
      this.scoredMultiplier[l] = scored.multipliers.get(picks[l]!.playerId) ?? 0;
    const { autoSubs, captainPlayerId, multiplier } = scored.detail;
    this.scoredArmband = captainPlayerId ?? 0;
    this.scoredArmbandMultiplier = multiplier;
    this.scoredSubCount = autoSubs.length;
    autoSubs.forEach((sub, s) => {
      this.scoredSubs[2 * s] = sub.out;
      this.scoredSubs[2 * s + 1] = sub.in;
    });
    return scored.points;
  }

  /** The multipliers of squad i's picks (from `at` in pick order), for moving it by deltas from now on. */
  private setMultipliers(i: number, multipliers: Uint8Array, at: number): void {
    const start = this.pickStart[i]!;
    const end = this.pickStart[i + 1]!;
    for (let k = start; k < end; k++) this.pickMultiplier[k] = multipliers[at + k - start]!;
  }

  /** Marks the player unavailable before or after this event; answers whether any squad holds him. */
  private markUnavailable(playerId: number, epoch: number): boolean {
    const idx = this.playerIndex.get(playerId);
    if (idx === undefined) return false;
    this.unavailableMark[idx] = epoch;
    return true;
  }

  /** Whether a starter of the squad is unavailable before or after this event (markUnavailable). */
  private hasUnavailableStarter(i: number, epoch: number): boolean {
    const memo = this.unavailableStarterMemo[i]!;
    if (memo >> 1 === epoch) return (memo & 1) === 1;
    let found = false;
    for (let k = this.pickStart[i]!; k < this.pickStart[i + 1]! && !found; k++)
      found = this.pickSlot[k]! <= 11 && this.unavailableMark[this.pickPlayerIndex[k]!] === epoch;
    this.unavailableStarterMemo[i] = epoch * 2 + (found ? 1 : 0);
    return found;
  }
}
