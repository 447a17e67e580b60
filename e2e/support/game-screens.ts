/**
 * The game screens of issue 20, each opened the way a player reaches it, for the journey that runs
 * axe on each and compares the screenshots (journeys/game-screens.spec.ts). One sign-in per tenant
 * × language (`startTour`), then each screen's
 * `open` starts from its own URL, so one screen failing does not take the next ones with it
 * (`eachScreen` runs them all and fails at the end with every screen that failed).
 *
 * The selectors are the test ids the issue-20 helpers agreed: `pitch-player` (tapped to open
 * `player-sheet`), `sheet-transfer-out`, `transfers-review` and the `transfers-confirm` dialog,
 * the points screen's `points-pitch` and `points-list` panels (the list is its second tab). A screen
 * waits for what shows it is there; what each redesigned screen contains is its own journeys' job.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { setLanguage, waitForHydration } from './screens.ts';
import { API_URL } from './session.ts';

const WEB_PORT = process.env.E2E_WEB_PORT ?? 3310;
export const SITES = {
  soccer: `http://localhost:${WEB_PORT}`,
  cricket: `http://cricket.localhost:${WEB_PORT}`,
} as const;
export type Sport = keyof typeof SITES;
export type Lang = 'en' | 'ur';
export const TOURS: { sport: Sport; lang: Lang }[] = [
  { sport: 'soccer', lang: 'en' },
  { sport: 'soccer', lang: 'ur' },
  { sport: 'cricket', lang: 'en' },
  { sport: 'cricket', lang: 'ur' },
];

interface Player {
  id: number;
  name: string;
  position: string;
  price: number;
  team: { id: number };
}

interface Team {
  picks: { slot: number; player: Player }[];
  bank: number;
}

export interface Tour {
  page: Page;
  sport: Sport;
  lang: Lang;
  base: string;
  /** The last scored round (the leaderboard's), whose points pages have points. */
  round: { id: number; number: number };
  /** The overall leader, whose team in `round` is on the cricket points screen. */
  leaderId: number;
  /** The season's best player so far, for the player page. */
  bestPlayerId: number;
}

/** JSON from the web app's own /api proxy, fetched by the page (only it resolves cricket.localhost). */
async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.json();
  }, path) as Promise<T>;
}

