// ADR 0049 and 0059: two API instances on one PostgreSQL database receive the feed's messages of one live
// round alternately (a balancer in front of them), each with its own in-memory live round. An instance
// whose state is older than the round's `scores_version` (the other one scored since) rebuilds it from
// the tables; a stale state's rows are never flushed over newer ones. After every message — each
// instance's rows flushed, in either order — the live scores, histograms and ranks equal scoring the
// whole round again, and every reader's rank equals 1 + the managers of the tenant with a higher total.
// (The same comparison as test/feed/live-ranks.test.ts, with one instance there.)
import { createDb, type DbHandle } from '@gameweek/db/create-db';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { type FeedKey, feedSender, makeSeasonLive, soccerTenantId } from '../feed/feed-helpers.ts';
import { liveRoundModel } from '../feed/live-round-model.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'live-ranks-two';

describe('live ranks with two API instances (postgres)', () => {
  let season: RealSeason;
  let second: DbHandle;
  /** The two instances; messages go to them in turn. */
  let apps: FastifyInstance[];
  let key: FeedKey;
  let senders: ReturnType<typeof feedSender>[];
  let turn = 0;
  const send: ReturnType<typeof feedSender> = (...args) => senders[turn++ % 2]!(...args);
  let rebuilt = 0;
  const now = new Date(ANCHOR.getTime() + 4 * MINUTE); // round 5's deadline has passed
  const db = () => season.testDb.db;

  beforeAll(async () => {
    season = await prepareRealSeason('postgres', ANCHOR, { soccer: 40, cricket: 4 });
    second = await createDb({ url: season.testDb.url!, poolSize: 4, migrate: false });
    apps = await Promise.all(
      [season.testDb.db, second.db].map((db) =>
        buildApp({
          // Rows flushed only when asked: both instances hold unflushed rows between messages.
          env: testEnv({ LIVE_SCORES_FLUSH_MS: '-1' }),
          db,
          clock: () => now,
          events: new LiveEvents(),
        }),
      ),
    );
    // Count the builds of each instance's live round (the live scores log each one): with messages
    // alternating, each instance must rebuild after the other one scored.
    for (const app of apps) {
      const options = (
        app.services.feedIngest.live as unknown as {
          options: { log?: (line: string, fields?: Record<string, unknown>) => void };
        }
      ).options;
      const log = options.log;
      options.log = (line, fields) => {
        if (line === 'live scores: round built') rebuilt++;
        log?.(line, fields);
      };
    }
    key = await apps[0]!.services.feedKeys.create(await soccerTenantId(season), PROVIDER);
    senders = apps.map((app) => feedSender(app, () => now));
    await makeSeasonLive(season);
    await tickSeasonClock(db(), now);
  }, 900_000);
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await second?.close();
    await season?.testDb.close();
  });

  it('after every message to either instance, live scores, histograms and ranks equal scoring the whole round again', async () => {
    const model = await liveRoundModel(season, PROVIDER, now);
    // The managers' rows, written by each instance's in-memory live scores (ADR 0049): the one whose
    // state is stale writes nothing, whichever order they flush in.
    const flush = async () => {
      const order = turn % 2 === 0 ? apps : [...apps].reverse();
      for (const app of order) await app.services.feedIngest.live.flush();
    };

    await fc.assert(
      fc.asyncProperty(fc.array(model.op, { minLength: 1, maxLength: 5 }), async (ops) => {
        for (const o of ops) {
          const m = model.messageOf(o);
          if (!m) continue;
          const res = await send(key, m.message);
          expect(res.statusCode, res.body).toBe(200);
          model.accepted(m);
          await model.compare(flush);
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    expect(model.counts.applied).toBeGreaterThan(5);
    expect(model.counts.compared).toBeGreaterThan(3);
    // Both instances took messages, and states were rebuilt for what the other one had scored.
    expect(turn).toBeGreaterThan(5);
    expect(rebuilt).toBeGreaterThan(2);
    await model.expectReaderRanks();
  });
});
