// What GET /feed/v1/fixtures reads (ADR 0044): the season's fixtures by the provider's ids with their round,
// kick-off, status and minute, and the calling provider's cursor of each; and its season streams' cursors.
import type { Database } from '@gameweek/db/create-db';
import { feedCursors, fixtures, rounds } from '@gameweek/db/schema';
import { and, asc, eq, like } from 'drizzle-orm';

export async function seasonFixturesForProvider(db: Database, seasonId: number, provider: string) {
  return db
    .select({
      ref: fixtures.externalId,
      round: rounds.number,
      kickoffAt: fixtures.kickoffAt,
      status: fixtures.status,
      minute: fixtures.minute,
      appliedThrough: feedCursors.appliedThrough,
    })
    .from(fixtures)
    .innerJoin(rounds, eq(rounds.id, fixtures.roundId))
    .leftJoin(
      feedCursors,
      and(
        eq(feedCursors.seasonId, fixtures.seasonId),
        eq(feedCursors.provider, provider),
        eq(feedCursors.fixtureRef, fixtures.externalId),
      ),
    )
    .where(eq(fixtures.seasonId, seasonId))
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id));
}

/** The provider's season streams of the season (`season:<ref>` cursors), by the provider's season ref. */
export async function seasonStreamsForProvider(db: Database, seasonId: number, provider: string) {
  const rows = await db
    .select({ ref: feedCursors.fixtureRef, appliedThrough: feedCursors.appliedThrough })
    .from(feedCursors)
    .where(
      and(
        eq(feedCursors.seasonId, seasonId),
        eq(feedCursors.provider, provider),
        like(feedCursors.fixtureRef, 'season:%'),
      ),
    )
    .orderBy(asc(feedCursors.fixtureRef));
  return rows.map((r) => ({
    season: r.ref.slice('season:'.length),
    appliedThrough: r.appliedThrough,
  }));
}
