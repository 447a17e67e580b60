// ADR 0049 and 0059: two API instances on one PostgreSQL database receive the feed's messages of one live
// round alternately (a balancer in front of them), each with its own in-memory live round. An instance
// whose state is older than the round's `scores_version` (the other one scored since) rebuilds it from
// the tables; a stale state's rows are never flushed over newer ones. After every message — each
// instance's rows flushed, in either order — the live scores, histograms and ranks equal scoring the
// whole round again, and every reader's rank equals 1 + the managers of the tenant with a higher total.
// (The same comparison as test/feed/live-ranks.test.ts, with one instance there.)
import { createDb, type DbHandle, queryRows } from '@gameweek/db/create-db';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { scoreSoccerRound } from '../../src/jobs/soccer-scoring.ts';
import { LeagueRepository } from '../../src/repositories/league-repository.ts';
import { ScoreRepository } from '../../src/repositories/score-repository.ts';
import {
  type FeedKey,
  feedSender,
  makeSeasonLive,
  roundFixtures,
  type SeasonFixture,
  soccerTenantId,
} from '../feed/feed-helpers.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'live-ranks-two';
const rules = soccerSeasonRules('2023-24');
const EVENT_TYPES = ['goal', 'assist', 'own_goal', 'yellow_card', 'red_card', 'save'] as const;

