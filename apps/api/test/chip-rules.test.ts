import { rounds } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, DRIVERS, demoLogin, json, setup, type TestContext } from './helpers/setup.ts';

// A Wildcard or Free Hit is final once saved; Bench Boost and Triple Captain may be swapped or
// cancelled before the deadline. Enforced by the server, whatever the client sends.
describe.each(DRIVERS)('POST /v1/user chip rules in one round (%s)', (driver) => {
  let t: TestContext;
  let token: string;
  let squad: {
    picks: { player_id: number; slot: number }[];
    captain_id: number;
    vice_captain_id: number;
  };

  beforeAll(async () => {
    t = await setup(driver);
    // Round 2 is open (Wildcard and Free Hit start in round 2).
    const db = t.testDb.db;
    await db.update(rounds).set({ status: 'FINISHED' }).where(eq(rounds.id, t.season.roundIds[0]!));
    await db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, t.season.roundIds[1]!));
    token = await demoLogin(t.app);
    const q = json<{
      picks: { player_id: number; slot: number }[];
      captain_id: number;
      vice_captain_id: number;
    }>(
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/quick-picks',
        headers: auth(token),
        payload: {},
      }),
    );
    squad = {
      picks: q.picks.map((p) => ({ player_id: p.player_id, slot: p.slot })),
      captain_id: q.captain_id,
      vice_captain_id: q.vice_captain_id,
    };
  });
  afterAll(async () => t?.close());

  const save = (chip: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: auth(token),
      payload: { ...squad, round_id: t.season.roundIds[1], chip },
    });

  it('lets Bench Boost be swapped for Triple Captain, or cancelled, before the deadline', async () => {
    expect((await save('bench_boost')).statusCode).toBe(200);
    const swapped = await save('triple_captain');
    expect(swapped.statusCode).toBe(200);
    expect(json<{ active_chip: string | null }>(swapped).active_chip).toBe('triple_captain');
    const cancelled = await save(null);
    expect(cancelled.statusCode).toBe(200);
    expect(json<{ active_chip: string | null }>(cancelled).active_chip).toBeNull();
  });

  it('keeps a saved Free Hit: cancelling it or playing another chip is refused and nothing changes', async () => {
    expect((await save('free_hit')).statusCode).toBe(200);
    for (const other of [null, 'bench_boost', 'wildcard']) {
      const res = await save(other);
      expect(res.statusCode).toBe(422);
      const body = json<{ details?: { code: string; params: { chip?: string } }[] }>(res);
      expect(body.details).toContainEqual({ code: 'CHIP_CONFIRMED', params: { chip: 'free_hit' } });
    }
    const read = json<{ active_chip: string | null }>(
      await t.app.inject({ url: '/v1/user', headers: auth(token) }),
    );
    expect(read.active_chip).toBe('free_hit');
    // Saving again with the Free Hit (e.g. a captaincy change) is fine.
    expect((await save('free_hit')).statusCode).toBe(200);
  });
});
