import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type FplPlayerFixture,
  fplPlayerFixtures,
  latinDigits,
  openRoundAt,
  type ScheduledFixture,
  scheduleOf,
  seasonNow,
} from '../support/real-truth.ts';
import { expectAccessible, setLanguage, shot } from '../support/screens.ts';
import { API_URL, signInAsDemo } from '../support/session.ts';

// Issue 6's live points, on the real FPL 2023-24 season the demo serves: two demo managers (English
// and Urdu, RTL) save a squad for the round that is OPEN when this journey starts, captained by a
// player who really scored in one of that round's first matches. With their points pages open, the
// season clock is moved through that match in steps (POST /__e2e/clock runs the real season clock and
// the demo provider, which sends the match's minutes and result through the data feed over HTTP, ADR
// 0044); the events reach the browsers through GET /v1/live as in production, so the points rise
// without a reload. The captain is chosen from the real data files, not from the API under test.

/** FPL 2023-24 points per goal by position (the captain is a midfielder or a forward). */
const GOAL_POINTS: Record<string, number> = { MID: 5, FWD: 4 };

interface Market {
  players: { id: number; position: string; availability?: string }[];
}

interface Suggested {
  picks: { player_id: number; slot: number }[];
  captain_id: number;
  vice_captain_id: number;
}

