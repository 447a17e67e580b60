// The season clock: moves rounds NOT_STARTED → OPEN (opensAt) → LOCKED (deadline) → LIVE (first kick-off) →
// FINISHED (finalised after its last fixture ends), plays fixtures SCHEDULED → LIVE → FINISHED, and scores
// them as they go. Time is an argument: tickSeasonClock(db, now) does everything due at `now`, in the order it
// fell due, so a test (or a demo catching up after a restart) can jump hours ahead and get the same result as
// ticking every second.
//
// Each step is one transaction that also writes its row in `jobs` (key 'round:12:lock'); the insert only
// succeeds if that step never completed, so a repeated tick, a crash between steps or two instances ticking
// at once never apply a step twice. Live progress (minute, score, provisional points) is not a job: it is a
// pure function of `now`, written only when the minute moved forward.
import type { Database } from '@gameweek/db/create-db';
import { FULL_TIME } from '@gameweek/rules/soccer/replay';
import { simulateCricketRoundOpen } from '../demo/cricket-managers.ts';
import { simulateRoundOpen } from '../demo/simulate-managers.ts';
import { isConnectionError } from '../lib/pg-errors.ts';
import {
  claimJob,
  type DueStep,
  nextDueStep,
  recordJobFailure,
  type StepKind,
} from '../repositories/clock-repository.ts';
import {
  findClockFixture,
  liveFixtureIds,
  unfinishedFixtures,
  updateLiveFixture,
  finishFixture as writeFullTime,
  startFixture as writeKickoff,
} from '../repositories/fixture-repository.ts';
import {
  applyRoundPrices,
  findClockRound,
  finishRound,
  moveRoundStatus,
  previousRoundFinal,
} from '../repositories/round-repository.ts';
import { lockSeasonScoring } from '../repositories/scoring-repository.ts';
import { loadReplay, oversAt, scoreCricketFixture, scoreCricketRound } from './cricket-scoring.ts';
import { finaliseH2hRound, pairH2hRound } from './h2h.ts';
import { type LiveEvent, type LiveEvents, liveEvents } from './live-events.ts';
import { rulesForSeason, scoreSoccerFixture, scoreSoccerRound } from './soccer-scoring.ts';
import { carryOverSquads } from './squad-carry-over.ts';

export interface ClockOptions {
  events?: LiveEvents;
  /** Hook run inside the transaction that opens a round (the demo's simulated managers act here). */
  onRoundOpened?: (
    tx: Database,
    round: { id: number; seasonId: number; number: number },
  ) => Promise<void>;
  /**
   * Provisional manager scores after each fixture are skipped when the fixture ended longer ago than this
   * (catching up after downtime or fast-forwarding a demo): only the final scores matter for the past.
   */
  provisionalWindowMs?: number;
  /** Called after each step with its job key and how long it took (logging, benchmarks). */
  onStep?: (key: string, ms: number) => void;
  /** Upper bound of steps per tick (a guard against a bug looping forever). */
  maxSteps?: number;
  /**
   * Called when a step fails. The failure is recorded in its `jobs` row and the step is retried after a
   * backoff (retry.baseMs × 2^(attempts − 1), at most retry.maxMs) while every other step goes on.
   */
  onStepError?: (key: string, error: unknown, attempts: number) => void;
  retry?: { baseMs?: number; maxMs?: number };
}

export interface TickResult {
  steps: string[];
  /** Steps that failed in this tick (each waits for its backoff before the next attempt). */
  failed: string[];
  progressed: number;
}

/** The job key of a step: the natural key that makes it run at most once. */
export const stepKey = (kind: StepKind, id: number) =>
  kind === 'start' || kind === 'finish' ? `fixture:${id}:${kind}` : `round:${id}:${kind}`;

/**
 * Records a failed attempt; run_at becomes the next attempt's time (exponential backoff from `now`).
 * Returns the number of attempts so far.
 */
async function recordFailure(
  db: Database,
  step: DueStep,
  key: string,
  error: unknown,
  now: Date,
  retry: { baseMs: number; maxMs: number },
): Promise<number> {
  // The driver's error is the cause of drizzle's "Failed query": keep both.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  const message =
    (error instanceof Error ? error.message : String(error)) + (cause ? `: ${cause}` : '');
  return recordJobFailure(
    db,
    { key, kind: step.kind, payload: { id: step.id } },
    message,
    now,
    retry,
  );
}

