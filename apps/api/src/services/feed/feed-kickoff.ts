// A fed fixture's kick-off (ADR 0039): the first message that plays it (soccer's first live message or its
// result, cricket's line-up) starts it — only in a season the feed plays, and only once its round is locked —
// and clears whatever was imported ahead of it. One function for every sport's messages.
import { AppError } from '../../errors.ts';
import type { LiveEvent } from '../../jobs/live-events.ts';
import { clearFixtureStats } from '../../repositories/feed-repository.ts';
import { startFixture } from '../../repositories/fixture-repository.ts';
import { findClockRound, moveRoundStatus } from '../../repositories/round-repository.ts';
import type { ApplyContext, FeedFixture } from './feed-apply.ts';

const conflict = (code: string, message: string) =>
  new AppError('CONFLICT', message, { details: [{ code }] });

/** A fed fixture's first live message (or its result, when no live message came) kicks it off. */
export async function kickOff(
  { tx, season, now }: ApplyContext,
  fixture: FeedFixture,
  events: LiveEvent[],
): Promise<void> {
  if (season.clock.mode !== 'live')
    throw conflict(
      'FEED_SEASON_REPLAYED',
      'The season clock replays this season; it takes no live data',
    );
  if (fixture.status === 'FINISHED')
    throw conflict('FEED_FIXTURE_FINISHED', 'The fixture is finished; send a correction');
  if (fixture.status === 'POSTPONED')
    throw conflict('FEED_FIXTURE_POSTPONED', 'The fixture is postponed; re-date it first');
  if (fixture.status === 'LIVE') return;
  const round = await findClockRound(tx, fixture.roundId);
  if (!round || (round.status !== 'LOCKED' && round.status !== 'LIVE'))
    throw conflict('FEED_ROUND_NOT_LOCKED', "The fixture's round has not reached its deadline");
  // The feed is the fixture's only source from kick-off: nothing imported ahead of it counts.
  await clearFixtureStats(tx, fixture.id);
  await startFixture(tx, fixture.id, now);
  if (await moveRoundStatus(tx, fixture.roundId, 'LOCKED', 'LIVE'))
    events.push({
      type: 'round.status',
      seasonId: season.seasonId,
      roundId: fixture.roundId,
      status: 'LIVE',
      at: now.toISOString(),
    });
}
