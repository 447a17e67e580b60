import { expect, test } from '@playwright/test';
import { API_URL } from '../support/session.ts';

// The season run's API answers its hooks on its own port, at the anchor (round 5 open).
test('the season servers start at the anchor and the clock hook moves forward only', async ({
  request,
}) => {
  const season = await (await request.get(`${API_URL}/__e2e/season`)).json();
  expect(season.soccerSeasonId).toBeGreaterThan(0);
  const at = new Date(Date.parse(season.now) + 60_000).toISOString();
  const moved = await (await request.post(`${API_URL}/__e2e/clock`, { data: { at } })).json();
  expect(Date.parse(moved.now)).toBeGreaterThanOrEqual(Date.parse(at));
  const back = await (
    await request.post(`${API_URL}/__e2e/clock`, { data: { at: season.anchor } })
  ).json();
  expect(Date.parse(back.now)).toBeGreaterThanOrEqual(Date.parse(at));
});
