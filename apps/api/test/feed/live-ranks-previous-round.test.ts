// ADR 0049 with several live rounds: round 4 still live (not final) while round 5 is played, as the demo
// leaves it. When round 4's points move — its state built from the tables, or an event of it — round 5's
// totals carry round 4's new totals: after each step round 5's rows, histograms and ranks (and round 4's)
// equal scoring the whole round again from the rows as they are then.
import { queryRows } from '@gameweek/db/create-db';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { loadPlayerRounds, scoreSoccerRound } from '../../src/jobs/soccer-scoring.ts';
import { lockSeasonScoring } from '../../src/repositories/scoring-repository.ts';
import { prepareRealSeason, type RealSeason } from '../helpers/real-season.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  type FeedKey,
  feedSender,
  makeSeasonLive,
  roundFixtures,
  soccerTenantId,
} from './feed-helpers.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');
const MINUTE = 60_000;
const PROVIDER = 'live-ranks-previous';
const rules = soccerSeasonRules('2023-24');

class Rollback extends Error {}

type Round = { id: number; seasonId: number; number: number };

describe.each(DRIVERS)('a live round re-scored while the next one is live (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let key: FeedKey;
  let send: ReturnType<typeof feedSender>;
  const now = new Date(ANCHOR.getTime() + 4 * MINUTE); // round 5's deadline has passed
  const db = () => season.testDb.db;

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR, { soccer: 40, cricket: 4 });
    app = await buildApp({
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

  const snapshot = (tx: ReturnType<typeof db>, roundId: number) =>
    Promise.all([
      queryRows(
        tx,
        sql`select squad_id, points::float8 as points, total::float8 as total, detail, rank, round_rank,
                   previous_rank, final
              from manager_round_scores where round_id = ${roundId} order by squad_id`,
      ),
      queryRows(
        tx,
        sql`select tenant_id, kind, points::float8 as points, managers from points_histograms
             where round_id = ${roundId} order by tenant_id, kind, points`,
      ),
    ]);

  /** Rows flushed, then each round as stored equals it scored whole (in order, rolled back). */
  const expectWholeScoring = async (rounds: Round[]) => {
    const committed = await Promise.all(rounds.map((r) => snapshot(db(), r.id)));
    await app.services.feedIngest.live.flush();
    await db()
      .transaction(async (tx) => {
        for (const [k, round] of rounds.entries()) {
          const stored = await snapshot(tx, round.id);
          expect(stored[0].length).toBeGreaterThan(0);
          // Ranks come from the histograms committed with the change, before any flush.
          expect(committed[k]![1]).toEqual(stored[1]);
          await scoreSoccerRound(tx, rules, round, false, now);
          expect(stored).toEqual(await snapshot(tx, round.id));
        }
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    // Every squad's live rank in round 5 is 1 + the tenant's managers with a higher total.
    const ranked = await queryRows<{ tenant_id: number; total: number; rank: number }>(
      db(),
      sql`select m.tenant_id, m.total::float8 as total,
                 coalesce(m.rank, 1 + coalesce((select sum(h.managers) from points_histograms h
                   where h.tenant_id = m.tenant_id and h.round_id = m.round_id and h.kind = 'total'
                     and h.points > m.total), 0))::int as rank
            from manager_round_scores m where m.round_id = ${rounds.at(-1)!.id}`,
    );
    for (const r of ranked)
      expect(r.rank).toBe(
        1 + ranked.filter((o) => o.tenant_id === r.tenant_id && o.total > r.total).length,
      );
  };

  /**
   * Round 4's points move as an event of it moves them: a popular player's points in the round, then
   * the round re-scored by what changed in the same transaction, under the season's scoring lock.
   */
  const moveRound4 = async (round4: Round, by: number) => {
    const live = app.services.feedIngest.live;
    const runs: (() => void)[] = [];
    await db().transaction(async (tx) => {
      await lockSeasonScoring(tx, round4.seasonId);
      const before = await loadPlayerRounds(tx, round4.seasonId, round4.id);
      const [popular] = await queryRows<{ player_id: number }>(
        tx,
        sql`select k.player_id from picks k join player_fixture_points p
                on p.player_id = k.player_id and p.round_id = k.round_id
             where k.round_id = ${round4.id} and k.slot <= 11
             group by k.player_id order by count(*) desc, k.player_id limit 1`,
      );
      expect(popular).toBeDefined();
      await queryRows(
        tx,
        sql`update player_fixture_points set points = points + ${by}
             where round_id = ${round4.id} and player_id = ${popular!.player_id} returning 1`,
      );
      const changed = await live.rescore(tx, rules, round4, before, now, (run) => runs.push(run));
      expect(changed).toBeGreaterThan(0);
    });
    for (const run of runs) run();
  };

  it("round 5's totals and ranks follow round 4's while both are live", async () => {
    const rounds = await queryRows<Round & { status: string; finalised: boolean }>(
      db(),
      sql`select id, season_id as "seasonId", number, status::text as status,
                 finalised_at is not null as finalised
            from rounds where season_id = ${season.demo.soccerSeasonId} and number in (4, 5)
           order by number`,
    );
    const [round4, round5] = rounds.map(({ id, seasonId, number }) => ({ id, seasonId, number }));
    // Round 4 live and not final; round 5 locked, live from its first message.
    expect(rounds.map((r) => [r.number, r.status, r.finalised])).toEqual([
      [4, 'LIVE', false],
      [5, 'LOCKED', false],
    ]);
    expect(app.services.feedIngest.live.has(round5!.id)).toBe(false);

    // Round 4 moves before round 5 has a state: round 5's is built from round 4's as held, not as
    // last flushed.
    await moveRound4(round4!, 5);
    const [fixture] = await roundFixtures(season, 5);
    const scorer = fixture!.home.players[0]!;
    const answer = await send(key, {
      provider: PROVIDER,
      fixture: fixture!.ref,
      sequence: 1,
      kind: 'soccer.live',
      data: {
        minute: 10,
        events: [{ type: 'goal', player: scorer, minute: 10 }],
        players: [{ player: scorer, stats: { minutes: 10 } }],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(app.services.feedIngest.live.has(round5!.id)).toBe(true);
    await expectWholeScoring([round4!, round5!]);

    // Round 4 moves while round 5's state is held: round 5's previous totals and ranks move with it.
    await moveRound4(round4!, 11);
    await expectWholeScoring([round4!, round5!]);
    await moveRound4(round4!, -13);
    await expectWholeScoring([round4!, round5!]);
  });
});
