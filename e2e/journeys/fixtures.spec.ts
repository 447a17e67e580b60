import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectAccessible, setLanguage, shot, waitForHydration } from '../support/screens.ts';

// Issue 18, defect 10: fixtures were one round on the home page. /fixtures pages through every
// round by links (server-rendered, without JavaScript too), each side on its 1–5 difficulty
// colour, results only for finished matches; in both sports, English and Urdu, at 360×740.

test.use({ viewport: { width: 360, height: 740 } });

const WEB_PORT = process.env.E2E_WEB_PORT ?? 3310;
const SITES = {
  soccer: `http://localhost:${WEB_PORT}`,
  cricket: `http://cricket.localhost:${WEB_PORT}`,
} as const;

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.getByTestId('demo-login').click();
  await page.waitForURL('**/home');
}

/** Every row: a difficulty 1–5 on both sides; a score only after kick-off, a result only at the end. */
async function expectRowsHonest(page: Page) {
  const rows = page.getByTestId('fixture');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    const status = await row.getAttribute('data-status');
    const levels = await row
      .locator('[data-difficulty]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-difficulty'))));
    expect(levels).toHaveLength(2);
    for (const l of levels) expect(l >= 1 && l <= 5).toBe(true);
    const scores = await row.getByTestId('fixture-score').count();
    expect(scores).toBe(status === 'LIVE' || status === 'FINISHED' ? 1 : 0);
    if (status !== 'FINISHED') await expect(row.getByTestId('fixture-result')).toHaveCount(0);
  }
}