async function loadRound(tx: Database, id: number) {
  const row = await findClockRound(tx, id);
  if (!row) throw new Error(`round ${id} not found`);
  return row;
}

async function loadFixture(tx: Database, id: number) {
  const row = await findClockFixture(tx, id);
  if (!row) throw new Error(`fixture ${id} not found`);
  return row;
}

interface StepContext {
  step: DueStep;
  now: Date;
  /** The step's due time, as the events carry it. */
  at: string;
  options: ClockOptions;
}

/**
 * One handler per step of the clock, each in the step's transaction: it changes what the step is
 * about and answers the live events to publish once the transaction commits ([] when the step found
 * nothing to do, e.g. another instance did it first).
 */
const STEP_HANDLERS: Record<StepKind, (tx: Database, ctx: StepContext) => Promise<LiveEvent[]>> = {
  open: openRound,
  lock: lockRound,
  start: startFixture,
  finish: finishFixture,
  finalise: finaliseRound,
};

async function runStep(
  db: Database,
  step: DueStep,
  now: Date,
  options: ClockOptions,
): Promise<LiveEvent[]> {
  const key = stepKey(step.kind, step.id);
  const at = step.runAt.toISOString();
  return db.transaction(async (tx) => {
    const job = { key, kind: step.kind, payload: { id: step.id } };
    if (!(await claimJob(tx, job, step.runAt, now))) return [];
    return STEP_HANDLERS[step.kind](tx, { step, now, at, options });
  });
}

/** A round opens: its real prices apply, the demo's managers make their transfers. */
async function openRound(tx: Database, { step, at, options }: StepContext): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const round = await loadRound(tx, step.id);
  if (!(await moveRoundStatus(tx, step.id, 'NOT_STARTED', 'OPEN'))) return [];
  // Prices move between rounds: the replay applies the real price each player had for this round.
  await applyRoundPrices(tx, step.id);
  // The demo's simulated managers make their transfers while the round is open (ADR 0005).
  if (round.clock.simulateManagers) {
    if (round.sport === 'cricket') await simulateCricketRoundOpen(tx, round);
    else await simulateRoundOpen(tx, round);
  }
  if (options.onRoundOpened) await options.onRoundOpened(tx, round);
  events.push({
    type: 'round.status',
    seasonId: round.seasonId,
    roundId: round.id,
    status: 'OPEN',
    at,
  });
  return events;
}

/** A round's deadline: saved squads are final, the rest carry over, head-to-head pairs are drawn. */
async function lockRound(tx: Database, { step, at }: StepContext): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const round = await loadRound(tx, step.id);
  if (!(await moveRoundStatus(tx, step.id, 'OPEN', 'LOCKED'))) return [];
  // Managers who saved nothing for this round play it with their last team.
  await carryOverSquads(tx, round);
  await pairH2hRound(tx, round);
  events.push({
    type: 'round.status',
    seasonId: round.seasonId,
    roundId: round.id,
    status: 'LOCKED',
    at,
  });
  return events;
}

/** A kick-off: the fixture goes live at 0–0 (and its round with it). */
async function startFixture(tx: Database, { step, at }: StepContext): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const fixture = await loadFixture(tx, step.id);
  if (!(await writeKickoff(tx, step.id, fixture.kickoffAt))) return [];
  if (await moveRoundStatus(tx, fixture.roundId, 'LOCKED', 'LIVE'))
    events.push({
      type: 'round.status',
      seasonId: fixture.seasonId,
      roundId: fixture.roundId,
      status: 'LIVE',
      at,
    });
  events.push({
    type: 'fixture.update',
    seasonId: fixture.seasonId,
    roundId: fixture.roundId,
    fixtureId: fixture.id,
    status: 'LIVE',
    minute: 0,
    homeScore: 0,
    awayScore: 0,
    at,
  });
  return events;
}

