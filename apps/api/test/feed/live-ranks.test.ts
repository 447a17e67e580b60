// ADR 0045: a live round re-scored by what each feed message changed (only the squads owning the players
// whose round moved, histograms moved in place, ranks read from them) equals scoring the whole round again,
// after every message of any sequence — live events, running totals, substitutes coming on, full time with
// starters who never played (automatic substitutions, the vice's armband), Bench Boost and Triple Captain —
// fixtures of the live round postponed and put back — and every reader's rank equals 1 + the managers of
// the tenant with a higher total. Messages also come in bursts, sent at once: those that wait for the same
// turn are applied in one transaction (ADR 0055), and one naming an unknown player among them is refused
// alone, nothing of it applied and its sequence number still free.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { LiveScores } from '../../src/jobs/live-scores.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import { type FeedKey, feedSender, makeSeasonLive, soccerTenantId } from './feed-helpers.ts';
import { liveRoundModel } from './live-round-model.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'live-ranks';

describe.each(DRIVERS)('live ranks by what changed (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let key: FeedKey;
  let send: ReturnType<typeof feedSender>;
  const now = new Date(ANCHOR.getTime() + 4 * MINUTE); // round 5's deadline has passed
  const db = () => season.testDb.db;

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR, { soccer: 40, cricket: 4 });
    app = await buildApp({
      // Rows flushed only when asked: the ranks must be current at each message's commit without them.
      env: testEnv({ LIVE_SCORES_FLUSH_MS: '-1' }),
      db: season.testDb.db,
      clock: () => now,
      events: new LiveEvents(),
    });
    key = await app.services.feedKeys.create(await soccerTenantId(season), PROVIDER);
    send = feedSender(app, () => now);
    await makeSeasonLive(season);
    await tickSeasonClock(db(), now);
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('after every message, live scores, histograms and ranks equal scoring the whole round again', async () => {
    const model = await liveRoundModel(season, PROVIDER, now);
    // The managers' rows, written by the in-memory live scores in batches (ADR 0049).
    const flush = () => app.services.feedIngest.live.flush();

    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            // One op: sent alone; more: sent at once (one message per fixture).
            ops: fc.array(model.op, { minLength: 1, maxLength: 4 }),
            hostile: fc.boolean(),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (bursts) => {
          for (const burst of bursts) {
            const messages: NonNullable<ReturnType<typeof model.messageOf>>[] = [];
            for (const o of burst.ops) {
              const m = model.messageOf(o);
              if (m && !messages.some((x) => x.fixture === m.fixture)) messages.push(m);
            }
            if (messages.length === 0) continue;
            // A message naming a player nobody knows, on a fixture not otherwise in the burst.
            const target =
              burst.hostile && messages.length > 1
                ? model.fixtures.find(
                    (f) => !model.finished.has(f.ref) && !messages.some((m) => m.fixture === f.ref),
                  )
                : undefined;
            const hostile = target && {
              provider: PROVIDER,
              fixture: target.ref,
              sequence: (model.sequence.get(target.ref) ?? 0) + 1,
              kind: 'soccer.live',
              data: {
                minute: 10,
                events: [{ type: 'goal', player: 'nobody-999999', minute: 10 }],
                players: [],
              },
            };
            const sent = [...messages.map((m) => m.message), ...(hostile ? [hostile] : [])];
            const answers = await Promise.all(sent.map((m) => send(key, m)));
            messages.forEach((m, k) => {
              expect(answers[k]!.statusCode, answers[k]!.body).toBe(200);
              model.accepted(m);
            });
            if (hostile) {
              const refused = answers[messages.length]!;
              expect(refused.statusCode, refused.body).toBe(404);
              expect(JSON.parse(refused.body)).toMatchObject({
                details: [{ code: 'FEED_UNKNOWN_PLAYER' }],
              });
            }
            await model.compare(flush);
          }
        },
      ),
      {
        numRuns: 8,
        // One run that surely scores the round: a goal in each of four fixtures, one at a time. A
        // random run can be all fixture moves and compare nothing, and the count below would fail.
        examples: [
          [
            [0, 1, 2, 3].map((f) => ({
              ops: [
                {
                  fixture: f % model.fixtures.length,
                  move: null,
                  result: false,
                  minute: 20 + f,
                  events: [{ type: 'goal' as const, player: f }],
                  players: [],
                },
              ],
              hostile: false,
            })),
          ],
        ],
        endOnFailure: true,
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      },
    );
    expect(model.counts.applied).toBeGreaterThan(5);
    expect(model.counts.compared).toBeGreaterThan(3);
    await model.expectReaderRanks();
  });

  it('the background flush waits between batches while a feed turn runs; an explicit flush does not', async () => {
    // A second registry on the same database, writing in the background after 10 ms, in batches of 8.
    const live = new LiveScores(db(), { flushMs: 10, batch: 8 });
    try {
      let release = live.hold();
      const [roundId] = await live.warm(); // built from the tables: every row dirty, a flush scheduled
      expect(roundId).toBeDefined();
      const squads = live.unflushed(roundId!);
      expect(squads).toBeGreaterThan(8);
      await new Promise((r) => setTimeout(r, 400));
      // At most the one batch that may have started before the turn: then it waits.
      expect(live.unflushed(roundId!)).toBeGreaterThanOrEqual(squads - 8);
      release();
      await expect.poll(() => live.unflushed(roundId!), { timeout: 30_000 }).toBe(0);

      // A rebuilt state (its rows dirty again) and a turn held: flush() writes them all the same.
      const again = new LiveScores(db(), { flushMs: -1, batch: 8 });
      release = again.hold();
      const [sameRound] = await again.warm();
      expect(again.unflushed(sameRound!)).toBe(squads);
      await again.flush();
      expect(again.unflushed(sameRound!)).toBe(0);
      release();
      await again.close();
    } finally {
      await live.close();
    }
  });
});
