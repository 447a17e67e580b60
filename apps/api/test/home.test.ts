import {
  contentItems,
  fixtures,
  managerRoundScores,
  playerFixturePoints,
  playerFixtureStats,
  rounds,
} from '@gameweek/db/schema';
import { createSquad, createUser } from '@gameweek/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPage } from '../src/services/home-service.ts';
import { auth, DRIVERS, demoLogin, json, setup, type TestContext } from './helpers/setup.ts';

describe('newsPage', () => {
  const item = (id: string, day: number) => ({
    id,
    published_at: new Date(Date.UTC(2024, 0, day)).toISOString(),
  });
  const ids = (items: { id: string }[]) => items.map((i) => i.id);

  it("keeps the tenant's newest items up to half the page when a round's reports are newer", () => {
    // Issue 18: a real round's ten match reports, all newer than the operator's news, filled home's
    // five items and the operator's news was never shown.
    const own = [item('own-1', 1), item('own-2', 2), item('own-3', 3), item('own-4', 4)];
    const reports = Array.from({ length: 10 }, (_, i) => item(`report-${i}`, 10 + i));
    expect(ids(newsPage(own, reports, 5))).toEqual([
      'report-9',
      'report-8',
      'own-4',
      'own-3',
      'own-2',
    ]);
    expect(ids(newsPage(own.slice(0, 1), reports, 5))).toEqual([
      'report-9',
      'report-8',
      'report-7',
      'report-6',
      'own-1',
    ]);
  });

  it('fills the rest with the newest of both, and any side alone fills the whole page', () => {
    const own = [item('own-old', 1), item('own-new', 20), item('own-older', 0)];
    const reports = [item('report-a', 10), item('report-b', 11)];
    // Two of three places are the tenant's; the third is the newest of what is left.
    expect(ids(newsPage(own, reports, 3))).toEqual(['own-new', 'report-b', 'own-old']);
    expect(ids(newsPage(own, reports, 10))).toEqual([
      'own-new',
      'report-b',
      'report-a',
      'own-old',
      'own-older',
    ]);
    expect(ids(newsPage(own, [], 5))).toEqual(['own-new', 'own-old', 'own-older']);
    expect(ids(newsPage([], reports, 1))).toEqual(['report-b']);
  });
});

