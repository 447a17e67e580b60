import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, DRIVERS, demoLogin, json, setup, type TestContext } from './helpers/setup.ts';

interface Team {
  user: { id: number };
  picks: { slot: number; player: { id: number } }[];
  chips: { name: string; status: string }[];
  active_chip: string | null;
}

// GET /v1/user once read another squad's chips and choices when a squad's id equalled a round's id
// (a bare "id" in the snapshot's subqueries bound to rounds.id). Squad ids and round ids both start at
// 1 here, which is exactly that case.
describe.each(DRIVERS)('GET /v1/user reads only the caller’s squad (%s)', (driver) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setup(driver);
  });
  afterAll(async () => t?.close());

  async function saveQuick(token: string, chip: string | null, offset: number): Promise<Team> {
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
    // Two managers, two different squads: swap the reserve keeper order to make them differ.
    const picks = q.picks.map((p) => ({ player_id: p.player_id, slot: p.slot }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: auth(token),
      payload: {
        picks,
        captain_id: offset === 0 ? q.captain_id : q.vice_captain_id,
        vice_captain_id: offset === 0 ? q.vice_captain_id : q.captain_id,
        chip,
      },
    });
    expect(res.statusCode).toBe(200);
    return json<Team>(res);
  }

  it('a chip one manager plays never shows on another manager’s team', async () => {
    const a = await demoLogin(t.app);
    const b = await demoLogin(t.app);
    await saveQuick(a, null, 0);
    await saveQuick(a, 'bench_boost', 0);
    const savedB = await saveQuick(b, null, 1);
    const readB = json<Team>(await t.app.inject({ url: '/v1/user', headers: auth(b) }));
    expect(readB.user.id).toBe(savedB.user.id);
    expect(readB.active_chip).toBeNull();
    expect(readB.chips.find((c) => c.name === 'bench_boost')?.status).toBe('available');
    expect(readB.picks.map((p) => [p.slot, p.player.id])).toEqual(
      savedB.picks.map((p) => [p.slot, p.player.id]),
    );
    const readA = json<Team>(await t.app.inject({ url: '/v1/user', headers: auth(a) }));
    expect(readA.active_chip).toBe('bench_boost');
  });
});
