// The cricket tenant over HTTP while the season clock replays real IPL 2024 matches (the first three): a
// manager's match-day view is live (provisional) mid-match and equals the rules engine's team points with
// captain ×2 and vice ×1.5 at the end, and the overall leaderboard pages through half-point totals with its
// keyset cursor, on PGlite and PostgreSQL (numeric comes back as a number on both drivers).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTenant } from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { scoreCricketTeam } from '@gameweek/rules/cricket/team-points';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createCricketManagers } from '../src/demo/cricket-managers.ts';
import { DEFAULT_DEMO_TIMING, mapSeasonToDemoTime } from '../src/demo/demo-time.ts';
import { testEnv } from '../src/env.ts';
import { LiveEvents } from '../src/jobs/live-events.ts';
import { tickSeasonClock } from '../src/jobs/season-clock.ts';
import { auth, DRIVERS, demoLogin, json } from './helpers/setup.ts';

const FILES = ['1422119.json', '1422120.json', '1422121.json'];
const MATCH_MS = 4 * 60_000;
const DOMAIN = 'cricket.test';

type RoundView = {
  live: boolean;
  points: number;
  total_points: number | null;
  picks: { points: number; base_points: number; multiplier: number; provisional: boolean }[];
};
type Board = {
  rows: { rank: number; total: number; squad_id: number }[];
  next_cursor: string | null;
  total_managers: number;
};

