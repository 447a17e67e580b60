import { FIXTURE_DIFFICULTY_COLORS } from '@gameweek/themes/layout';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/session.ts';

interface RoundRef {
  name: string;
  status: string;
}

interface Fixtures {
  round: { number: number; name: string; status: string } | null;
  fixtures: unknown[];
}

/** The tenant's rounds as the API has them: the current one and the next. */
async function roundsOf(request: APIRequestContext, base = '') {
  const res = await request.get(`${base}/api/v1/config`);
  expect(res.ok()).toBe(true);
  const config = (await res.json()) as {
    competition: { season: { rounds: { current: RoundRef | null; next: RoundRef | null } } };
  };
  const { current, next } = config.competition.season.rounds;
  expect(current, 'a current round').not.toBeNull();
  expect(next, 'a next round').not.toBeNull();
  return { current: current as RoundRef, next: next as RoundRef };
}

/** The fixtures of the round ahead: the one after the current round once that is finished. */
async function fixturesAhead(request: APIRequestContext, base = ''): Promise<Fixtures> {
  const current = (await (await request.get(`${base}/api/v1/fixtures`)).json()) as Fixtures;
  if (current.round?.status !== 'FINISHED') return current;
  const res = await request.get(`${base}/api/v1/fixtures?round=${current.round.number + 1}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Fixtures;
}

/** '#257d5a' → 'rgb(37, 125, 90)', as getComputedStyle reports it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test('the signed-in home shows the round overview, fixtures, team of the week and news in the theme order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page);
  // The page starts from the data it was rendered with: reloading it makes no browser API call
  // (the sign-in's client navigation to /home fetches, so let that finish first).
  await page.waitForLoadState('networkidle');
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  expect(apiCalls).toEqual([]);

  // My gameweek: the next round (open) with a ticking countdown and the one next action (a new
  // demo manager has no team: pick it), then the last round played (the API's current round,
  // finished) with its figures.
  const { current, next } = await roundsOf(page.request);
  expect(current.status).toBe('FINISHED');
  expect(next.status).toBe('OPEN');
  const card = page.getByTestId('my-gameweek');
  await expect(card.getByRole('heading', { level: 2 })).toContainText(next.name);
  await expect(card.getByTestId('next-action')).toHaveText('Pick your team');
  await expect(card.getByTestId('next-action')).toHaveAttribute('href', '/my-team');
  await expect(page.getByTestId('round-card')).toContainText(current.name);
  await expect(page.getByTestId('gameweek-overview')).toContainText('pts');
  const countdown = page.getByTestId('deadline-countdown');
  await expect(countdown).toHaveText(/\d\d:\d\d:\d\d/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 3_000 });

  // Every fixture of the round ahead, each side on its difficulty colour from the theme constants.
  const ahead = await fixturesAhead(page.request);
  expect(ahead.round?.name).toBe(next.name);
  const fixtures = page.getByTestId('home-fixtures');
  await expect(fixtures).toContainText(next.name);
  const sides = fixtures.locator('.hs-fixture [data-difficulty]');
  await expect(sides).toHaveCount(2 * ahead.fixtures.length);
  expect(ahead.fixtures.length).toBeGreaterThan(0);
  for (let i = 0; i < 2 * ahead.fixtures.length; i++) {
    const side = sides.nth(i);
    const level = Number(await side.getAttribute('data-difficulty')) as 1 | 2 | 3 | 4 | 5;
    await expect(side).toHaveCSS(
      'background-color',
      rgb(FIXTURE_DIFFICULTY_COLORS[level].background),
    );
  }

  // Team of the week: a full eleven, keeper first.
  const totw = page.getByTestId('home-team-of-the-week-players');
  await expect(totw.locator('.hs-tile')).toHaveCount(11);
  await expect(totw.locator('.hs-tile').first()).toContainText('GK');

  // News: the tenant's items and the match reports of the round.
  const news = page.getByTestId('home-news');
  await expect(news).toContainText('Win a smartphone every season');
  await expect(news).toContainText('Match report');

  // Order: my gameweek, live matches, the rest of the theme's ten (the team prompt is the card's
  // next action), then the sections it does not order.
  const order = await page
    .locator('[data-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
  const at = (s: string) => order.indexOf(s);
  expect(at('gameweek')).toBe(0);
  expect(at('liveMatches')).toBe(1);
  expect(at('prompt')).toBe(-1);
  expect(at('fixtures')).toBeGreaterThan(at('liveMatches'));
  expect(at('news')).toBeGreaterThan(at('fixtures'));
  expect(at('discoverLinks')).toBeGreaterThan(at('news'));
  expect(at('teamOfTheWeek')).toBeGreaterThan(at('discoverLinks'));
  expect(at('standings')).toBeGreaterThan(at('discoverLinks'));
  expect(order.at(-1)).toBe('search');
});

test('the guest home shows the public sections and invites the guest to subscribe', async ({
  page,
}) => {
  await page.goto('/guest');
  const { current, next } = await roundsOf(page.request);
  const invite = page.getByTestId('guest-invite');
  await expect(invite.getByRole('link', { name: 'Join now' })).toHaveAttribute(
    'href',
    '/free-sign-up',
  );
  await expect(page.getByTestId('round-card')).toContainText(current.name);
  await expect(page.getByTestId('my-gameweek')).toContainText(next.name);
  // The guest's one next action is to join: the invitation is in the my-gameweek card.
  await expect(page.getByTestId('my-gameweek').getByTestId('guest-invite')).toBeVisible();
  await expect(page.getByTestId('deadline-countdown')).toHaveText(/\d\d:\d\d:\d\d/);
  await expect(page.getByTestId('home-fixtures')).toBeVisible();
  await expect(page.getByTestId('home-news')).toBeVisible();
  await expect(page.getByTestId('team-prompt')).toHaveCount(0);
  await expect(page.locator('[data-section="leaderboard"]')).toHaveCount(0);
  await expect(page.getByTestId('guest-invite-end')).toBeVisible();
});

test('a section whose data is missing is left out, never shown empty', async ({ page }) => {
  // The cricket tenant has no videos: no videos section. The sections whose data the played match
  // days give (the table, the team of the week, the fixtures) are there, and none is empty.
  const base = `http://cricket.localhost:${process.env.E2E_WEB_PORT ?? 3310}`;
  await page.goto(`${base}/guest`);
  // Asked by the page itself: only the browser resolves cricket.localhost to this machine.
  const videos = await page.evaluate(async () => {
    const r = await fetch('/api/v1/videos?limit=4');
    return ((await r.json()) as { items: unknown[] }).items;
  });
  expect(videos).toEqual([]);
  await expect(page.getByTestId('guest-invite')).toBeVisible();
  await expect(page.locator('[data-section="videos"]')).toHaveCount(0);
  await expect(page.getByTestId('home-fixtures')).toBeVisible();
  await expect(page.getByTestId('home-team-of-the-week-players').locator('.hs-tile')).toHaveCount(
    11,
  );
  await expect(page.getByTestId('home-standings')).toBeVisible();
  await expect(page.locator('[data-section]:empty')).toHaveCount(0);
});
