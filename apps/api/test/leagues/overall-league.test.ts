// Issue 18, defect 2: on the season `npm start` serves, a manager who saves a team is in the tenant's
// overall league — GET /v1/user/games lists it, before and after the deadline — and finds himself in its
// standings once the round is scored; a signed-in manager without a team can read the standings too.
import type {
  GamesResponse,
  LeaderboardResponse,
  LeagueResponse,
} from '@gameweek/contracts/leagues';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_DEMO_TIMING } from '../../src/demo/demo-time.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import {
  CRICKET_DOMAIN,
  prepareRealSeason,
  type RealSeason,
  SOCCER_DOMAIN,
  saveSuggestedTeam,
} from '../helpers/real-season.ts';
import { auth, DRIVERS, demoLogin, json } from '../helpers/setup.ts';

const ANCHOR = new Date('2026-03-01T12:00:00Z');

describe.each(DRIVERS)('the overall league on the real season (%s)', (driver) => {
  let season: RealSeason;
  let app: FastifyInstance;
  let now = ANCHOR;
  let token: string;
  // The app's bus is the clock's: a scored round reaches the app's caches as in production.
  const events = new LiveEvents();
  const get = <T>(url: string, t = token) =>
    app.inject({ url, headers: auth(t, SOCCER_DOMAIN) }).then((res) => {
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return json<T>(res);
    });
  const overallOf = (games: GamesResponse) => games.games.find((g) => g.system);

  beforeAll(async () => {
    season = await prepareRealSeason(driver, ANCHOR);
    app = await buildApp({
      env: testEnv(),
      db: season.testDb.db,
      clock: () => now,
      events,
    });
    token = await demoLogin(app, SOCCER_DOMAIN);
  }, 900_000);
  afterAll(async () => {
    await app?.close();
    await season?.testDb.close();
  });

  it('lists the overall league for a manager who saved a team, and ranks him once the round is scored', async () => {
    await saveSuggestedTeam(app, token, SOCCER_DOMAIN);
    const before = overallOf(await get<GamesResponse>('/v1/user/games'));
    expect(before).toBeDefined();
    expect(before!.members).toBeGreaterThan(0);

    // Past the open round's deadline and through its matches: the round is scored and the clock opens
    // the next one.
    now = new Date(
      ANCHOR.getTime() +
        DEFAULT_DEMO_TIMING.nextDeadlineInMs +
        DEFAULT_DEMO_TIMING.roundMs -
        30_000,
    );
    await tickSeasonClock(season.testDb.db, now, { events });
    const after = overallOf(await get<GamesResponse>('/v1/user/games'));
    expect(after?.id).toBe(before!.id);
    expect(after!.rank).not.toBeNull();

    const standings = await get<LeagueResponse>(`/v1/leagues/${after!.id}?limit=50`);
    expect(standings.league.system).toBe(true);
    expect(standings.standings.me).not.toBeNull();
    expect(standings.standings.me!.rank).toBe(after!.rank);
  });

  it('lets a signed-in manager without a team, and a guest, read the overall standings', async () => {
    const other = await demoLogin(app, SOCCER_DOMAIN);
    const mine = await get<GamesResponse>('/v1/user/games');
    const id = overallOf(mine)!.id;
    const standings = await get<LeagueResponse>(`/v1/leagues/${id}?limit=50`, other);
    expect(standings.standings.rows.length).toBeGreaterThan(0);
    const board = await get<LeaderboardResponse>('/v1/leaderboard?limit=50', other);
    expect(board.rows.length).toBeGreaterThan(0);
    expect(board.me).toBeNull();

    const guest = await app.inject({
      url: '/v1/leaderboard?limit=50',
      headers: { domain: SOCCER_DOMAIN },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    const page = json<LeaderboardResponse>(guest);
    expect(page.rows.map((r) => r.squad_id)).toEqual(
      standings.standings.rows.map((r) => r.squad_id),
    );
    expect(page.total_managers).toBe(standings.standings.total_managers);
    expect(page.me).toBeNull();
  });

  it('creates the overall league on a first save when the tenant has none (a database set up before it)', async () => {
    await season.testDb.db.execute(
      sql`delete from league_members where league_id in
            (select l.id from leagues l join tenants t on t.id = l.tenant_id
              where l.system and t.slug = 'white-label-cricket')`,
    );
    await season.testDb.db.execute(
      sql`delete from leagues where system and tenant_id =
            (select id from tenants where slug = 'white-label-cricket')`,
    );
    const cricket = await demoLogin(app, CRICKET_DOMAIN);
    await saveSuggestedTeam(app, cricket, CRICKET_DOMAIN);
    const games = await app.inject({
      url: '/v1/user/games',
      headers: auth(cricket, CRICKET_DOMAIN),
    });
    expect(games.statusCode, games.body).toBe(200);
    expect(overallOf(json<GamesResponse>(games))).toBeDefined();
  });
});
