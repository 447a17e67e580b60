// Maps an imported real season onto demo time (ADR 0005). Round i's deadline is anchored so that, at the
// anchor instant, round `openRound` is OPEN with its deadline `nextDeadlineInMs` ahead, earlier rounds lie in
// the past (the clock catches up through them: played, scored, finalised), and one round follows every
// `roundMs`. Inside a round, kick-offs keep their real order and relative spacing, squeezed into `spanMs`
// after a short lead past the deadline, so Saturday's 15:00 matches still kick off together.
import type { Database } from '@gameweek/db/create-db';
import {
  seasonFixtureKickoffs,
  setKickoffs,
  shiftUnfinishedKickoffs,
} from '../repositories/fixture-repository.ts';
import {
  seasonRounds,
  setRoundTimes,
  setSeasonClock,
  shiftUnfinishedRounds,
} from '../repositories/round-repository.ts';

export interface DemoTiming {
  /** Time between two rounds' deadlines (default 6 min). */
  roundMs: number;
  /** How long a replayed match lasts (default 2 min: a match minute every 1.33 s). */
  matchMs: number;
  /** The first kick-off follows the deadline by this much (default 20 s). */
  kickoffLeadMs: number;
  /** A round's kick-offs are spread over at most this much (default 150 s). */
  spanMs: number;
  /** At the anchor, the open round's deadline is this far ahead (default 3 min). */
  nextDeadlineInMs: number;
  /** The round that is OPEN at the anchor (1-based; default 5: rounds 1–3 final, 4 live). */
  openRound: number;
}

export const DEFAULT_DEMO_TIMING: DemoTiming = {
  roundMs: 6 * 60_000,
  matchMs: 2 * 60_000,
  kickoffLeadMs: 20_000,
  spanMs: 150_000,
  nextDeadlineInMs: 3 * 60_000,
  openRound: 5,
};

export interface DemoSchedule {
  rounds: { id: number; opensAt: Date; deadlineAt: Date }[];
  fixtures: { id: number; kickoffAt: Date }[];
}

/** Pure: the demo schedule for rounds (in number order) and their fixtures' real kick-offs. */
export function demoSchedule(
  roundList: readonly { id: number; number: number }[],
  fixtureList: readonly { id: number; roundId: number; realKickoffAt: Date }[],
  anchor: Date,
  timing: DemoTiming,
): DemoSchedule {
  const ordered = [...roundList].sort((a, b) => a.number - b.number);
  // openRound past the last round puts the whole season in the past (the replay proof plays it all at once).
  const found = ordered.findIndex((r) => r.number >= timing.openRound);
  const openIndex = found === -1 ? ordered.length : found;
  const deadlineOf = (index: number) =>
    new Date(anchor.getTime() + timing.nextDeadlineInMs + (index - openIndex) * timing.roundMs);
  const outRounds = ordered.map((r, i) => ({
    id: r.id,
    // A round opens when the previous deadline passes, as in FPL.
    opensAt: deadlineOf(i - 1),
    deadlineAt: deadlineOf(i),
  }));
  const deadlineById = new Map(outRounds.map((r) => [r.id, r.deadlineAt]));
  const byRound = new Map<number, { id: number; realKickoffAt: Date }[]>();
  for (const f of fixtureList) {
    const list = byRound.get(f.roundId) ?? [];
    list.push(f);
    byRound.set(f.roundId, list);
  }
  const outFixtures: DemoSchedule['fixtures'] = [];
  for (const [roundId, list] of byRound) {
    const deadline = deadlineById.get(roundId);
    if (!deadline) continue;
    const times = list.map((f) => f.realKickoffAt.getTime());
    const first = Math.min(...times);
    const span = Math.max(...times) - first;
    const scale = span > 0 ? timing.spanMs / span : 0;
    for (const f of list)
      outFixtures.push({
        id: f.id,
        kickoffAt: new Date(
          deadline.getTime() +
            timing.kickoffLeadMs +
            Math.round((f.realKickoffAt.getTime() - first) * scale),
        ),
      });
  }
  return { rounds: outRounds, fixtures: outFixtures };
}

/**
 * Rewrites the season's deadlines and kick-offs to demo time and sets who plays its matches: the clock
 * (`replay`, the default) or the data feed (`live`: the demo provider sends them, ADR 0044). Only a season
 * whose rounds have not started is mapped: once the clock has moved, the schedule is left alone (a restart
 * resumes, it does not re-anchor). Returns whether it mapped.
 */
export async function mapSeasonToDemoTime(
  db: Database,
  seasonId: number,
  anchor: Date,
  timing: DemoTiming = DEFAULT_DEMO_TIMING,
  simulateManagers = true,
  mode: 'replay' | 'live' = 'replay',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const roundRows = await seasonRounds(tx, seasonId);
    if (roundRows.some((r) => r.status !== 'NOT_STARTED')) return false;
    const fixtureRows = await seasonFixtureKickoffs(tx, seasonId);
    const schedule = demoSchedule(
      roundRows,
      fixtureRows.map((f) => ({
        id: f.id,
        roundId: f.roundId,
        realKickoffAt: f.realKickoffAt ?? f.kickoffAt,
      })),
      anchor,
      timing,
    );
    await setRoundTimes(tx, schedule.rounds);
    await setKickoffs(tx, schedule.fixtures);
    await setSeasonClock(tx, seasonId, {
      mode,
      matchMs: timing.matchMs,
      simulateManagers,
    });
    return true;
  });
}

/**
 * Moves everything of the season that has not happened yet (unfinished rounds' opening and deadline,
 * unfinished fixtures' kick-offs) `ms` later. prepareDemo catches up at the instant it started; when the
 * preparation itself took a minute or two, this gives that time back so the open round still has its full
 * deadline lead and live matches resume at the minute they had reached.
 */
export async function shiftUnfinishedSchedule(
  db: Database,
  seasonId: number,
  ms: number,
): Promise<void> {
  if (ms <= 0) return;
  await db.transaction(async (tx) => {
    await shiftUnfinishedRounds(tx, seasonId, ms);
    await shiftUnfinishedKickoffs(tx, seasonId, ms);
  });
}