describe.each(DRIVERS)('home sections (%s)', (driver) => {
  let t: TestContext;
  let scorer: number;
  beforeAll(async () => {
    t = await setup(driver);
    const { db } = t.testDb;
    const [r1, r2] = t.season.roundIds as [number, number];
    await db.update(rounds).set({ status: 'FINISHED' }).where(eq(rounds.id, r1));
    await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, r2));
    const [f1] = await db.select().from(fixtures).where(eq(fixtures.id, t.season.fixtureIds[0]!));
    await db
      .update(fixtures)
      .set({
        // Played and finished by the clock (a score and result show only once it has got there).
        status: 'FINISHED',
        startedAt: new Date(Date.now() - 3 * 3_600_000),
        finishedAt: new Date(Date.now() - 3_600_000),
        minute: 90,
        homeScore: 1,
        awayScore: 0,
        homeDifficulty: 2,
        awayDifficulty: 4,
      })
      .where(eq(fixtures.id, f1!.id));
    // The home side's first forward scored; he started and played 90 minutes.
    const clubIndex = t.season.clubIds.indexOf(f1!.homeClubId);
    scorer = t.season.players.FWD[clubIndex * 3]!;
    await db.insert(playerFixtureStats).values({
      fixtureId: f1!.id,
      playerId: scorer,
      stats: { minutes: 90, starts: 1, goals_scored: 1 } as never,
    });
    await db.insert(playerFixturePoints).values({
      fixtureId: f1!.id,
      playerId: scorer,
      roundId: r1,
      stats: { minutes: 90, goals_scored: 1 } as never,
      points: 8,
      breakdown: [],
      final: true,
      updatedAt: new Date(),
    });
    const u = await createUser(db, { tenantId: t.tenantA.id, name: 'Top manager' });
    const { squad, playerIds } = await createSquad(db, {
      tenantId: t.tenantA.id,
      userId: u.id,
      seasonId: t.season.seasonId,
      roundId: r1,
    });
    await db.insert(managerRoundScores).values({
      squadId: squad.id,
      roundId: r1,
      tenantId: t.tenantA.id,
      points: 60,
      total: 60,
      rank: 1,
      final: true,
      updatedAt: new Date(),
    });
    await db.insert(contentItems).values({
      tenantId: t.tenantA.id,
      locale: 'en',
      kind: 'news',
      slug: 'welcome',
      title: 'Welcome',
      body: 'Season starts',
      publishedAt: new Date('2020-01-01'),
    });
    expect(playerIds).toHaveLength(15);
  });
  afterAll(async () => t?.close());

  it('lists fixtures with difficulty and the club table from results', async () => {
    const res = json<{
      round: { number: number };
      fixtures: {
        status: string;
        home: { difficulty: number; score: number };
        away: { difficulty: number };
      }[];
    }>(await t.app.inject({ url: '/v1/fixtures?round=1', headers: { domain: 'a.test' } }));
    expect(res.round.number).toBe(1);
    expect(res.fixtures[0]).toMatchObject({
      status: 'FINISHED',
      home: { difficulty: 2, score: 1 },
      away: { difficulty: 4 },
    });
    const table = json<{
      table: { position: number; points: number; won: number; form: string[] }[];
    }>(await t.app.inject({ url: '/v1/standings', headers: { domain: 'a.test' } })).table;
    expect(table).toHaveLength(2);
    expect(table[0]).toMatchObject({ position: 1, points: 3, won: 1, form: ['W'] });
    expect(table[1]).toMatchObject({ position: 2, points: 0 });
    expect(
      (await t.app.inject({ url: '/v1/fixtures?round=0', headers: { domain: 'a.test' } }))
        .statusCode,
    ).toBe(400);
  });

  it('summarises the gameweek and names its best players and XI', async () => {
    const gw = json(
      await t.app.inject({ url: '/v1/home/gameweek', headers: { domain: 'a.test' } }),
    );
    expect(gw).toMatchObject({
      round: { number: 1 },
      average: 60,
      managers: 1,
      highest: { points: 60, manager_name: 'Top manager' },
      top_player: { points: 8, player: { id: scorer } },
    });
    expect(gw).toMatchObject({ most_captained: { percent: 100 } });
    const potw = json<{ players: { player: { id: number } }[] }>(
      await t.app.inject({ url: '/v1/home/players-of-the-week', headers: { domain: 'a.test' } }),
    );
    expect(potw.players[0]?.player.id).toBe(scorer);
    const totw = await t.app.inject({
      url: '/v1/home/team-of-the-week?round=1',
      headers: { domain: 'a.test' },
    });
    // One scorer only: no full XI has points data, so there is no team of the week yet.
    expect(json(totw)).toMatchObject({ players: [], formation: '' });
    const top = json<{ players: { points: number }[] }>(
      await t.app.inject({ url: '/v1/home/top-players?limit=3', headers: { domain: 'a.test' } }),
    );
    expect(top.players[0]?.points).toBe(8);
  });

  it('writes commentary and a match report from the stats', async () => {
    const live = json<{
      matches: { commentary: { kind: string; minute: number; player: { id: number } | null }[] }[];
    }>(await t.app.inject({ url: '/v1/live/matches', headers: { domain: 'a.test' } }));
    const lines = live.matches[0]!.commentary;
    expect(lines[0]?.kind).toBe('kick_off');
    const goal = lines.find((l) => l.kind === 'goal')!;
    expect(goal.player?.id).toBe(scorer);
    expect(goal.minute).toBeGreaterThanOrEqual(1);
    expect(goal.minute).toBeLessThanOrEqual(90);
    expect(lines.at(-1)?.kind).toBe('full_time');
    const news = json<{ items: { kind: string; title: string }[] }>(
      await t.app.inject({ url: '/v1/news', headers: { domain: 'a.test' } }),
    );
    expect(news.items.map((i) => i.kind)).toEqual(['match_report', 'news']);
    expect(news.items[0]?.title).toMatch(/ 1–0 /);
    const videos = json<{ items: unknown[] }>(
      await t.app.inject({ url: '/v1/videos', headers: { domain: 'a.test' } }),
    );
    expect(videos.items).toEqual([]);
  });

  it('shows selection trends to signed-in users only', async () => {
    expect(
      (await t.app.inject({ url: '/v1/user/trends', headers: { domain: 'a.test' } })).statusCode,
    ).toBe(401);
    const token = await demoLogin(t.app);
    const trends = json<{
      most_selected: { percent: number }[];
      most_captained: { percent: number }[];
      transfers_in: unknown[];
    }>(await t.app.inject({ url: '/v1/user/trends', headers: auth(token) }));
    expect(trends.most_selected).toHaveLength(10);
    expect(trends.most_selected[0]?.percent).toBe(100);
    expect(trends.most_captained[0]?.percent).toBe(100);
    expect(trends.transfers_in).toEqual([]);
  });
});
