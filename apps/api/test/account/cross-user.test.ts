// User A can never read or change user B's team, leagues or profile. Every /v1 route the app has is
// listed from the app itself and called as A with B's ids wherever an id fits, so a route added later
// is checked without anyone remembering to add it here.
import {
  leagueMembers,
  leagues,
  picks,
  squadRounds,
  squads,
  userPreferences,
  users,
} from '@gameweek/db/schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, setup, type TestContext, validSquad } from '../helpers/setup.ts';
import { listRoutes } from './routes-helper.ts';

describe.each(DRIVERS)(
  'user A can never read or change user B’s team, leagues or profile (%s)',
  (driver) => {
    let t: TestContext;
    let a: { id: number; token: string };
    let b: { id: number; token: string; leagueId: number; inviteCode: string };
    const B_EMAIL = 'b.private@example.com';
    const B_MSISDN = '4915799990001';

    const demo = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/token?demo=1',
        headers: { domain: 'a.test' },
      });
      const json = res.json() as { token: string; user: { id: number } };
      return { id: json.user.id, token: json.token };
    };
    const as = (token: string) => ({ domain: 'a.test', authorization: `Bearer ${token}` });

    beforeAll(async () => {
      t = await setup(driver);
      a = await demo();
      const bUser = await demo();
      await t.testDb.db
        .update(users)
        .set({ email: B_EMAIL, msisdn: B_MSISDN })
        .where(eq(users.id, bUser.id));
      const save = await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers: as(bUser.token),
        payload: validSquad(t.season, 1),
      });
      expect(save.statusCode).toBeLessThan(300);
      const league = await t.app.inject({
        method: 'POST',
        url: '/v1/leagues',
        headers: as(bUser.token),
        payload: { name: 'B private league' },
      });
      expect(league.statusCode).toBe(201);
      const lj = league.json() as {
        id?: number;
        league?: { id: number; invite_code?: string };
        invite_code?: string;
      };
      b = {
        ...bUser,
        leagueId: lj.id ?? lj.league!.id,
        inviteCode: lj.invite_code ?? lj.league?.invite_code ?? '',
      };
      await t.app.inject({
        method: 'POST',
        url: '/v1/user',
        headers: as(a.token),
        payload: validSquad(t.season, 0),
      });
    });
    afterAll(async () => t?.close());

    async function snapshotOfB() {
      const db = t.testDb.db;
      const [user] = await db.select().from(users).where(eq(users.id, b.id));
      const bSquads = await db.select().from(squads).where(eq(squads.userId, b.id));
      const ids = bSquads.map((s) => s.id);
      const none = ids.length === 0;
      return JSON.stringify({
        user: { ...user, updatedAt: null },
        squads: bSquads,
        squadRounds: none
          ? []
          : await db.select().from(squadRounds).where(inArray(squadRounds.squadId, ids)),
        picks: none ? [] : await db.select().from(picks).where(inArray(picks.squadId, ids)),
        memberships: none
          ? []
          : await db.select().from(leagueMembers).where(inArray(leagueMembers.squadId, ids)),
        preferences: await db
          .select()
          .from(userPreferences)
          .where(eq(userPreferences.userId, b.id)),
        leagues: await db.select().from(leagues).where(eq(leagues.ownerUserId, b.id)),
      });
    }

    function fill(url: string): string {
      const openRound = t.season.roundIds[0]!;
      return url
        .replace(/^\/v1\/user\/:id/, `/v1/user/${b.id}`)
        .replace(/^\/v1\/leagues\/:id/, `/v1/leagues/${b.leagueId}`)
        .replace(/:roundId/, String(openRound))
        .replace(/:round\b/, '1')
        .replace(/:page/, 'faq')
        .replace(/:id/, String(t.season.players.GK[0]!))
        .replace(/:\w+/g, '1');
    }

    it('covers every /v1 route, and no answer to A shows B’s private data or changes it', async () => {
      // The live-event stream never ends (inject would wait forever); it broadcasts public match
      // events of the tenant, no user data. A new stream must be added here knowingly.
      const STREAMS = ['GET /v1/live'];
      const all = listRoutes(t.app).filter((r) => r.url.startsWith('/v1/'));
      expect(
        all.filter((r) => STREAMS.includes(`${r.method} ${r.url}`)).length,
      ).toBeLessThanOrEqual(STREAMS.length);
      const routes = all.filter((r) => !STREAMS.includes(`${r.method} ${r.url}`));
      expect(routes.length).toBeGreaterThan(5);
      const before = await snapshotOfB();
      // A body that aims at B wherever a field could: ids, B's league, B's number.
      const hostile = {
        ...validSquad(t.season, 0),
        user_id: b.id,
        userId: b.id,
        league_id: b.leagueId,
        id: b.leagueId,
        msisdn: B_MSISDN,
        language: 'de',
        status: 'cancelled',
        name: 'taken over',
      };
      const checked: string[] = [];
      for (const r of routes) {
        const url = fill(r.url);
        const res = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: as(a.token),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: hostile }),
        });
        checked.push(`${r.method} ${r.url} → ${res.statusCode}`);
        expect(res.statusCode, `${r.method} ${url}`).toBeLessThan(500);
        expect(res.body, `${r.method} ${url} leaks B's e-mail`).not.toContain(B_EMAIL);
        expect(res.body, `${r.method} ${url} leaks B's number`).not.toContain(B_MSISDN);
        expect(await snapshotOfB(), `${r.method} ${url} changed B's data`).toBe(before);
      }
      expect(checked.length).toBe(routes.length);
    });

    it('hides B’s picks from A before the deadline', async () => {
      const res = await t.app.inject({
        url: `/v1/user/${b.id}/round/${t.season.roundIds[0]}`,
        headers: as(a.token),
      });
      expect(res.statusCode).toBe(403);
    });

    it('does not let A into B’s league or its membership without the invite', async () => {
      const leave = await t.app.inject({
        method: 'DELETE',
        url: `/v1/leagues/${b.leagueId}/membership`,
        headers: as(a.token),
      });
      expect(leave.statusCode).toBeGreaterThanOrEqual(400);
      const switchTo = await t.app.inject({
        method: 'POST',
        url: '/v1/user/games',
        headers: as(a.token),
        payload: { league_id: b.leagueId },
      });
      expect(switchTo.statusCode).toBeGreaterThanOrEqual(400);
    });

    it('answers a token of another tenant as if it did not exist', async () => {
      const res = await t.app.inject({
        url: '/v1/user',
        headers: { ...as(a.token), domain: 'b.test' },
      });
      expect(res.statusCode).toBe(401);
    });
  },
);
