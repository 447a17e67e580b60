import { playerFixturePoints, playerPrices, rounds } from '@gameweek/db/schema';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, json, setup, type TestContext } from '../helpers/setup.ts';

describe.each(DRIVERS)('GET /v1/players (%s)', (driver) => {
  let t: TestContext;
  let playerId: number;
  beforeAll(async () => {
    t = await setup(driver);
    playerId = t.season.players.FWD[0] as number;
    const db = t.testDb.db;
    const [r1, r2] = t.season.roundIds as [number, number];
    const fixture = t.season.fixtureIds[0] as number;
    const fixture2 = t.season.fixtureIds[t.season.fixtureIds.length - 1] as number;
    const now = new Date();
    await db.insert(playerFixturePoints).values([
      {
        fixtureId: fixture,
        playerId,
        roundId: r1,
        stats: { minutes: 90, goals_scored: 2, assists: 1 },
        points: 13,
        breakdown: [],
        final: true,
        updatedAt: now,
      },
      {
        fixtureId: fixture2,
        playerId,
        roundId: r2,
        stats: { minutes: 30, goals_scored: 1, red_card: true },
        points: 2,
        breakdown: [],
        final: true,
        updatedAt: now,
      },
    ]);
    // Both rounds have opened (a round's price shows once the clock has opened it).
    await db
      .update(rounds)
      .set({ opensAt: new Date(Date.now() - 86_400_000) })
      .where(inArray(rounds.id, [r1, r2]));
    await db.insert(playerPrices).values([
      { playerId, roundId: r1, price: 50 },
      { playerId, roundId: r2, price: 52 },
      // Round 3 has not opened: its price is the future (issue 18).
      { playerId, roundId: t.season.roundIds[2]!, price: 55 },
    ]);
  });
  afterAll(async () => t?.close());

  it('lists every player of the season with stat totals summed over rounds', async () => {
    const res = await t.app.inject({ url: '/v1/players', headers: { domain: 'a.test' } });
    expect(res.statusCode).toBe(200);
    const body = json<{ players: { id: number; stats: Record<string, number> }[] }>(res);
    const all = Object.values(t.season.players).flat();
    expect(body.players).toHaveLength(all.length);
    const p = body.players.find((x) => x.id === playerId);
    expect(p).toMatchObject({
      total_points: 15,
      minutes: 120,
      stats: { goals_scored: 3, assists: 1, red_card: 1, minutes: 120 },
    });
    const other = body.players.find((x) => x.id !== playerId);
    expect(other?.stats).toEqual({});
  });

  it('gives one player points per round and price history, and 404 for an unknown id', async () => {
    const res = await t.app.inject({
      url: `/v1/players/${playerId}`,
      headers: { domain: 'a.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      player: { id: playerId, total_points: 15 },
      history: [
        { round: 1, points: 13 },
        { round: 2, points: 2 },
      ],
      prices: [
        { round: 1, price: 50 },
        { round: 2, price: 52 },
      ],
    });
    expect(json<{ prices: unknown[] }>(res).prices).toHaveLength(2);
    const missing = await t.app.inject({
      url: '/v1/players/999999',
      headers: { domain: 'a.test' },
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
