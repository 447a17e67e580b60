import type { DemoTiming } from '@gameweek/api/demo/demo-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The journeys' demo timing (ADR 0005's mapping with wider spacing): at the anchor round 5 is OPEN with
 * its deadline a day ahead, round 4's matches ended about a day earlier (final, bonus included), and a
 * round follows every two days. A round's matches kick off an hour after its deadline, spread over
 * three hours, each lasting 90 minutes of clock time. Tests that move the clock read these figures
 * rather than repeat them.
 */
export const E2E_TIMING: DemoTiming = {
  roundMs: 48 * HOUR,
  matchMs: 90 * MINUTE,
  kickoffLeadMs: HOUR,
  spanMs: 3 * HOUR,
  nextDeadlineInMs: 24 * HOUR,
  openRound: 5,
};
