import { z } from 'zod';

/**
 * GET /feed/v1/fixtures (signed, ADR 0044): the calling key's tenant's season as the game has it — each
 * fixture by the provider's id with its round, kick-off, status and minute, and how far the calling
 * provider's messages for it have been applied. A provider resumes from it after a restart (its next
 * sequence number is `applied_through + 1`) and, in the demo, follows the game's demo-time schedule.
 */
export const FeedFixtureSchema = z.object({
  fixture: z.string(),
  round: z.number().int(),
  kickoff_at: z.string(),
  status: z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'POSTPONED']),
  minute: z.number().int(),
  /** The calling provider's last applied sequence number for this fixture (0: none yet). */
  applied_through: z.number().int(),
});
export type FeedFixture = z.infer<typeof FeedFixtureSchema>;

export const FeedFixturesSchema = z.object({
  season: z.string(),
  sport: z.enum(['soccer', 'cricket']),
  /** Who plays the season's matches: 'live' = the feed, 'replay' = the season clock. */
  clock_mode: z.string(),
  fixtures: z.array(FeedFixtureSchema),
  /**
   * The calling provider's season streams of this season (feed-season.ts: `season.upsert`, `players.upsert`,
   * …) and how far each has been applied: where a provider resumes its season stream (ADR 0050).
   */
  season_streams: z.array(z.object({ season: z.string(), applied_through: z.number().int() })),
});
export type FeedFixtures = z.infer<typeof FeedFixturesSchema>;
