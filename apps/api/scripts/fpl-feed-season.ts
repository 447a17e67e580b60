// An FPL season started through the feed API by the FPL-JSON adapter (verify:feed fpl and the adapter's
// tests): the tenants seeded on a fresh database, the adapter's first look sent — the season stream (season,
// teams, players, gameweeks, fixtures, the season made current: ADR 0041) in order, then the clock opens and
// locks the gameweeks whose deadlines have passed, then each fixture's first message.
import type { Database } from '@gameweek/db/create-db';
import { queryRows } from '@gameweek/db/create-db';
import { seedDefaultTenants, tenantIdBySlug } from '@gameweek/db/seed/tenants';
import { sql } from 'drizzle-orm';
import type { FeedClient, FeedReply } from '../src/feed-providers/feed-client.ts';
import type { FplFeedAdapter, PlannedMessage } from '../src/feed-providers/fpl-json/fpl-adapter.ts';
import { tickSeasonClock } from '../src/jobs/season-clock.ts';

export const FEED_TENANT = 'white-label-soccer';

export async function seedFeedTenant(db: Database, now: Date): Promise<number> {
  await seedDefaultTenants(db, now);
  return tenantIdBySlug(db, FEED_TENANT);
}

/**
 * The season stream's messages in order, each twice (the second answers as a repeat); a refusal is an
 * error. The stream must start in order: before its season.upsert number 1 nothing else is taken.
 */
export async function sendSeasonStream(
  sender: FeedClient,
  planned: readonly PlannedMessage[],
): Promise<FeedReply[]> {
  const answers: FeedReply[] = [];
  for (const p of planned) {
    if (p.stream !== 'season') continue;
    for (let copy = 0; copy < 2; copy++) {
      const answer = await sender.send(p.message);
      if (answer.outcome === 'refused')
        throw new Error(
          `season stream #${p.message.sequence} ${p.message.kind} refused: ${JSON.stringify(answer.body)}`,
        );
      answers.push(answer);
    }
  }
  return answers;
}

export interface FedSeason {
  seasonId: number;
  /** The adapter's first look at the fixtures (each fixture's schedule), not yet sent. */
  fixtureMessages: PlannedMessage[];
  seasonAnswers: FeedReply[];
}

/** The adapter's first look: the season created and made current over the feed, its past rounds locked. */
export async function startSeasonThroughFeed(
  db: Database,
  tenantId: number,
  adapter: FplFeedAdapter,
  sender: FeedClient,
  now: Date,
): Promise<FedSeason> {
  const first = await adapter.poll();
  const seasonAnswers = await sendSeasonStream(sender, first);
  const [tenant] = await queryRows<{ season_id: number | null }>(
    db,
    sql`select season_id from tenants where id = ${tenantId}`,
  );
  if (!tenant?.season_id) throw new Error('the season stream did not make a current season');
  // Every deadline of a past season has passed: the clock opens and locks its rounds.
  await tickSeasonClock(db, now, {
    onStepError: (key, e) => console.error(`season clock: ${key}`, e),
  });
  return {
    seasonId: tenant.season_id,
    fixtureMessages: first.filter((p) => p.stream === 'fixture'),
    seasonAnswers,
  };
}