describe.each(DRIVERS)('cricket season on the clock over HTTP (%s)', (driver) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let dir: string;
  let token: string;
  let seasonId: number;
  let firstKickoff: Date;
  let lastKickoff: Date;
  let roundIds: number[];
  const anchor = new Date();
  const tick = (at: Date) => tickSeasonClock(testDb.db, at, { events: new LiveEvents() });
  const view = async (userId: number, roundId: number) => {
    const res = await app.inject({
      url: `/v1/user/${userId}/round/${roundId}`,
      headers: auth(token, DOMAIN),
    });
    expect(res.statusCode).toBe(200);
    return json<RoundView>(res);
  };
  const teamOf = async (userId: number, roundId: number) => {
    const [team] = await queryRows<{ captain: number; vice: number; players: number[] }>(
      testDb.db,
      sql`select sr.captain_player_id as captain, sr.vice_captain_player_id as vice,
                 array_agg(p.player_id order by p.slot) as players
            from squads s join squad_rounds sr on sr.squad_id = s.id
            join picks p on p.squad_id = sr.squad_id and p.round_id = sr.round_id
           where s.user_id = ${userId} and sr.round_id = ${roundId} group by 1, 2`,
    );
    return team!;
  };
  const engineTeamPoints = async (userId: number, roundId: number) => {
    const team = await teamOf(userId, roundId);
    const rows = await queryRows<{ playerId: number; points: number }>(
      testDb.db,
      sql`select player_id as "playerId", sum(points)::int as points from player_fixture_points
           where round_id = ${roundId} group by 1`,
    );
    return scoreCricketTeam(
      {
        playerIds: team.players.map(String),
        captainId: String(team.captain),
        viceCaptainId: String(team.vice),
      },
      new Map(rows.map((r) => [String(r.playerId), r.points])),
    ).total;
  };
  let managers: { userId: number }[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ipl-api-'));
    for (const f of FILES)
      copyFileSync(join(dataRoot(), 'cricket', 'cricsheet_ipl_2024', f), join(dir, f));
    testDb = await createTestDb(driver);
    const db = testDb.db;
    const imported = await importCricketSeason(db, dir);
    seasonId = imported.seasonId;
    const tenant = await createTenant(db, { domain: DOMAIN, context: 'cricket', seasonId });
    await mapSeasonToDemoTime(db, seasonId, anchor, {
      ...DEFAULT_DEMO_TIMING,
      roundMs: 10 * 60_000,
      matchMs: MATCH_MS,
      nextDeadlineInMs: 60_000,
      openRound: 1,
    });
    roundIds = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from rounds where season_id = ${seasonId} order by number`,
      )
    ).map((r) => r.id);
    const kickoffs = await queryRows<{ k: Date }>(
      db,
      sql`select kickoff_at as k from fixtures where season_id = ${seasonId} order by kickoff_at`,
    );
    firstKickoff = new Date(kickoffs[0]!.k);
    lastKickoff = new Date(kickoffs.at(-1)!.k);
    await createCricketManagers(db, {
      tenantId: tenant.id,
      seasonId,
      roundId: roundIds[0]!,
      count: 25,
      prefix: `api-${driver}`,
    });
    managers = await queryRows<{ userId: number }>(
      db,
      sql`select user_id as "userId" from squads where season_id = ${seasonId} order by id`,
    );
    app = await buildApp({ env: testEnv(), db });
    token = await demoLogin(app, DOMAIN);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Issue 18 (the season journey): a cricket match day is a fresh pick, and the quick pick suggested
  // players of any team, so an eleven taken for a day whose teams had other opponents scored nothing.
  it('quick-picks an eleven from the teams that play on the open match day only', async () => {
    await tick(anchor);
    const [round] = await queryRows<{ id: number; status: string }>(
      testDb.db,
      sql`select id, status from rounds where season_id = ${seasonId} and status = 'OPEN'`,
    );
    expect(round?.id).toBe(roundIds[0]);
    const playing = await queryRows<{ club: number }>(
      testDb.db,
      sql`select home_club_id as club from fixtures where round_id = ${round!.id}
          union select away_club_id from fixtures where round_id = ${round!.id}`,
    );
    const clubs = new Set(playing.map((r) => Number(r.club)));
    expect(clubs.size).toBe(2);
    // The builder asks to keep the eleven on the pitch: yesterday's, here players of the other teams.
    const others = await queryRows<{ id: number }>(
      testDb.db,
      sql`select id from players where season_id = ${seasonId}
            and club_id not in (${sql.join([...clubs], sql`, `)}) order by id limit 11`,
    );
    expect(others).toHaveLength(11);
    for (const keep of [[], others.map((o) => o.id)]) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/user/quick-picks',
        headers: auth(token, DOMAIN),
        payload: { keep },
      });
      expect(res.statusCode, res.body).toBe(200);
      const picked = json<{ picks: { player: { team: { id: number } } }[] }>(res).picks;
      expect(picked).toHaveLength(11);
      expect(picked.filter((p) => !clubs.has(p.player.team.id))).toEqual([]);
    }
  });

  it('shows a live, provisional match day that equals the engine’s points of the overs so far', async () => {
    await tick(anchor);
    await tick(new Date(firstKickoff.getTime() + MATCH_MS / 2));
    const userId = managers[0]!.userId;
    const live = await view(userId, roundIds[0]!);
    expect(live.live).toBe(true);
    expect(live.points).toBe(await engineTeamPoints(userId, roundIds[0]!));
    expect(live.points).toBeGreaterThan(0);
    expect(live.picks.every((p) => p.provisional)).toBe(true);
    await tick(new Date(firstKickoff.getTime() + MATCH_MS * 0.9));
    const later = await view(userId, roundIds[0]!);
    expect(later.points).toBe(await engineTeamPoints(userId, roundIds[0]!));
    expect(later.points).toBeGreaterThan(live.points);
  }, 120_000);

  it('at the end, views and stored scores equal the engine’s (×2, ×1.5, halves exact); the leaderboard pages through them', async () => {
    const result = await tick(new Date(lastKickoff.getTime() + MATCH_MS + 60_000));
    expect(result.failed).toEqual([]);
    let halves = 0;
    for (const { userId } of managers) {
      for (const roundId of roundIds) {
        const v = await view(userId, roundId);
        expect(v.live).toBe(false);
        const expected = await engineTeamPoints(userId, roundId);
        expect(v.points).toBe(expected);
        if (!Number.isInteger(v.points)) halves++;
      }
    }
    expect(halves).toBeGreaterThan(0);

    const stored = await queryRows<{ squadId: number; total: number }>(
      testDb.db,
      sql`select squad_id as "squadId", total from manager_round_scores where round_id = ${roundIds.at(-1)!}
           order by total desc, squad_id desc`,
    );
    expect(stored.every((s) => typeof s.total === 'number')).toBe(true);
    const seen: Board['rows'] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const url: string = `/v1/leaderboard?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await app.inject({
        url,
        headers: auth(token, DOMAIN),
      });
      expect(res.statusCode).toBe(200);
      const board: Board = json<Board>(res);
      expect(board.total_managers).toBe(managers.length);
      seen.push(...board.rows);
      cursor = board.next_cursor;
      if (!cursor) break;
    }
    expect(seen.map((r) => [r.squad_id, r.total])).toEqual(stored.map((s) => [s.squadId, s.total]));
    for (const r of seen) expect(r.rank).toBe(1 + seen.filter((o) => o.total > r.total).length);
  }, 180_000);
});
