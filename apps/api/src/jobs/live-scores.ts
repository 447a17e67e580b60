// The live rounds' in-memory scores of one API instance (ADR 0049), keyed by round (a round's squads of
// every tenant, each with its tenant): one registry per app, never module-level.
//
// - A feed event, in its transaction and under the season's scoring lock, moves the round's state by what
//   it changed (LiveRoundState.prepare), moves the points histograms and bumps the round's scores version:
//   ranks read from the histograms are current at commit. No manager row is written there.
// - The state is valid while its version equals the round's in the database. Any other writer (a whole
//   scoring, another instance's event) bumps it: the state is then rebuilt from the tables, which are the
//   truth (squads, picks, the previous round, the players' stats).
// - An event's change is applied to the state only once its transaction is known to have committed
//   (after the commit, or by the next holder of the lock who sees its version in the database); a rolled
//   back event leaves the state as it was.
// - Changed managers' rows are flushed to manager_round_scores in batches, set-based, outside the events'
//   transactions: after `flushMs` (background), after each message before its answer (`flushMs` 0), or
//   only when asked (`flushMs` < 0, tests). A batch is written only if the state's version is still the
//   round's, under a per-round lock that whole scorings also take: an older state never overwrites newer
//   rows.
import type { Database } from '@gameweek/db/create-db';
import type { SoccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';
import {
  bumpRoundScoresVersion,
  flushLiveRows,
  liveFedRounds,
  loadLiveSquads,
  lockRoundScoreRows,
  moveHistograms,
  replaceHistograms,
  roundScoresVersion,
} from '../repositories/live-score-repository.ts';
import { lockSeasonScoring } from '../repositories/scoring-repository.ts';
import { type LiveChange, LiveRoundState, ranksByTotal } from './live-round-state.ts';
import { loadPlayerRounds, rulesForSeason } from './soccer-scoring.ts';

export interface LiveScoresOptions {
  /** > 0: flush in the background this long after a change; 0: after each message; < 0: when asked. */
  flushMs: number;
  /**
   * Rows per flush transaction (default 5 000: the batch's array texts stay small strings the young
   * generation collects, where 20 000 rows made large objects only a full collection frees).
   */
  batch?: number;
  log?: (line: string, fields?: Record<string, unknown>) => void;
  /** Squads held per round and how many of their rows are not flushed yet, for the metrics. */
  onState?: (roundId: number, squads: number, unflushed: number) => void;
}

type Round = { id: number; seasonId: number; number: number };

/** The longest the background flush waits for feed turns between two batches: it still moves on. */
const MAX_YIELD_MS = 2_000;

export class LiveScores {
  private readonly states = new Map<number, LiveRoundState>();
  /** The round of each state held. */
  private readonly rounds = new Map<number, Round>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private warming: Promise<void> | null = null;
  private closed = false;
  /** Feed turns running (hold): the background flush waits for them between batches. */
  private held = 0;
  private released: (() => void) | null = null;
  private whenReleased: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly options: LiveScoresOptions,
  ) {}

  /** Whether the message's answer waits for the flush of its rows. */
  get flushesEachMessage(): boolean {
    return this.options.flushMs === 0;
  }

  has(roundId: number): boolean {
    return this.states.has(roundId);
  }

  /** Managers of the round held in memory whose rows are not flushed yet. */
  unflushed(roundId: number): number {
    return this.states.get(roundId)?.unflushed ?? 0;
  }

  /**
   * Moves the live round's scores from the players' rounds `before` the message to what is stored now, in
   * the message's transaction (the season's scoring lock held). `afterCommit` receives what to run once
   * the transaction committed. Answers the squads whose scores changed.
   */
  async rescore(
    tx: Database,
    rules: SoccerSeasonRules,
    round: Round,
    before: ReadonlyMap<number, PlayerRound>,
    now: Date,
    afterCommit: (run: () => void) => void,
  ): Promise<number> {
    const version = await roundScoresVersion(tx, round.id);
    let state = this.states.get(round.id);
    if (state?.pending) {
      // The lock is ours: the event that left it has finished, committed (its version is the round's)
      // or rolled back.
      if (version === state.pending.version) state.commit(state.pending);
      else state.pending = null;
    }
    if (!state || state.version !== version)
      state = await this.build(tx, rules, round, before, version, now);
    const after = await loadPlayerRounds(tx, round.seasonId, round.id);
    const prepared = state.prepare(after, now);
    if (!prepared) return 0;
    await moveHistograms(tx, round.id, prepared.moves);
    prepared.change.version = await bumpRoundScoresVersion(tx, round.id);
    const { change } = prepared;
    await this.carry(tx, round, state, change);
    const held = state;
    held.pending = change;
    afterCommit(() => {
      if (held.pending === change) held.commit(change);
      this.options.onState?.(round.id, held.size, held.unflushed);
      this.schedule();
    });
    return change.squads.length;
  }

  /**
   * Builds the states of the live rounds the feed plays that this instance does not hold (at start, and
   * when a round goes live), each in a transaction under its season's scoring lock: no event is missed.
   */
  async warm(): Promise<number[]> {
    while (this.warming) await this.warming;
    const run = this.warmRounds();
    this.warming = run.then(
      () => {},
      () => {},
    );
    try {
      return await run;
    } finally {
      this.warming = null;
    }
  }

  private async warmRounds(): Promise<number[]> {
    const built: number[] = [];
    for (const round of await liveFedRounds(this.db)) {
      if (this.closed || this.states.has(round.id)) continue;
      await this.db.transaction(async (tx) => {
        await lockSeasonScoring(tx, round.seasonId);
        const version = await roundScoresVersion(tx, round.id);
        const players = await loadPlayerRounds(tx, round.seasonId, round.id);
        await this.build(tx, rulesForSeason(round.seasonName), round, players, version, new Date());
      });
      built.push(round.id);
      this.schedule();
    }
    return built;
  }

  /**
   * A feed turn starts (FeedIngest): until the returned release, the background flush waits between its
   * batches (at most MAX_YIELD_MS each time), so a message's transaction does not share the database's
   * CPU with the catching-up writes of the rows. An explicit flush never waits.
   */
  hold(): () => void {
    this.held++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      if (--this.held > 0) return;
      this.released?.();
      this.released = null;
      this.whenReleased = null;
    };
  }

  private async yieldToTurns(): Promise<void> {
    if (this.held === 0 || this.closed) return;
    this.whenReleased ??= new Promise<void>((resolve) => {
      this.released = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.whenReleased,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAX_YIELD_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Writes every dirty row of every round held (tests call it before comparing with the tables). */
  async flush(): Promise<void> {
    await this.flushRows(false);
  }

  private async flushRows(yielding: boolean): Promise<void> {
    while (this.flushing) await this.flushing;
    this.flushing = this.flushAll(yielding).finally(() => {
      this.flushing = null;
    });
    await this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.released?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
  }

  private schedule(): void {
    if (this.options.flushMs <= 0 || this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flushRows(true).catch((e: unknown) =>
        this.options.log?.('live scores: flush failed', { err: e }),
      );
    }, this.options.flushMs);
    this.timer.unref();
  }

  private async build(
    tx: Database,
    rules: SoccerSeasonRules,
    round: Round,
    players: ReadonlyMap<number, PlayerRound>,
    version: number,
    now: Date,
  ): Promise<LiveRoundState> {
    const t = performance.now();
    const rows = await loadLiveSquads(tx, round);
    const loaded = performance.now();
    const state = new LiveRoundState(rules, rows, players, version, now);
    // The previous round still live here: its totals as this instance holds them, not its rows as last
    // flushed (ADR 0049, several live rounds).
    const previous = (await this.validState(tx, round.seasonId, round.number - 1))?.state;
    if (previous) {
      const totals = previous.totals(null);
      state.rebase({
        squadIds: previous.squadIds,
        totals,
        ranks: ranksByTotal(previous.tenantIds, totals),
      });
    }
    // The histograms as the state scores the round: the same as stored unless they were never written.
    await replaceHistograms(tx, round.id, state.histograms());
    this.states.set(round.id, state);
    this.rounds.set(round.id, round);
    await this.carry(tx, round, state, null);
    this.options.onState?.(round.id, state.size, state.unflushed);
    this.options.log?.('live scores: round built', {
      roundId: round.id,
      squads: state.size,
      version,
      loadMs: Math.round(loaded - t),
      buildMs: Math.round(performance.now() - loaded),
    });
    return state;
  }

  /**
   * The held state of the season's round `number`, if it is the round's current one (its committed
   * event applied first, as `rescore` does; the season's scoring lock is the caller's).
   */
  private async validState(
    tx: Database,
    seasonId: number,
    number: number,
  ): Promise<{ round: Round; state: LiveRoundState } | null> {
    for (const [roundId, round] of this.rounds) {
      if (round.seasonId !== seasonId || round.number !== number) continue;
      const state = this.states.get(roundId);
      if (!state) return null;
      const version = await roundScoresVersion(tx, roundId);
      if (state.pending) {
        if (version === state.pending.version) state.commit(state.pending);
        else state.pending = null;
      }
      return state.version === version ? { round, state } : null;
    }
    return null;
  }

  /**
   * A round's totals moved (an event's `change`, or its state built from the tables): every later live
   * round held takes them as its previous totals and ranks, in the same transaction — its rows dirty,
   * its histograms replaced, its version bumped — as the whole scoring of it would read them once the
   * rows are flushed. Costs nothing while one round is live at a time (no later round held).
   */
  private async carry(
    tx: Database,
    round: Round,
    state: LiveRoundState,
    change: LiveChange | null,
  ): Promise<void> {
    let from = { round, state, change };
    for (;;) {
      const next = await this.validState(tx, round.seasonId, from.round.number + 1);
      if (!next) return;
      const totals = from.state.totals(from.change);
      const moved = next.state.rebase({
        squadIds: from.state.squadIds,
        totals,
        ranks: ranksByTotal(from.state.tenantIds, totals),
      });
      if (!moved) return;
      await replaceHistograms(tx, next.round.id, next.state.histograms());
      next.state.version = await bumpRoundScoresVersion(tx, next.round.id);
      from = { round: next.round, state: next.state, change: null };
    }
  }

  private async flushAll(yielding: boolean): Promise<void> {
    for (const [roundId, state] of [...this.states]) {
      while (state.unflushed > 0) {
        if (yielding) await this.yieldToTurns();
        if (this.states.get(roundId) !== state) break;
        const written = await this.flushBatch(roundId, state);
        if (written) continue;
        if (!state.pending && this.states.get(roundId) === state) {
          // Another writer moved the round on (or finalised it): this state is stale.
          const version = await roundScoresVersion(this.db, roundId);
          if (version !== state.version) {
            this.states.delete(roundId);
            this.rounds.delete(roundId);
            this.options.onState?.(roundId, 0, 0);
          }
        }
        break;
      }
    }
    for (const state of this.states.values())
      if (state.unflushed > 0 && state.pending) this.schedule();
  }

  /** One batch of the round's dirty rows, if the state is the round's current one; answers whether. */
  private async flushBatch(roundId: number, state: LiveRoundState): Promise<boolean> {
    let taken: Int32Array | null = null;
    try {
      return await this.db
        .transaction(async (tx) => {
          await lockRoundScoreRows(tx, roundId);
          const version = await roundScoresVersion(tx, roundId);
          // An event that committed but whose change is not applied yet: its version is the round's.
          if (state.pending && version === state.pending.version) state.commit(state.pending);
          if (version !== state.version) return false;
          const batch = state.takeDirty(this.options.batch ?? 5_000);
          taken = batch.taken;
          await flushLiveRows(tx, roundId, batch.rows, state.updatedAt);
          return true;
        })
        .then((written) => {
          this.options.onState?.(roundId, state.size, state.unflushed);
          return written;
        });
    } catch (e) {
      if (taken) state.restore(taken);
      throw e;
    }
  }
}
