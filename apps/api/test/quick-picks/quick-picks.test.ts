import { validateCricketSquad } from '@gameweek/rules/cricket/squad-rules';
import {
  type Candidate,
  CRICKET_SHAPE,
  pickSquad,
  SOCCER_SHAPE,
} from '@gameweek/rules/shared/pick-squad';
import { price } from '@gameweek/rules/shared/units';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { validateLineup, validateSquad } from '@gameweek/rules/soccer/squad-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, DRIVERS, demoLogin, json, setup, type TestContext } from '../helpers/setup.ts';

const rules = soccerSeasonRules('2023-24');

function soccerMarket(): Candidate[] {
  const out: Candidate[] = [];
  let id = 1;
  for (let club = 1; club <= 10; club++)
    for (const [pos, n] of [
      ['GK', 2],
      ['DEF', 5],
      ['MID', 5],
      ['FWD', 3],
    ] as const)
      for (let k = 0; k < n; k++)
        out.push({
          id: id++,
          position: pos,
          club,
          price: 40 + ((id * 7) % 90),
          score: (id * 13) % 50,
        });
  return out;
}

function soccerViolations(market: Candidate[], picked: NonNullable<ReturnType<typeof pickSquad>>) {
  const byId = new Map(market.map((c) => [c.id, c]));
  const squad = picked.picks.map((p) => {
    const c = byId.get(p.id)!;
    return {
      element: c.id,
      position: c.position as PlayerPosition,
      club: c.club,
      price: price(c.price),
    };
  });
  return [
    ...validateSquad(rules, squad),
    ...validateLineup(
      rules,
      picked.picks.map((p) => ({
        element: p.id,
        slot: p.slot,
        isCaptain: p.id === picked.captainId,
        isViceCaptain: p.id === picked.viceCaptainId,
      })),
      (id) => byId.get(id)?.position as PlayerPosition | undefined,
    ),
  ];
}

describe('pickSquad', () => {
  it('fills an empty soccer squad that the rules engine accepts, within the budget', () => {
    const market = soccerMarket();
    const picked = pickSquad(SOCCER_SHAPE(1000), market, []);
    expect(picked).not.toBeNull();
    expect(soccerViolations(market, picked!)).toEqual([]);
    expect(picked!.cost).toBeLessThanOrEqual(1000);
  });

  it('keeps chosen players that fit and completes around them, even on a tight budget', () => {
    const market = soccerMarket();
    const keep = market
      .filter((c) => c.price > 110)
      .slice(0, 3)
      .map((c) => c.id);
    const picked = pickSquad(SOCCER_SHAPE(900), market, keep);
    expect(picked).not.toBeNull();
    for (const id of keep) expect(picked!.picks.map((p) => p.id)).toContain(id);
    expect(soccerViolations(market, picked!)).toEqual([]);
  });

  it('answers null when no squad fits the money', () => {
    expect(pickSquad(SOCCER_SHAPE(100), soccerMarket(), [])).toBeNull();
  });

  it('builds a cricket eleven within roles, teams and credits', () => {
    const market: Candidate[] = [];
    let id = 1;
    for (const team of [1, 2])
      for (const [role, n] of [
        ['WK', 2],
        ['BAT', 6],
        ['AR', 4],
        ['BOWL', 6],
      ] as const)
        for (let k = 0; k < n; k++)
          market.push({
            id: id++,
            position: role,
            club: team,
            price: 80 + ((id * 5) % 30),
            score: id % 17,
          });
    const picked = pickSquad(CRICKET_SHAPE(1000), market, []);
    expect(picked).not.toBeNull();
    const lookup = new Map(
      market.map((c) => [
        String(c.id),
        { id: String(c.id), role: c.position as 'WK', credits: c.price / 10, team: String(c.club) },
      ]),
    );
    const result = validateCricketSquad(
      {
        playerIds: picked!.picks.map((p) => String(p.id)),
        captainId: String(picked!.captainId),
        viceCaptainId: String(picked!.viceCaptainId),
      },
      lookup,
    );
    expect(result.violations).toEqual([]);
  });
});

describe('pickSquad on a market with stars', () => {
  // Eight stars worth their price on the ranking, and cheap players enough for an eleven: the stars
  // fill the minimums only as far as the places after them can still be paid for.
  it('keeps money for the flexible places of a cricket eleven', () => {
    const market: Candidate[] = [];
    let id = 1;
    for (const [role, stars, cheap] of [
      ['WK', 1, 2],
      ['BAT', 3, 4],
      ['AR', 1, 3],
      ['BOWL', 3, 4],
    ] as const) {
      for (let k = 0; k < stars; k++)
        market.push({ id: id++, position: role, club: id % 2, price: 120, score: 100 });
      for (let k = 0; k < cheap; k++)
        market.push({ id: id++, position: role, club: id % 2, price: 80, score: 1 });
    }
    const picked = pickSquad(CRICKET_SHAPE(1000), market, []);
    expect(picked).not.toBeNull();
    expect(picked!.picks).toHaveLength(11);
    expect(picked!.cost).toBeLessThanOrEqual(1000);
  });
});

describe.each(DRIVERS)('POST /v1/user/quick-picks (%s)', (driver) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setup(driver);
  });
  afterAll(async () => t?.close());

  it('suggests a squad that POST /v1/user then saves', async () => {
    const token = await demoLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/quick-picks',
      headers: auth(token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const body = json<{
      picks: { player_id: number; slot: number }[];
      captain_id: number;
      vice_captain_id: number;
    }>(res);
    expect(body.picks).toHaveLength(15);
    const save = await t.app.inject({
      method: 'POST',
      url: '/v1/user',
      headers: auth(token),
      payload: {
        picks: body.picks.map((p) => ({ player_id: p.player_id, slot: p.slot })),
        captain_id: body.captain_id,
        vice_captain_id: body.vice_captain_id,
      },
    });
    expect(save.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/quick-picks',
      headers: { domain: 'a.test' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