async function postJson(page: Page, path: string, body: unknown): Promise<string> {
  return page.evaluate(
    async ({ p, b }) => {
      const res = await fetch(p, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return res.ok ? 'ok' : `${p}: ${res.status} ${await res.text()}`;
    },
    { p: path, b: body },
  );
}

/**
 * A fresh demo manager with a team, in `lang`. Soccer: the squad saved for the last finished round
 * (the e2e API's past-squad hook), so /points has his points and the open round is a transfer round.
 * Cricket: the eleven quick picks suggests, saved for the open round (editing it before the deadline
 * is cricket's transfers); his points screen is the leader's team in the last scored round.
 */
export async function startTour(
  page: Page,
  request: APIRequestContext,
  sport: Sport,
  lang: Lang,
): Promise<Tour> {
  const base = SITES[sport];
  await page.goto(`${base}/`);
  await page.getByTestId('demo-login').click();
  await page.waitForURL('**/home');
  await setLanguage(page, lang);
  if (sport === 'soccer') {
    const token = (await page.context().cookies(base)).find((c) => c.name === 'token')?.value;
    expect(token, 'session cookie').toBeTruthy();
    const res = await request.post(`${API_URL}/__e2e/past-squad`, { data: { token } });
    expect(res.ok(), `past-squad: ${await res.text()}`).toBe(true);
  } else {
    const squad = await page.evaluate(async () => {
      const res = await fetch('/api/v1/user/quick-picks', { method: 'POST', body: '{}' });
      return res.json();
    });
    const saved = await postJson(page, '/api/v1/user', {
      picks: squad.picks.map(({ player_id, slot }: { player_id: number; slot: number }) => ({
        player_id,
        slot,
      })),
      captain_id: squad.captain_id,
      vice_captain_id: squad.vice_captain_id,
      chip: null,
    });
    expect(saved, 'the quick-picked eleven saved').toBe('ok');
  }
  const board = await getJson<{
    round: { id: number; number: number } | null;
    rows: { user_id: number }[];
  }>(page, '/api/v1/leaderboard?limit=1');
  const { players } = await getJson<{ players: { id: number; total_points: number }[] }>(
    page,
    '/api/v1/players',
  );
  const best = [...players].sort((a, b) => b.total_points - a.total_points || a.id - b.id)[0];
  expect(board.round, 'a scored round').toBeTruthy();
  expect(board.rows[0], 'a leader').toBeTruthy();
  expect(best, 'a player').toBeTruthy();
  return {
    page,
    sport,
    lang,
    base,
    round: board.round as { id: number; number: number },
    leaderId: board.rows[0]?.user_id ?? 0,
    bestPlayerId: best?.id ?? 0,
  };
}

/** The page is what a player sees once it settled: hydrated, fonts loaded. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function goto(tour: Tour, path: string) {
  await tour.page.goto(`${tour.base}${path}`);
  await settled(tour.page);
}

async function myTeam(tour: Tour) {
  await goto(tour, '/my-team');
  await expect(tour.page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
}

/** The my-team screen's pitch/list switch (today's `.sb-tab` buttons, pitch first). */
const viewTab = (page: Page, view: 'pitch' | 'list') =>
  page.locator('.sb-tab').nth(view === 'pitch' ? 0 : 1);

async function myTeamPitch(tour: Tour) {
  await myTeam(tour);
  await viewTab(tour.page, 'pitch').click();
  await expect(tour.page.getByTestId('pitch-player').first()).toBeVisible();
}

/** The points screen: soccer the manager's own round, cricket the leader's team in that round. */
async function points(tour: Tour) {
  await goto(
    tour,
    tour.sport === 'soccer'
      ? `/points/${tour.round.number}`
      : `/manager/${tour.leaderId}/round/${tour.round.id}`,
  );
}

/** A player of the same position who is not in the team, whose club stays within the limit and the bank pays. */
function replacementFor(out: Player, team: Team, market: Player[], clubLimit: number): Player {
  const perClub = new Map<number, number>();
  for (const p of team.picks)
    perClub.set(p.player.team.id, (perClub.get(p.player.team.id) ?? 0) + 1);
  perClub.set(out.team.id, (perClub.get(out.team.id) ?? 0) - 1);
  const inTeam = new Set(team.picks.map((p) => p.player.id));
  const found = [...market]
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .find(
      (p) =>
        p.position === out.position &&
        !inTeam.has(p.id) &&
        (perClub.get(p.team.id) ?? 0) < clubLimit &&
        p.price <= team.bank + out.price,
    );
  expect(found, `a ${out.position} to buy for ${out.name}`).toBeDefined();
  return found as Player;
}

/**
 * Sells the first starter on the pitch through his sheet, buys the cheapest replacement from the
 * list, and opens the review: the confirmation dialog, before anything is saved.
 */
async function transfersConfirm(tour: Tour) {
  const { page } = tour;
  await myTeamPitch(tour);
  const team = await getJson<Team>(page, '/api/v1/user');
  const { players: market } = await getJson<{ players: Player[] }>(page, '/api/v1/players');
  const first = page.getByTestId('pitch-player').first();
  const outId = Number(await first.getAttribute('data-player-id'));
  const out = team.picks.find((p) => p.player.id === outId)?.player;
  expect(out, 'the first pitch player is in the saved team').toBeDefined();
  const incoming = replacementFor(out as Player, team, market, tour.sport === 'soccer' ? 3 : 7);
  await first.click();
  await page.getByTestId('player-sheet').getByTestId('sheet-transfer-out').click();
  if (!(await page.getByRole('searchbox').isVisible())) await viewTab(page, 'list').click();
  await page.getByRole('searchbox').fill(incoming.name);
  await page.locator(`[data-testid="player-row"][data-player-id="${incoming.id}"] button`).click();
  await page.getByTestId('transfers-review').click();
  const dialog = page.getByTestId('transfers-confirm');
  await expect(dialog).toBeVisible();
}

export interface GameScreen {
  /** The screen's name in test steps, attachments and baseline images. */
  name: string;
  /**
   * What the screenshot comparison takes (issue 20's list): the whole page (viewportAsTallAsPage),
   * or the 360×740 viewport for a dialog over the page or a long list; false: axe only.
   */
  screenshot: 'page' | 'viewport' | false;
  open: (tour: Tour) => Promise<void>;
}

export const GAME_SCREENS: GameScreen[] = [
  {
    name: 'home',
    screenshot: 'page',
    open: async (tour) => {
      await goto(tour, '/home');
    },
  },
  { name: 'my-team-pitch', screenshot: 'page', open: myTeamPitch },
  {
    name: 'my-team-list',
    screenshot: 'viewport',
    open: async (tour) => {
      await myTeam(tour);
      await viewTab(tour.page, 'list').click();
      await expect(tour.page.getByTestId('player-row').first()).toBeVisible();
    },
  },
  {
    name: 'player-sheet',
    screenshot: 'viewport',
    open: async (tour) => {
      await myTeamPitch(tour);
      await tour.page.getByTestId('pitch-player').first().click();
      const sheet = tour.page.getByTestId('player-sheet');
      await expect(sheet).toBeVisible();
    },
  },
  {
    name: 'points-pitch',
    screenshot: 'page',
    open: async (tour) => {
      await points(tour);
      await expect(tour.page.getByTestId('points-pitch')).toBeVisible();
      await expect(tour.page.getByTestId('pitch-player').first()).toBeVisible();
    },
  },
  {
    name: 'points-list',
    screenshot: false,
    open: async (tour) => {
      await points(tour);
      // The list is the second tab of the points screen's tab list.
      await tour.page.getByRole('tablist').getByRole('tab').nth(1).click();
      await expect(tour.page.getByTestId('points-list')).toBeVisible();
    },
  },
  { name: 'transfers-confirm', screenshot: 'viewport', open: transfersConfirm },
  {
    name: 'leaderboard',
    screenshot: 'page',
    open: async (tour) => {
      await goto(tour, '/leaderboard');
      await expect(tour.page.getByTestId('standings').first()).toBeVisible();
    },
  },
  {
    name: 'statistics',
    screenshot: 'page',
    open: async (tour) => {
      await goto(tour, '/statistics');
    },
  },
  {
    name: 'fixtures',
    screenshot: false,
    open: async (tour) => {
      await goto(tour, '/fixtures');
      await expect(tour.page.getByTestId('fixtures-page')).toBeVisible();
    },
  },
  {
    name: 'player-page',
    screenshot: false,
    open: async (tour) => {
      await goto(tour, `/player/${tour.bestPlayerId}`);
    },
  },
];

export const PHONE = { width: 360, height: 740 };

/**
 * Makes the viewport as tall as the page, for a whole-page screenshot as a very tall phone shows it:
 * the bottom bar and the sticky save bar at the page's end, every home section laid out (a full-page
 * capture of a 740 px viewport leaves them where the first screen has them, over the pitch, and skips
 * content-visibility sections). Repeated until the height holds, as sections take their real size.
 * `PHONE` puts the viewport back.
 */
export async function viewportAsTallAsPage(page: Page) {
  for (let i = 0; i < 4; i++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (page.viewportSize()?.height === height) return;
    await page.setViewportSize({ width: PHONE.width, height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
}

/**
 * Runs `check` on each screen, each in its own step; a screen that fails to open or to pass is
 * recorded and the next one still runs. Fails at the end naming every failed screen.
 */
export async function eachScreen(
  tour: Tour,
  screens: GameScreen[],
  check: (screen: GameScreen) => Promise<void>,
) {
  const failed: string[] = [];
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      try {
        await screen.open(tour);
        await check(screen);
      } catch (error) {
        failed.push(`${screen.name}: ${String(error).split('\n')[0]}`);
      }
    });
  }
  expect(failed, `${tour.sport} ${tour.lang}: screens that failed`).toEqual([]);
}
