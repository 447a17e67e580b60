// What the demo's feed provider sends of one real IPL match by a point of its demo duration (ADR 0050):
// the Cricsheet adapter's own stream of the match (feed-providers/cricsheet: its line-up, one
// `cricket.delivery` per ball in playing order, its result), cut where the clock's replay would be — the
// overs bowled at that point (`oversAt`, the replay's pace: over by over, the last over being full time).
// Pure. The provider is stateless: the stream is numbered from 1, so the API's `applied_through` for the
// fixture says which of its messages were sent.
import type { FeedMessage } from '@gameweek/contracts/feed';
import type { CricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { matchAfterOvers, oversAt, totalOvers } from '@gameweek/rules/cricket/replay';
import { cricsheetMatchMessages } from '../feed-providers/cricsheet/cricsheet-messages.ts';

/** The match's whole stream (line-up, balls, result), numbered from 1. */
export function cricketMatchStream(
  provider: string,
  fixture: string,
  match: CricsheetMatch,
): FeedMessage[] {
  return cricsheetMatchMessages(provider, { fixture, match });
}

const ballsOf = (match: CricsheetMatch): number =>
  (match.innings ?? []).reduce(
    (n, innings) => n + (innings.overs ?? []).reduce((m, o) => m + o.deliveries.length, 0),
    0,
  );

/**
 * How many messages of the stream are due at `progress` (0..1 of the match's demo duration; ≥ 1 is full
 * time): the line-up and the balls of the overs bowled by then, or all of them with the result at full
 * time. Also answers those overs (the fixture's live `minute`).
 */
export function cricketMessagesDue(
  match: CricsheetMatch,
  streamLength: number,
  progress: number,
): { through: number; overs: number } {
  if (progress >= 1) return { through: streamLength, overs: totalOvers(match) };
  const overs = oversAt(match, progress);
  return { through: 1 + ballsOf(matchAfterOvers(match, overs)), overs };
}