async function clock(request: APIRequestContext, at: number) {
  const res = await request.post(`${API_URL}/__e2e/clock`, {
    data: { at: new Date(at).toISOString() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const moved = (await res.json()) as {
    steps: string[];
    failed?: unknown[];
    fed: { fixture: string; kind: string; minute: number; status: number; code?: string }[];
  };
  expect(moved.failed ?? [], 'no season clock step failed').toEqual([]);
  expect(
    moved.fed.filter((m) => m.status !== 200 && m.status !== 202),
    'no feed message refused',
  ).toEqual([]);
  return moved;
}

function readNumber(text: string | null): number {
  const m = latinDigits(text ?? '').match(/-?\d+/);
  expect(m, `a number in "${text}"`).not.toBeNull();
  return Number(m?.[0]);
}

/**
 * The captain: in the open round's fixtures in kick-off order, the first one in which a midfielder
 * or forward who started scored (most goals in that fixture, no red card).
 */
function chooseCaptain(fixtures: ScheduledFixture[], players: Map<string, number>) {
  const rows = fplPlayerFixtures();
  for (const f of [...fixtures].sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff))) {
    const scorers = rows
      .filter(
        (r) =>
          String(r.fixture) === f.externalId &&
          r.goals > 0 &&
          r.starts > 0 &&
          r.minutes >= 60 &&
          r.redCards === 0 &&
          GOAL_POINTS[r.position] !== undefined &&
          players.has(String(r.element)),
      )
      .sort((a, b) => b.goals - a.goals || a.element - b.element);
    const best: FplPlayerFixture | undefined = scorers[0];
    if (best) return { fixture: f, row: best, playerId: players.get(String(best.element)) ?? 0 };
  }
  throw new Error('no scorer in the open round');
}

/** Saves the suggested squad kept around the captain, with him as captain, for the open round. */
async function saveSquadAround(page: Page, captainId: number) {
  const suggested = await page.request.post('/api/v1/user/quick-picks', {
    data: { keep: [captainId] },
  });
  expect(suggested.ok(), await suggested.text()).toBe(true);
  const squad = (await suggested.json()) as Suggested;
  const picks = squad.picks.map(({ player_id, slot }) => ({ player_id, slot }));
  const mine = picks.find((p) => p.player_id === captainId);
  expect(mine, 'the captain is kept in the suggested squad').toBeDefined();
  // He plays: a starter (slots 1–11), swapped with the first starter of his position if benched.
  if (mine && mine.slot > 11) {
    const market = ((await (await page.request.get('/api/v1/players')).json()) as Market).players;
    const position = new Map(market.map((p) => [p.id, p.position]));
    const starter = picks.find(
      (p) => p.slot <= 11 && position.get(p.player_id) === position.get(captainId),
    );
    expect(starter).toBeDefined();
    if (starter) [starter.slot, mine.slot] = [mine.slot, starter.slot];
  }
  const vice = picks.find((p) => p.player_id !== captainId && p.slot <= 11)?.player_id;
  const saved = await page.request.post('/api/v1/user', {
    data: { picks, captain_id: captainId, vice_captain_id: vice, chip: null },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.use({ viewport: { width: 360, height: 740 } });

test('live: a real scorer captained in the open round earns points while the demo provider feeds his match, without a reload (en, ur)', async ({
  browser,
  baseURL,
  request,
}, info) => {
  test.setTimeout(240_000);
  const now = await seasonNow(request);
  const schedule = await scheduleOf(request);
  const round = openRoundAt(schedule.soccer, now);
  const players = new Map(schedule.soccer.players.map((p) => [p.externalId, p.id]));
  const { fixture, row, playerId } = chooseCaptain(
    schedule.soccer.fixtures.filter(
      (f) => f.round === round.number && Date.parse(f.kickoff) > Date.parse(round.deadlineAt),
    ),
    players,
  );
  const chosen = `${row.name} (${row.position}), ${row.goals} goal(s), ${row.totalPoints} points in FPL fixture ${row.fixture}, round ${round.number}`;
  info.annotations.push({ type: 'captain', description: chosen });
  console.log(`live points: captain ${chosen}`);

  // The managers sign in shortly before the deadline: a demo session lasts a day of the app's clock,
  // so one opened at the anchor would have ended by the time the round is played.
  const deadline = Date.parse(round.deadlineAt);
  if (now < deadline - 10 * 60_000) await clock(request, deadline - 10 * 60_000);

  // Two managers, one per language, each in a browser context of its own.
  const pages: { lang: 'en' | 'ur'; page: Page }[] = [];
  for (const lang of ['en', 'ur'] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signInAsDemo(page);
    await setLanguage(page, lang);
    await saveSquadAround(page, playerId);
    pages.push({ lang, page });
  }

  // Past the deadline to minute 1 of the captain's match: the round locks and goes live.
  const kickoff = Date.parse(fixture.kickoff);
  const minute = (m: number) => kickoff + (m * schedule.soccer.matchMs) / 90;
  const first = await clock(request, minute(1));
  expect(first.steps).toContain(`round:${round.id}:lock`);
  // The demo provider kicked the match off with its first live message, through the feed.
  expect(first.fed).toContainEqual(
    expect.objectContaining({ fixture: fixture.externalId, kind: 'soccer.live', status: 200 }),
  );

  const navigations = new Map<Page, number>();
  const early = new Map<Page, number>();
  const captainEarly = new Map<Page, number>();
  const captainPoints = (page: Page) =>
    page
      .locator(`[data-testid="round-pick"][data-player-id="${playerId}"]`)
      .getByTestId('pick-points');
  for (const { lang, page } of pages) {
    await page.goto(`/points/${round.number}`);
    await expect(page.getByTestId('team-points')).toBeVisible();
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-connected', 'true');
    const points = readNumber(await page.getByTestId('round-net-points').textContent());
    expect(readNumber(await page.getByTestId('points-badge').textContent())).toBe(points);
    early.set(page, points);
    captainEarly.set(page, readNumber(await captainPoints(page).textContent()));
    await shot(page, info, `${lang}-live-minute-1`);
    navigations.set(page, 0);
    // Issue 20: what the live feedback shows (toasts, highlighted players), kept as it comes and goes.
    await page.evaluate(() => {
      const w = window as unknown as { toasts: string[]; flashed: string[] };
      w.toasts = [];
      w.flashed = [];
      const region = document.querySelector('[data-testid="toast"]');
      if (region)
        new MutationObserver(() => {
          if (region.textContent) w.toasts.push(region.textContent);
        }).observe(region, { childList: true, subtree: true, characterData: true });
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          if (el.hasAttribute('data-flash')) w.flashed.push(el.dataset.playerId ?? '');
        }
      }).observe(document.body, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-flash'],
      });
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.set(page, (navigations.get(page) ?? 0) + 1);
    });
  }

  // Minutes 45 and 89: the captain has played an hour (appearance points doubled by the armband)
  // and most of his goals are in; the pages follow without a reload.
  await clock(request, minute(45));
  await clock(request, minute(89));
  for (const { page } of pages) {
    await expect
      .poll(async () => readNumber(await captainPoints(page).textContent()))
      .toBeGreaterThan(captainEarly.get(page) ?? 0);
    const points = page.getByTestId('round-net-points');
    await expect
      .poll(async () => readNumber(await points.textContent()))
      .toBeGreaterThan(early.get(page) ?? 0);
    // A toast named one of his players with the points he gained, and the captain was highlighted.
    const feedback = () =>
      page.evaluate(() => {
        const w = window as unknown as { toasts: string[]; flashed: string[] };
        return { toasts: w.toasts, flashed: w.flashed };
      });
    await expect.poll(async () => (await feedback()).flashed).toContain(String(playerId));
    expect((await feedback()).toasts.some((t) => /\+/.test(t))).toBe(true);
  }
  for (const { lang, page } of pages) {
    const provisional = page.getByTestId('provisional-bonus');
    // The players of the match being played have a provisional bonus; those yet to play have none.
    expect(await provisional.count()).toBeGreaterThan(0);
    expect(await provisional.count()).toBeLessThan(await page.getByTestId('round-pick').count());
    await expect(
      page
        .locator(`[data-testid="round-pick"][data-player-id="${playerId}"]`)
        .getByTestId('provisional-bonus'),
    ).toHaveCount(1);
    await shot(page, info, `${lang}-live-minute-89`);
    await expectAccessible(page, info, `${lang}-live-points`);
  }

  // Full time: the captain's row is his real points of that match (FPL's official total, bonus
  // included) doubled by the armband, still without a reload; his goals alone are worth
  // goals × goal points × 2.
  const fullTime = await clock(request, Date.parse(fixture.finish));
  expect(fullTime.fed).toContainEqual(
    expect.objectContaining({ fixture: fixture.externalId, kind: 'soccer.result', status: 200 }),
  );
  expect(row.totalPoints).toBeGreaterThanOrEqual(row.goals * (GOAL_POINTS[row.position] ?? 0));
  for (const { page } of pages) {
    const points = page.getByTestId('round-net-points');
    const badge = page.getByTestId('points-badge');
    await expect
      .poll(async () => readNumber(await captainPoints(page).textContent()))
      .toBe(row.totalPoints * 2);
    const late = readNumber(await points.textContent());
    expect(late).toBeGreaterThan(early.get(page) ?? 0);
    await expect.poll(async () => readNumber(await badge.textContent())).toBe(late);
    expect(navigations.get(page)).toBe(0);
    expect(
      Number(await page.getByTestId('live-status').getAttribute('data-updates')),
    ).toBeGreaterThan(0);
  }

  // After full time the captain's official bonus is in: his row says provisional no more.
  for (const { lang, page } of pages) {
    await page.reload();
    await expect(page.getByTestId('team-points')).toBeVisible();
    // The points open on the pitch; the breakdown rows are the list tab's.
    await page.getByRole('tablist').getByRole('tab').nth(1).click();
    await expect(page.getByTestId('points-list')).toBeVisible();
    const captainRow = page.locator(`[data-testid="round-pick"][data-player-id="${playerId}"]`);
    await expect(captainRow).toBeVisible();
    await expect(captainRow.getByTestId('provisional-bonus')).toHaveCount(0);
    await shot(page, info, `${lang}-full-time`);
    await page.context().close();
  }
});