/** Full time: the fixture's final score and points, and the round's provisional scores while recent. */
async function finishFixture(
  tx: Database,
  { step, now, at, options }: StepContext,
): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const fixture = await loadFixture(tx, step.id);
  if (fixture.status !== 'LIVE') return [];
  await lockSeasonScoring(tx, fixture.seasonId);
  const cricket = fixture.sport === 'cricket';
  const rules = cricket ? undefined : rulesForSeason(fixture.seasonName);
  // Cricket's `minute` is overs bowled (full time = every over of the match).
  const scored = rules
    ? {
        ...(await scoreSoccerFixture(tx, rules, fixture, FULL_TIME, true, now)),
        overs: FULL_TIME,
      }
    : await scoreCricketFixture(tx, fixture, Number.MAX_SAFE_INTEGER, true, now);
  await writeFullTime(
    tx,
    fixture.id,
    { minute: scored.overs, homeScore: scored.homeScore, awayScore: scored.awayScore },
    step.runAt,
  );
  events.push(
    {
      type: 'fixture.update',
      seasonId: fixture.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      status: 'FINISHED',
      minute: scored.overs,
      homeScore: scored.homeScore,
      awayScore: scored.awayScore,
      at,
    },
    {
      type: 'fixture.points',
      seasonId: fixture.seasonId,
      roundId: fixture.roundId,
      fixtureId: fixture.id,
      players: scored.changed,
      final: true,
      at,
    },
  );
  const window = options.provisionalWindowMs ?? 10 * 60_000;
  if (now.getTime() - step.runAt.getTime() <= window) {
    const round = await loadRound(tx, fixture.roundId);
    if (rules) await scoreSoccerRound(tx, rules, round, false, now);
    else await scoreCricketRound(tx, round, false, now);
    events.push({
      type: 'round.scores',
      seasonId: round.seasonId,
      roundId: round.id,
      final: false,
      at,
    });
  }
  return events;
}

/** Every fixture of the round is over (and the round before is final): final scores, ranks, head-to-head. */
async function finaliseRound(tx: Database, { step, now, at }: StepContext): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const round = await loadRound(tx, step.id);
  if (round.status === 'FINISHED') return [];
  if ((await unfinishedFixtures(tx, round.id)) > 0) return [];
  if (!(await previousRoundFinal(tx, round.seasonId, round.number))) return [];
  await lockSeasonScoring(tx, round.seasonId);
  if (round.sport === 'cricket') await scoreCricketRound(tx, round, true, now);
  else await scoreSoccerRound(tx, rulesForSeason(round.seasonName), round, true, now);
  await finaliseH2hRound(tx, round);
  await finishRound(tx, round.id, step.runAt);
  events.push(
    { type: 'round.scores', seasonId: round.seasonId, roundId: round.id, final: true, at },
    {
      type: 'round.status',
      seasonId: round.seasonId,
      roundId: round.id,
      status: 'FINISHED',
      at,
    },
  );
  return events;
}

type LiveFixturePoints = { playerId: number; points: number }[];

/** Moves every live fixture's minute, score and provisional points to where they are at `now`. */
async function progressLiveFixtures(
  db: Database,
  now: Date,
  events: LiveEvents,
  onError: (key: string, error: unknown, attempts: number) => void,
): Promise<number> {
  let progressed = 0;
  for (const id of await liveFixtureIds(db)) {
    let published: LiveEvent[];
    try {
      published = await progressOne(db, id, now);
    } catch (error) {
      if (isConnectionError(error)) throw error;
      // Progress is recomputed from `now` on every tick: a failure here is retried by the next one.
      onError(`fixture:${id}:progress`, error, 1);
      continue;
    }
    if (published.length > 0) progressed++;
    for (const e of published) events.publish(e);
  }
  return progressed;
}

async function progressOne(db: Database, id: number, now: Date): Promise<LiveEvent[]> {
  return db.transaction(async (tx) => {
    const fixture = await loadFixture(tx, id);
    if (fixture.status !== 'LIVE') return [];
    const elapsed = now.getTime() - fixture.kickoffAt.getTime();
    let minute: number;
    let scored: { homeScore: number; awayScore: number; changed: LiveFixturePoints };
    if (fixture.sport === 'cricket') {
      // Over by over: the last over is full time (the 'finish' step writes the final stats).
      minute = oversAt(await loadReplay(tx, id), elapsed / fixture.clock.matchMs);
      if (minute <= fixture.minute) return [];
      scored = await scoreCricketFixture(tx, fixture, minute, false, now);
    } else {
      // Minute 89 at most: full time is the 'finish' step, which writes the final stats and bonus.
      minute = Math.max(
        0,
        Math.min(FULL_TIME - 1, Math.floor((elapsed / fixture.clock.matchMs) * FULL_TIME)),
      );
      if (minute <= fixture.minute) return [];
      const rules = rulesForSeason(fixture.seasonName);
      scored = await scoreSoccerFixture(tx, rules, fixture, minute, false, now);
    }
    await updateLiveFixture(tx, id, {
      minute,
      homeScore: scored.homeScore,
      awayScore: scored.awayScore,
    });
    const at = now.toISOString();
    const out: LiveEvent[] = [
      {
        type: 'fixture.update',
        seasonId: fixture.seasonId,
        roundId: fixture.roundId,
        fixtureId: id,
        status: 'LIVE',
        minute,
        homeScore: scored.homeScore,
        awayScore: scored.awayScore,
        at,
      },
    ];
    if (scored.changed.length > 0)
      out.push({
        type: 'fixture.points',
        seasonId: fixture.seasonId,
        roundId: fixture.roundId,
        fixtureId: id,
        players: scored.changed,
        final: false,
        at,
      });
    return out;
  });
}

