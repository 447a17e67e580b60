import {
  fixtures,
  h2hMatches,
  leagues,
  managerRoundScores,
  playerFixturePoints,
  pointsHistograms,
  rounds,
} from '@gameweek/db/schema';
import { createSquad, createUser } from '@gameweek/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  DRIVERS,
  demoLogin,
  json,
  setup,
  type TestContext,
  validSquad,
} from './helpers/setup.ts';

type Standing = {
  rank: number;
  total: number;
  squad_id: number;
  movement: number;
  manager_name: string;
};
type Board = {
  rows: Standing[];
  me: Standing | null;
  next_cursor: string | null;
  total_managers: number;
};

describe.each(DRIVERS)('round points, leaderboards and leagues (%s)', (driver) => {
  let t: TestContext;
  let token: string;
  let myUserId: number;
  let mySquadId: number;
  const totals = [70, 55, 55, 40, 20];
  beforeAll(async () => {
    t = await setup(driver);
    const { db } = t.testDb;
    const [r1, r2] = t.season.roundIds as [number, number];
    // The demo user builds a team for round 1 while it is open.
    token = await demoLogin(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: auth(token),
      payload: validSquad(t.season),
    });
    expect(saved.statusCode).toBe(200);
    myUserId = json<{ user: { id: number } }>(saved).user.id;
    // Round 1 is played: the clock would now lock it, score fixtures and write manager scores.
    await db.update(rounds).set({ status: 'FINISHED' }).where(eq(rounds.id, r1));
    await db.update(fixtures).set({ status: 'FINISHED' }).where(eq(fixtures.roundId, r1));
    await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, r2));
    t.app.services.tenants.invalidateRounds();
    const body = validSquad(t.season);
    const starters = body.picks.filter((p) => p.slot <= 11).map((p) => p.player_id);
    const fixture = t.season.fixtureIds[0]!;
    // Captain scored a goal; the first defender did not play (the bench defender comes on).
    const now = new Date();
    await db.insert(playerFixturePoints).values(
      [...starters, body.picks[12]!.player_id, body.picks[13]!.player_id].map((playerId) => {
        const didNotPlay = playerId === body.picks[1]!.player_id;
        const captain = playerId === body.captain_id;
        return {
          fixtureId: fixture,
          playerId,
          roundId: r1,
          stats: {
            minutes: didNotPlay ? 0 : 90,
            yellow_cards: 0,
            red_cards: 0,
            goals_scored: captain ? 1 : 0,
          } as never,
          points: didNotPlay ? 0 : captain ? 7 : 2,
          breakdown: didNotPlay
            ? []
            : [
                { stat: 'minutes', value: 90, points: 2 },
                ...(captain ? [{ stat: 'goals_scored', value: 1, points: 5 }] : []),
              ],
          final: true,
          updatedAt: now,
        };
      }),
    );
    // Five other managers with scores, and mine.
    const squads: number[] = [];
    for (const [i, total] of totals.entries()) {
      const u = await createUser(db, { tenantId: t.tenantA.id, name: `M${i}` });
      const { squad } = await createSquad(db, {
        tenantId: t.tenantA.id,
        userId: u.id,
        seasonId: t.season.seasonId,
        roundId: r1,
      });
      squads.push(squad.id);
      void total;
    }
    const [mine] = await db
      .select()
      .from(managerRoundScores)
      .where(eq(managerRoundScores.roundId, r1));
    expect(mine).toBeUndefined();
    const { squads: squadsTable } = await import('@gameweek/db/schema');
    const [my] = await db.select().from(squadsTable).where(eq(squadsTable.userId, myUserId));
    mySquadId = my!.id;
    const all = [...squads.map((s, i) => ({ s, total: totals[i]! })), { s: mySquadId, total: 50 }];
    const rankOf = (v: number) => 1 + all.filter((a) => a.total > v).length;
    await db.insert(managerRoundScores).values(
      all.map((a) => ({
        squadId: a.s,
        roundId: r1,
        tenantId: t.tenantA.id,
        points: a.total,
        total: a.total,
        rank: rankOf(a.total),
        // Mine was 6th after the round before (a climb of two places to 4th).
        previousRank: a.s === mySquadId ? 6 : null,
        final: true,
        updatedAt: now,
      })),
    );
    // Another tenant's manager in the same round, far ahead: not in this tenant's average or highest.
    const other = await createUser(db, { tenantId: t.tenantB.id, name: 'Elsewhere' });
    const { squad: otherSquad } = await createSquad(db, {
      tenantId: t.tenantB.id,
      userId: other.id,
      seasonId: t.season.seasonId,
      roundId: r1,
    });
    await db.insert(managerRoundScores).values({
      squadId: otherSquad.id,
      roundId: r1,
      tenantId: t.tenantB.id,
      points: 150,
      total: 150,
      rank: 1,
      final: true,
      updatedAt: now,
    });
    const hist = new Map<number, number>();
    for (const a of all) hist.set(a.total, (hist.get(a.total) ?? 0) + 1);
    await db.insert(pointsHistograms).values(
      [...hist].map(([points, managers]) => ({
        tenantId: t.tenantA.id,
        roundId: r1,
        kind: 'total',
        points,
        managers,
      })),
    );
  });
  afterAll(async () => t?.close());

  it('shows my round team with breakdown lines, captaincy and the automatic substitution', async () => {
    const res = await t.app.inject({ url: '/v1/user/round/1', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    const body = json<{
      points: number;
      live: boolean;
      auto_subs: { out: number; in: number }[];
      overall_rank: number;
      previous_rank: number | null;
      average_points: number | null;
      highest_points: number | null;
      picks: {
        player: { id: number };
        multiplier: number;
        points: number;
        breakdown: { stat: string }[];
        auto_sub: string | null;
      }[];
    }>(res);
    const squad = validSquad(t.season);
    expect(body.live).toBe(false);
    expect(body.auto_subs).toEqual([
      { out: squad.picks[1]!.player_id, in: squad.picks[12]!.player_id },
    ]);
    // 9 other starters × 2 + captain 7 × 2 + the substitute 2 (the non-playing defender scores 0)
    expect(body.points).toBe(9 * 2 + 14 + 2);
    const captain = body.picks.find((p) => p.player.id === squad.captain_id)!;
    expect(captain).toMatchObject({ multiplier: 2, points: 14 });
    expect(captain.breakdown.map((b) => b.stat)).toEqual(['minutes', 'goals_scored']);
    expect(body.overall_rank).toBe(4);
    // The round summary: where I was before, and the tenant's average and best of the round
    // (net points 70, 55, 55, 40, 20 and my 50; the other tenant's 150 is not in them).
    expect(body.previous_rank).toBe(6);
    expect(body.average_points).toBe(48.3);
    expect(body.highest_points).toBe(70);
    const byId = await t.app.inject({
      url: `/v1/user/${myUserId}/round/${t.season.roundIds[0]}`,
      headers: auth(token),
    });
    expect(json(byId)).toEqual(body);
  });

  // Issue 18, defect 7: bench rows showed 0 beside "Bench points 2", and every row said
  // "Provisional bonus" even with the official bonus in.
  it('carries each bench player’s share of the bench points and whether his bonus is final', async () => {
    type Pick = {
      player: { id: number };
      multiplier: number;
      points: number;
      bench_points: number;
      bonus_final: boolean;
      provisional: boolean;
    };
    const view = async () =>
      json<{ bench_points: number; picks: Pick[] }>(
        await t.app.inject({ url: '/v1/user/round/1', headers: auth(token) }),
      );
    const squad = validSquad(t.season);
    const body = await view();
    const benchPlayer = body.picks.find((p) => p.player.id === squad.picks[13]!.player_id)!;
    // Left on the bench with his 2 points: they are the bench's points, not the team's.
    expect(benchPlayer).toMatchObject({ multiplier: 0, points: 0, bench_points: 2 });
    expect(body.bench_points).toBe(2);
    expect(body.picks.reduce((sum, p) => sum + p.bench_points, 0)).toBe(body.bench_points);
    const cameOn = body.picks.find((p) => p.player.id === squad.picks[12]!.player_id)!;
    expect(cameOn.bench_points).toBe(0);
    expect(body.picks.every((p) => p.bonus_final && !p.provisional)).toBe(true);

    // The same fixture still live, its bonus from the bps so far: nobody's bonus is final.
    const { db } = t.testDb;
    const fixture = t.season.fixtureIds[0]!;
    await db.update(fixtures).set({ status: 'LIVE' }).where(eq(fixtures.id, fixture));
    await db
      .update(playerFixturePoints)
      .set({ final: false })
      .where(eq(playerFixturePoints.fixtureId, fixture));
    try {
      const live = await view();
      const played = live.picks.filter((p) => p.provisional);
      expect(played.length).toBeGreaterThan(0);
      expect(played.every((p) => !p.bonus_final)).toBe(true);
      // The fixture has ended but its official bonus is not in yet: still not final.
      await db.update(fixtures).set({ status: 'FINISHED' }).where(eq(fixtures.id, fixture));
      const ended = await view();
      const scorer = ended.picks.find((p) => p.player.id === squad.captain_id)!;
      expect(scorer).toMatchObject({ provisional: false, bonus_final: false });
    } finally {
      await db.update(fixtures).set({ status: 'FINISHED' }).where(eq(fixtures.id, fixture));
      await db
        .update(playerFixturePoints)
        .set({ final: true })
        .where(eq(playerFixturePoints.fixtureId, fixture));
    }
  });

  it('hides another manager’s picks before the deadline and 404s unknown rounds', async () => {
    const other = await demoLogin(t.app);
    const r2 = t.season.roundIds[1]!;
    const res = await t.app.inject({
      url: `/v1/user/${myUserId}/round/${r2}`,
      headers: auth(other),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toMatchObject({ statusCode: 403, redirect: '/leaderboard' });
    const missing = await t.app.inject({ url: '/v1/user/round/99', headers: auth(token) });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/v1/user/round/abc', headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('answers NO_TEAM with the round when a manager had no team in it', async () => {
    const fresh = await demoLogin(t.app);
    const own = await t.app.inject({ url: '/v1/user/round/1', headers: auth(fresh) });
    expect(own.statusCode).toBe(404);
    expect(json(own)).toMatchObject({
      statusCode: 404,
      code: 'NO_TEAM',
      details: [{ code: 'NO_TEAM', params: { round_number: 1 } }],
    });
    const me = json<{ user: { id: number } }>(
      await t.app.inject({ url: '/v1/user', headers: auth(fresh) }),
    );
    const seen = await t.app.inject({
      url: `/v1/user/${me.user.id}/round/${t.season.roundIds[0]}`,
      headers: auth(token),
    });
    expect(json(seen)).toMatchObject({ statusCode: 404, code: 'NO_TEAM' });
    // An unknown round stays a plain 404.
    const missing = await t.app.inject({ url: '/v1/user/round/99', headers: auth(fresh) });
    expect(json(missing)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('pages the overall leaderboard with a keyset cursor, competition ranks and my own row', async () => {
    const first = json<Board>(
      await t.app.inject({ url: '/v1/leaderboard?limit=2', headers: auth(token) }),
    );
    expect(first.total_managers).toBe(6);
    expect(first.rows.map((r) => [r.rank, r.total])).toEqual([
      [1, 70],
      [2, 55],
    ]);
    expect(first.me).toMatchObject({ rank: 4, total: 50, squad_id: mySquadId });
    const second = json<Board>(
      await t.app.inject({
        url: `/v1/leaderboard?limit=2&cursor=${first.next_cursor}`,
        headers: auth(token),
      }),
    );
    expect(second.rows.map((r) => [r.rank, r.total])).toEqual([
      [2, 55],
      [4, 50],
    ]);
    const third = json<Board>(
      await t.app.inject({
        url: `/v1/leaderboard?limit=2&cursor=${second.next_cursor}`,
        headers: auth(token),
      }),
    );
    expect(third.rows.map((r) => r.total)).toEqual([40, 20]);
    const end = json<Board>(
      await t.app.inject({
        url: `/v1/leaderboard?limit=2&cursor=${third.next_cursor}`,
        headers: auth(token),
      }),
    );
    expect(end.rows).toEqual([]);
    expect(end.next_cursor).toBeNull();
    const bad = await t.app.inject({ url: '/v1/leaderboard?cursor=%%%', headers: auth(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('creates, joins, lists, switches and leaves leagues', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/leagues',
      headers: auth(token),
      payload: { name: 'Office', kind: 'classic' },
    });
    expect(created.statusCode).toBe(201);
    const league = json<{
      league: { id: number; invite_code: string; members: number; owner: boolean };
    }>(created).league;
    expect(league).toMatchObject({ members: 1, owner: true });
    expect(league.invite_code).toMatch(/^[A-Z2-9]{8}$/);

    // A friend without a team cannot join; with a team they can, once.
    const friend = await demoLogin(t.app);
    const early = await t.app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: auth(friend),
      payload: { code: league.invite_code },
    });
    expect(early.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/user',
          headers: auth(friend),
          payload: validSquad(t.season, 4),
        })
      ).statusCode,
    ).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: auth(friend),
      payload: { code: league.invite_code.toLowerCase() },
    });
    expect(joined.statusCode).toBe(200);
    const detail = json<{ standings: Board }>(joined);
    expect(detail.standings.total_managers).toBe(2);
    // The league started with round 2: round 1 points do not count in it, so both are level.
    expect(detail.standings.rows.map((r) => [r.rank, r.total])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(detail.standings.me).toMatchObject({ rank: 1, total: 0 });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: auth(friend),
      payload: { code: league.invite_code },
    });
    expect(json(twice)).toMatchObject({ statusCode: 409, code: 'ALREADY_MEMBER' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: auth(friend),
      payload: { code: 'NOPE1234' },
    });
    expect(wrong.statusCode).toBe(404);

    const games = json<{
      games: { id: number; system: boolean; rank: number | null; active: boolean }[];
      active_id: number;
    }>(await t.app.inject({ url: '/v1/user/games', headers: auth(token) }));
    expect(games.games.map((g) => g.system)).toEqual([true, false]);
    expect(games.games[0]).toMatchObject({ rank: 4, active: true });
    const switched = json<{ active_id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/games',
        headers: auth(token),
        payload: { league_id: league.id },
      }),
    );
    expect(switched.active_id).toBe(league.id);
    // The next read of the list keeps the chosen league active (a stored preference).
    const after = json<{ games: { id: number; active: boolean }[]; active_id: number }>(
      await t.app.inject({ url: '/v1/user/games', headers: auth(token) }),
    );
    expect(after.active_id).toBe(league.id);
    expect(after.games.filter((g) => g.active).map((g) => g.id)).toEqual([league.id]);
    // Someone without a team has no leagues, and no private league page.
    const newcomer = await demoLogin(t.app);
    expect(json(await t.app.inject({ url: '/v1/user/games', headers: auth(newcomer) }))).toEqual({
      games: [],
      active_id: null,
    });
    const notMember = await t.app.inject({
      url: `/v1/leagues/${league.id}`,
      headers: auth(newcomer),
    });
    expect(json(notMember)).toMatchObject({ code: 'NOT_MEMBER' });
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/v1/user/games',
      headers: auth(await demoLogin(t.app)),
      payload: { league_id: league.id },
    });
    expect(notMine.statusCode).toBe(404);

    const overallId = games.games[0]!.id;
    const leaveOverall = await t.app.inject({
      method: 'DELETE',
      url: `/v1/leagues/${overallId}/membership`,
      headers: auth(token),
    });
    expect(leaveOverall.statusCode).toBe(403);
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/v1/leagues/${league.id}/membership`,
      headers: auth(friend),
    });
    expect(leave.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/v1/leagues/${league.id}`, headers: auth(friend) });
    expect(gone.statusCode).toBe(404);
    // Another tenant's user cannot see the league either.
    const outsider = await t.app.inject({
      url: `/v1/leagues/${league.id}`,
      headers: auth(await demoLogin(t.app, 'b.test'), 'b.test'),
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('ranks a head-to-head league by league points and lists its matches', async () => {
    const created = json<{ league: { id: number; invite_code: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/v1/leagues',
        headers: auth(token),
        payload: { name: 'H2H cup', kind: 'h2h' },
      }),
    );
    const friend = await demoLogin(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: auth(friend),
      payload: validSquad(t.season, 5),
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/leagues/join',
      headers: auth(friend),
      payload: { code: created.league.invite_code },
    });
    const { db } = t.testDb;
    const friendTeam = json<{ user: { id: number } }>(
      await t.app.inject({ url: '/v1/user', headers: auth(friend) }),
    );
    const { squads } = await import('@gameweek/db/schema');
    const [fs] = await db.select().from(squads).where(eq(squads.userId, friendTeam.user.id));
    await db.insert(h2hMatches).values({
      leagueId: created.league.id,
      roundId: t.season.roundIds[0]!,
      homeSquadId: fs!.id,
      awaySquadId: mySquadId,
      homePoints: 60,
      awayPoints: 50,
      homeResult: 3,
      awayResult: 0,
    });
    const res = json<{
      matches: unknown[];
      standings: { rows: { squad_id: number; league_points: number; rank: number; won: number }[] };
    }>(await t.app.inject({ url: `/v1/leagues/${created.league.id}`, headers: auth(token) }));
    expect(res.matches).toHaveLength(1);
    expect(res.standings.rows[0]).toMatchObject({
      squad_id: fs!.id,
      league_points: 3,
      rank: 1,
      won: 1,
    });
    expect(res.standings.rows[1]).toMatchObject({ squad_id: mySquadId, league_points: 0, rank: 2 });
    const [l] = await db.select().from(leagues).where(eq(leagues.id, created.league.id));
    expect(l?.kind).toBe('h2h');
  });
});