async function noOverflow(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

async function walk(page: Page, info: TestInfo, sport: keyof typeof SITES, lang: 'en' | 'ur') {
  const base = SITES[sport];
  await signIn(page, base);
  await setLanguage(page, lang);
  // From the header menu.
  await page.locator('.menu summary').click();
  await page.locator('.menu-panel a[href="/fixtures"]').click();
  await expect(page).toHaveURL(/\/fixtures$/);
  const fixturesPage = page.getByTestId('fixtures-page');
  await expect(fixturesPage).toBeVisible();
  await waitForHydration(page);
  await expectRowsHonest(page);
  await noOverflow(page);
  await shot(page, info, `${sport}-${lang}-fixtures`);
  await expectAccessible(page, info, `${sport}-${lang}-fixtures`);
  return fixturesPage;
}

interface RoundInfo {
  number: number;
  status: string;
}

/**
 * A round's fixtures as the API has them (the default round without `round`); null past the last.
 * Asked by the page itself: only the browser resolves cricket.localhost to this machine.
 */
async function apiRound(page: Page, round?: number): Promise<RoundInfo | null> {
  const res = await page.evaluate(
    async (path) => {
      const r = await fetch(path);
      return { status: r.status, body: r.ok ? await r.json() : null };
    },
    `/api/v1/fixtures${round ? `?round=${round}` : ''}`,
  );
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return (res.body as { round: RoundInfo | null }).round;
}

/**
 * The round /fixtures opens on: the round ahead once the API's current round is finished (its
 * difficulty is what matters for picking), else the current one.
 */
async function roundAhead(page: Page): Promise<number> {
  const current = await apiRound(page);
  expect(current).not.toBeNull();
  return current?.status === 'FINISHED' ? (current?.number ?? 0) + 1 : (current?.number ?? 0);
}

/** The season's last round: the API answers 404 past it. */
async function lastRound(page: Page, from: number): Promise<number> {
  let n = from;
  while (await apiRound(page, n + 1)) n++;
  return n;
}

const pagerLink = (page: Page, rel: 'prev' | 'next') =>
  page.getByTestId('fixtures-page').locator('.fx-pager').first().locator(`a[rel="${rel}"]`);

for (const lang of ['en', 'ur'] as const) {
  test(`soccer: pages from the round ahead back to the finished round's results and on again (${lang})`, async ({
    page,
  }, info) => {
    const fixturesPage = await walk(page, info, 'soccer', lang);
    // The last finished round is behind; the page opens on the round ahead, nothing played yet.
    const ahead = await roundAhead(page);
    expect((await apiRound(page, ahead - 1))?.status).toBe('FINISHED');
    await expect(fixturesPage).toHaveAttribute('data-round', String(ahead));
    await expect(page.getByTestId('fixture-score')).toHaveCount(0);
    await pagerLink(page, 'prev').click();
    await expect(page).toHaveURL(new RegExp(`/fixtures\\?round=${ahead - 1}$`));
    await expect(fixturesPage).toHaveAttribute('data-round', String(ahead - 1));
    // Every match of the finished round has its score.
    const rows = await page.getByTestId('fixture').count();
    await expect(page.getByTestId('fixture-score')).toHaveCount(rows);
    await expectRowsHonest(page);
    await shot(page, info, `soccer-${lang}-fixtures-round-${ahead - 1}`);
    // On again, past the round ahead.
    for (const n of [ahead, ahead + 1]) {
      await pagerLink(page, 'next').click();
      await expect(fixturesPage).toHaveAttribute('data-round', String(n));
    }
    await expectRowsHonest(page);
    // The first round has no previous, the last no next.
    await page.goto(`${SITES.soccer}/fixtures?round=1`);
    await expect(fixturesPage).toHaveAttribute('data-round', '1');
    await expect(fixturesPage.locator('a[rel="prev"]')).toHaveCount(0);
    const last = await lastRound(page, ahead);
    await page.goto(`${SITES.soccer}/fixtures?round=${last}`);
    await expect(fixturesPage).toHaveAttribute('data-round', String(last));
    await expect(fixturesPage.locator('a[rel="next"]')).toHaveCount(0);
    await pagerLink(page, 'prev').click();
    await expect(fixturesPage).toHaveAttribute('data-round', String(last - 1));
  });

  test(`cricket: the match day's fixtures with their difficulty (${lang})`, async ({
    page,
  }, info) => {
    const fixturesPage = await walk(page, info, 'cricket', lang);
    const ahead = await roundAhead(page);
    await expect(fixturesPage).toHaveAttribute('data-round', String(ahead));
    await pagerLink(page, 'next').click();
    await expect(fixturesPage).toHaveAttribute('data-round', String(ahead + 1));
    await expectRowsHonest(page);
    // The match day before the round ahead is played: its scores and result lines are shown.
    // One page at a time: a second click before the first page is shown pages from the old one.
    await pagerLink(page, 'prev').click();
    await expect(fixturesPage).toHaveAttribute('data-round', String(ahead));
    await pagerLink(page, 'prev').click();
    await expect(fixturesPage).toHaveAttribute('data-round', String(ahead - 1));
    const rows = await page.getByTestId('fixture').count();
    await expect(page.getByTestId('fixture-score')).toHaveCount(rows);
    await expect(page.getByTestId('fixture-result')).toHaveCount(rows);
    await expectRowsHonest(page);
    // Each result line in the page's language (ADR 0062), worded from the outcome the API sends.
    const played = await apiFixtures(page, ahead - 1);
    for (const f of played) {
      const line = page.locator(`[data-testid="fixture"][data-fixture-id="${f.id}"] .fx-result`);
      expect(shownText(await line.textContent())).toBe(expectedLine(lang, f));
    }
    await shot(page, info, `cricket-${lang}-fixtures-results`);
    // The match page says the same.
    const first = played[0]!;
    await page
      .locator(`[data-testid="fixture"][data-fixture-id="${first.id}"]`)
      .getByTestId('fixture-link')
      .click();
    const result = page.getByTestId('match-page').locator('.mx-result');
    await expect(result).toBeVisible();
    expect(shownText(await result.textContent())).toBe(expectedLine(lang, first));
    await shot(page, info, `cricket-${lang}-match-result`);
  });
}

type Outcome =
  | { result: 'win'; winner: 'home' | 'away'; by: 'runs' | 'wickets' | null; margin: number | null }
  | { result: 'tie'; super_over_winner: 'home' | 'away' | null }
  | { result: 'no_result' | 'draw' };
interface PlayedFixture {
  id: number;
  home: { name: string };
  away: { name: string };
  outcome: Outcome & { method?: string | null };
}

async function apiFixtures(page: Page, round: number): Promise<PlayedFixture[]> {
  const body = await page.evaluate(
    async (path) => (await fetch(path)).json(),
    `/api/v1/fixtures?round=${round}`,
  );
  return (body as { fixtures: PlayedFixture[] }).fixtures;
}

/** The text as read: without the isolates that keep a team's name in its own direction. */
const shownText = (s: string | null) => (s ?? '').replace(/[\u2068\u2069]/g, '');

/** What a player reads for a result, in English or Urdu (the real IPL match days have wins). */
function expectedLine(lang: 'en' | 'ur', f: PlayedFixture): string {
  const o = f.outcome;
  if (o.result !== 'win' || o.by === null || o.margin === null || o.method)
    throw new Error(`an outcome this journey does not word: ${JSON.stringify(o)}`);
  const team = o.winner === 'home' ? f.home.name : f.away.name;
  const n = o.margin;
  if (lang === 'en')
    return `${team} won by ${n} ${o.by === 'runs' ? 'run' : 'wicket'}${n === 1 ? '' : 's'}`;
  const unit = o.by === 'runs' ? (n === 1 ? 'رن' : 'رنز') : n === 1 ? 'وکٹ' : 'وکٹوں';
  return `${team} نے ${n} ${unit} سے میچ جیت لیا`;
}

test('pages by plain links without JavaScript; an unknown round is the not-found page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // The demo button needs no script: it is a form.
  await page.goto(`${SITES.soccer}/`);
  await page.getByTestId('demo-login').click();
  await page.waitForURL('**/home');
  const res = await page.goto(`${SITES.soccer}/fixtures?round=1`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('fixture-score').first()).toBeVisible();
  await page.locator('.fx-pager').first().locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/fixtures\?round=2$/);
  await expect(page.getByTestId('fixtures-page')).toHaveAttribute('data-round', '2');
  for (const bad of ['99', 'abc', '0']) {
    const missing = await page.goto(`${SITES.soccer}/fixtures?round=${bad}`);
    expect(missing?.status(), bad).toBe(404);
  }
  await context.close();
});