function defaultStepError(key: string, error: unknown, attempts: number) {
  console.error(`season clock: ${key} failed (attempt ${attempts}), will retry:`, error);
}

/** Does everything due at `now`: every step in the order it fell due, then live progress. */
export async function tickSeasonClock(
  db: Database,
  now: Date,
  options: ClockOptions = {},
): Promise<TickResult> {
  const events = options.events ?? liveEvents;
  const maxSteps = options.maxSteps ?? 100_000;
  const retry = { baseMs: options.retry?.baseMs ?? 5_000, maxMs: options.retry?.maxMs ?? 300_000 };
  const steps: string[] = [];
  const failed: string[] = [];
  for (;;) {
    const step = await nextDueStep(db, now);
    if (!step) break;
    if (steps.length + failed.length >= maxSteps)
      throw new Error(`season clock: more than ${maxSteps} steps in one tick`);
    const key = stepKey(step.kind, step.id);
    let published: LiveEvent[];
    const started = performance.now();
    try {
      published = await runStep(db, step, now, options);
      options.onStep?.(key, performance.now() - started);
    } catch (error) {
      // The database went away, not the step at fault: the tick ends here and the next one retries
      // it, without a failed attempt and its backoff on the step's record.
      if (isConnectionError(error)) throw error;
      // Logged, recorded with its backoff, and skipped until then: the loop goes on with the other steps.
      const attempts = await recordFailure(db, step, key, error, now, retry);
      failed.push(key);
      (options.onStepError ?? defaultStepError)(key, error, attempts);
      continue;
    }
    steps.push(key);
    for (const e of published) events.publish(e);
  }
  const progressed = await progressLiveFixtures(
    db,
    now,
    events,
    options.onStepError ?? defaultStepError,
  );
  return { steps, failed, progressed };
}

export interface StartClockOptions extends ClockOptions {
  db: Database;
  /** Milliseconds between ticks (default 2 s: a replayed match minute lasts a few seconds). */
  intervalMs?: number;
  /** The clock's notion of now (tests and demos may shift it); default Date.now. */
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/** Ticks on an interval, never two ticks at once; returns stop(), which waits for a running tick. */
export function startSeasonClock(options: StartClockOptions): { stop(): Promise<void> } {
  const {
    db,
    intervalMs = 2_000,
    now = () => new Date(),
    onError = (e) => console.error('season clock:', e),
  } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  const stepError =
    options.onStepError ??
    ((key: string, error: unknown, attempts: number) =>
      onError(new Error(`${key} failed (attempt ${attempts}, will retry)`, { cause: error })));
  const tick = () => {
    if (running || stopped) return;
    running = tickSeasonClock(db, now(), { ...options, onStepError: stepError })
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The clock's finalise step for one round, run now in the caller's transaction: the console's
 * "finalise" (ADR 0053). The same handler under the same job key, so the clock does not run it again;
 * the handler itself does nothing to a round already final or not ready (fixtures still to finish, the
 * round before not final), so the caller checks readiness first to say why. Answers the live events
 * to publish after commit ([]: nothing changed).
 */
export async function finaliseRoundNow(
  tx: Database,
  roundId: number,
  now: Date,
): Promise<LiveEvent[]> {
  const step: DueStep = { kind: 'finalise', id: roundId, runAt: now };
  await claimJob(
    tx,
    { key: stepKey('finalise', roundId), kind: 'finalise', payload: { id: roundId } },
    now,
    now,
  );
  return finaliseRound(tx, { step, now, at: now.toISOString(), options: {} });
}
