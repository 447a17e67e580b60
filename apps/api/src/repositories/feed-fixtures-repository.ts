// What GET /feed/v1/fixtures reads (ADR 0044): the season's fixtures by the provider's ids with their round,
// kick-off, status and minute, and the calling provider's cursor of each.
import type { Database } from '@gameweek/db/create-db';
import { feedCursors, fixtures, rounds } from '@gameweek/db/schema';
import { and, asc, eq } from 'drizzle-orm';

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
