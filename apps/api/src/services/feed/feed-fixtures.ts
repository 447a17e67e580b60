// GET /feed/v1/fixtures (ADR 0044): the calling provider's view of its tenant's season — every fixture by
// the provider's id, its round, kick-off, status and minute, and how far that provider's messages for it
// have been applied, and its season streams' cursors (ADR 0050). What a provider resumes from; what the
// demo provider schedules by.
import type { FeedFixtures } from '@gameweek/contracts/feed-fixtures';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import {
  seasonFixturesForProvider,
  seasonStreamsForProvider,
} from '../../repositories/feed-fixtures-repository.ts';
import { tenantFeedSeason } from '../../repositories/feed-repository.ts';
import type { FeedSender } from './feed-keys.ts';

export class FeedFixturesService {
  constructor(private readonly db: Database) {}

  async list(sender: Pick<FeedSender, 'tenantId' | 'provider'>): Promise<FeedFixtures> {
    const season = await tenantFeedSeason(this.db, sender.tenantId);
    if (!season)
      throw new AppError('CONFLICT', 'The tenant has no season', {
        details: [{ code: 'FEED_NO_SEASON' }],
      });
    const rows = await seasonFixturesForProvider(this.db, season.seasonId, sender.provider);
    const streams = await seasonStreamsForProvider(this.db, season.seasonId, sender.provider);
    return {
      season: season.seasonName,
      sport: season.sport,
      clock_mode: season.clock.mode,
      fixtures: rows.map((r) => ({
        fixture: r.ref,
        round: r.round,
        kickoff_at: r.kickoffAt.toISOString(),
        status: r.status,
        minute: r.minute,
        applied_through: r.appliedThrough ?? 0,
      })),
      season_streams: streams.map((s) => ({ season: s.season, applied_through: s.appliedThrough })),
    };
  }
}