class Rollback extends Error {}

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
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

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
    const all5 = await roundFixtures(season, 5);
    const fixtures = all5.slice(0, 4);
    // Two more are never played here: they are postponed and put back (their clubs' players stop and
    // start being pending while the round is live).
    const movable = all5.slice(4, 6);
    const postponed = new Set<string>();
    const round = fixtures[0]!.roundId;
    const [roundRow] = await rows<{ season_id: number; number: number }>(
      sql`select season_id, number from rounds where id = ${round}`,
    );
    // Managers pick the same popular players, so the players a message names are owned by many: the
    // fixtures' owned players first, then a few nobody owns.
    const owned = new Set(
      (
        await rows<{ external_id: string }>(
          sql`select distinct pl.external_id from picks k join players pl on pl.id = k.player_id
               where k.round_id = ${round}`,
        )
      ).map((r) => r.external_id),
    );
    const pool = (f: SeasonFixture) => {
      const all = [...f.home.players, ...f.away.players];
      return [...all.filter((p) => owned.has(p)), ...all.filter((p) => !owned.has(p)).slice(0, 3)];
    };
    // Some squads play Bench Boost or Triple Captain in round 5.
    await rows(sql`update squad_rounds set chip = case when squad_id % 4 = 1 then 'bench_boost'::chip
                                                       else 'triple_captain'::chip end
                   where round_id = ${round} and squad_id % 4 in (1, 2) returning 1`);

    const sequence = new Map<string, number>();
    const finished = new Set<string>();
    const stats = fc.record(
      {
        minutes: fc.integer({ min: 0, max: 90 }),
        starts: fc.integer({ min: 0, max: 1 }),
        bps: fc.integer({ min: -5, max: 60 }),
        goals_conceded: fc.integer({ min: 0, max: 4 }),
        clean_sheets: fc.integer({ min: 0, max: 1 }),
      },
      { requiredKeys: [] },
    );
    const op = fc.record({
      fixture: fc.integer({ min: 0, max: fixtures.length - 1 }),
      move: fc.option(fc.integer({ min: 0, max: 1 }), { freq: 6 }),
      result: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
      minute: fc.integer({ min: 1, max: 89 }),
      events: fc.array(fc.record({ type: fc.constantFrom(...EVENT_TYPES), player: fc.nat() }), {
        maxLength: 3,
      }),
      players: fc.uniqueArray(fc.record({ player: fc.nat(), stats }), {
        maxLength: 6,
        selector: (p) => p.player,
      }),
    });

    const snapshot = (tx: ReturnType<typeof db>) =>
      Promise.all([
        queryRows(
          tx,
          sql`select squad_id, points::float8 as points, total::float8 as total, detail, rank, round_rank,
                     previous_rank, final
                from manager_round_scores where round_id = ${round} order by squad_id`,
        ),
        queryRows(
          tx,
          sql`select tenant_id, kind, points::float8 as points, managers from points_histograms
               where round_id = ${round} order by tenant_id, kind, points`,
        ),
      ]);

    let applied = 0;
    let compared = 0;
    const compare = async () => {
      // Ranks come from the histograms, moved in the message's transaction: current before any flush.
      const [, committedHistograms] = await snapshot(db());
      // The managers' rows, written by each instance's in-memory live scores (ADR 0049): the one whose
      // state is stale writes nothing, whichever order they flush in.
      const order = turn % 2 === 0 ? apps : [...apps].reverse();
      for (const app of order) await app.services.feedIngest.live.flush();
      // The same round scored whole, in a transaction that is rolled back.
      let incremental: unknown;
      let full: unknown;
      await db()
        .transaction(async (tx) => {
          incremental = await snapshot(tx);
          await scoreSoccerRound(
            tx,
            rules,
            { id: round, seasonId: roundRow!.season_id, number: roundRow!.number },
            false,
            now,
          );
          full = await snapshot(tx);
          throw new Rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof Rollback)) throw e;
        });
      // A message that changed no points scores nothing (a kick-off alone): the round may have no
      // scores yet, as before; once it has them they must be the whole round's.
      const [scored] = incremental as [unknown[], unknown[]];
      if (scored.length > 0) {
        expect(committedHistograms).toEqual((full as [unknown, unknown])[1]);
        expect(incremental).toEqual(full);
        compared++;
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 5 }), async (ops) => {
        for (const o of ops) {
          if (o.move !== null) {
            const moved = movable[o.move]!;
            const seq = (sequence.get(moved.ref) ?? 0) + 1;
            const status = postponed.has(moved.ref) ? 'SCHEDULED' : 'POSTPONED';
            const res = await send(key, {
              provider: PROVIDER,
              fixture: moved.ref,
              sequence: seq,
              kind: 'fixture.update',
              data: { status },
            });
            expect(res.statusCode, res.body).toBe(200);
            sequence.set(moved.ref, seq);
            if (status === 'POSTPONED') postponed.add(moved.ref);
            else postponed.delete(moved.ref);
            applied++;
            await compare();
            continue;
          }
          const fixture = fixtures[o.fixture]!;
          if (finished.has(fixture.ref)) continue;
          const players = pool(fixture);
          const ref = (n: number) => players[n % players.length]!;
          const seq = (sequence.get(fixture.ref) ?? 0) + 1;
          const listed = [...new Map(o.players.map((p) => [ref(p.player), p.stats])).entries()];
          const message = o.result
            ? {
                provider: PROVIDER,
                fixture: fixture.ref,
                sequence: seq,
                kind: 'soccer.result',
                data: {
                  home_score: 1,
                  away_score: 0,
                  players: (listed.length > 0 ? listed : [[ref(0), { minutes: 90 }] as const]).map(
                    ([player, s]) => ({ player, stats: s }),
                  ),
                },
              }
            : {
                provider: PROVIDER,
                fixture: fixture.ref,
                sequence: seq,
                kind: 'soccer.live',
                data: {
                  minute: o.minute,
                  events: o.events.map((e) => ({
                    type: e.type,
                    player: ref(e.player),
                    minute: o.minute,
                  })),
                  players: listed.map(([player, s]) => ({ player, stats: s })),
                },
              };
          const res = await send(key, message);
          expect(res.statusCode, res.body).toBe(200);
          sequence.set(fixture.ref, seq);
          if (o.result) finished.add(fixture.ref);
          applied++;

          await compare();
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    expect(applied).toBeGreaterThan(5);
    expect(compared).toBeGreaterThan(3);
    // Both instances took messages, and states were rebuilt for what the other one had scored.
    expect(turn).toBeGreaterThan(5);
    expect(rebuilt).toBeGreaterThan(2);

    // What readers show: the rank of every squad in the live round is 1 + the tenant's managers above it.
    const ranked = await rows<{ squad_id: number; tenant_id: number; total: number; rank: number }>(
      sql`select m.squad_id, m.tenant_id, m.total::float8 as total,
                 coalesce(m.rank, 1 + coalesce((select sum(h.managers) from points_histograms h
                   where h.tenant_id = m.tenant_id and h.round_id = m.round_id and h.kind = 'total'
                     and h.points > m.total), 0))::int as rank
            from manager_round_scores m where m.round_id = ${round}`,
    );
    expect(ranked.length).toBeGreaterThan(0);
    for (const r of ranked)
      expect(r.rank).toBe(
        1 + ranked.filter((o) => o.tenant_id === r.tenant_id && o.total > r.total).length,
      );
    // The overall leaderboard's rows and a manager's round (GET /v1/round's overall_rank) read them.
    const leagues = new LeagueRepository(db());
    const scores = new ScoreRepository(db());
    for (const r of ranked.slice(0, 10)) {
      expect((await leagues.overallRow(r.squad_id, round))?.rank).toBe(r.rank);
      expect((await scores.managerScore(r.squad_id, round))?.rank).toBe(r.rank);
    }
  });
});
