import { kitFor } from '@gameweek/themes/kits';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  expectAccessible,
  openMyTeam,
  setLanguage,
  shot,
  waitForHydration,
} from '../support/screens.ts';
import { signInAsDemo } from '../support/session.ts';

// Issue 6 journeys at a 360×740 phone viewport, in English and in Urdu (RTL): build a squad from an
// empty team while breaking rules, save, reload; a chip with confirmation; statistics and a player
// page; a league created by one manager and joined by code by another. axe-core runs on each screen.

interface Player {
  id: number;
  name: string;
  short_name: string;
  position: string;
  price: number;
  team: { id: number; name: string; short_name: string };
}

interface RoundFixtures {
  fixtures: {
    status: string;
    home: { id: number; short_name: string; difficulty: number };
    away: { id: number; short_name: string; difficulty: number };
  }[];
}

/**
 * Every player on the pitch wears his club's shirt of the season (the keepers their own colour), in
 * a shirt drawn inline, with his name plate; the plates switch to each club's next opponent on its
 * difficulty colour, as the round's fixtures have it.
 */
async function checkKitsAndPlates(page: Page, base: string, sport: 'soccer' | 'cricket') {
  const api = (path: string) =>
    page.evaluate(async (p) => (await fetch(p)).json(), `${base}/api/v1${path}`);
  const config = (await api('/config')) as { competition: { season: { name: string } } };
  const team = (await api('/user')) as { round: { number: number } | null };
  const players = new Map(
    ((await api('/players')) as { players: Player[] }).players.map((p) => [p.id, p]),
  );
  const season = config.competition.season.name;
  const pitch = page.getByTestId('pitch');
  const cards = pitch.getByTestId('pitch-player');
  const count = await cards.count();
  expect(count).toBe(sport === 'soccer' ? 15 : 11);
  await expect(pitch.getByTestId('name-plate')).toHaveCount(count);
  await expect(pitch.getByTestId(sport === 'soccer' ? 'kit-shirt' : 'kit-badge')).toHaveCount(
    count,
  );
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const p = players.get(Number(await card.getAttribute('data-player-id')))!;
    const kit = kitFor(season, p.team.name);
    // Every club of the real seasons has its own colours, not the theme's.
    expect(kit.primary, p.team.name).toMatch(/^#/);
    if (sport === 'soccer') {
      const shirt = card.getByTestId('kit-shirt');
      const keeper = p.position === 'GK';
      if (keeper) await expect(shirt).toHaveAttribute('data-keeper', 'true');
      else await expect(shirt).not.toHaveAttribute('data-keeper');
      const fill = await shirt.evaluate((el) => el.style.getPropertyValue('--kit-1'));
      expect(fill, p.name).toBe(keeper ? kit.keeper : kit.primary);
    } else {
      const badge = card.getByTestId('kit-badge');
      await expect(badge).toHaveText(p.team.short_name);
      expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
    }
    await expect(card.getByTestId('name-plate')).toContainText(p.short_name);
  }
  // The next match of each club, from the round's fixtures, on the difficulty's colour.
  await expect(pitch).toHaveAttribute('data-plate-view', 'price');
  await page.getByTestId('plate-view').getByRole('radio').nth(1).check();
  await expect(pitch).toHaveAttribute('data-plate-view', 'opponent');
  const fixtures = (await api(`/fixtures?round=${team.round?.number}`)) as RoundFixtures;
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const p = players.get(Number(await card.getAttribute('data-player-id')))!;
    const f = fixtures.fixtures.find(
      (x) => x.status !== 'POSTPONED' && (x.home.id === p.team.id || x.away.id === p.team.id),
    );
    const value = card.locator('.pk-value');
    if (!f) {
      await expect(value).toHaveText('–');
      continue;
    }
    const home = f.home.id === p.team.id;
    await expect(value).toContainText((home ? f.away : f.home).short_name);
    await expect(value).toHaveAttribute(
      'data-difficulty',
      String((home ? f.home : f.away).difficulty),
    );
  }
  await page.getByTestId('plate-view').getByRole('radio').nth(0).check();
}

test.use({ viewport: { width: 360, height: 740 } });

/**
 * A valid 15: 2/5/5/3 with at most 3 per club, the cheapest first so it fits the budget, from the
 * market the page itself uses.
 */
function validSquad(players: Player[]): Player[] {
  const want: Record<string, number> = { GK: 2, DEF: 5, MID: 5, FWD: 3 };
  const perClub = new Map<number, number>();
  const out: Player[] = [];
  for (const p of [...players].sort((a, b) => a.price - b.price || a.id - b.id)) {
    if ((want[p.position] ?? 0) > 0 && (perClub.get(p.team.id) ?? 0) < 3) {
      want[p.position] = (want[p.position] ?? 0) - 1;
      perClub.set(p.team.id, (perClub.get(p.team.id) ?? 0) + 1);
      out.push(p);
    }
  }
  return out;
}

async function market(page: Page): Promise<Player[]> {
  const res = await page.request.get('/api/v1/players');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { players: Player[] }).players;
}

async function togglePlayer(page: Page, p: Pick<Player, 'id' | 'name'>) {
  const list = page.getByTestId('squad-builder');
  if (!(await page.getByRole('searchbox').isVisible())) {
    await list.locator('.sb-tab').nth(1).click();
  }
  await page.getByRole('searchbox').fill(p.name);
  await page.locator(`[data-testid="player-row"][data-player-id="${p.id}"] button`).click();
}

async function buildSquad(page: Page, squad: Player[]) {
  for (const p of squad) await togglePlayer(page, p);
  await expect(page.getByTestId('picked-count')).toHaveText('15/15');
}

for (const lang of ['en', 'ur'] as const) {
  test(`soccer: a new manager builds a valid squad, sees each broken rule, saves and reloads (${lang})`, async ({
    page,
  }, info) => {
    test.setTimeout(240_000);
    await signInAsDemo(page);
    await setLanguage(page, lang);
    await openMyTeam(page);
    await shot(page, info, `${lang}-empty-squad`);
    const players = await market(page);
    const squad = validSquad(players);

    // A fourth forward breaks the position quota: the breach names him at once.
    const forwards = players.filter((p) => p.position === 'FWD');
    const fourFwds = forwards
      .filter((p, i, all) => all.findIndex((q) => q.team.id === p.team.id) === i)
      .slice(0, 4);
    for (const p of fourFwds) await togglePlayer(page, p);
    const violations = page.getByTestId('violations');
    await expect(violations.locator('[data-code="POSITION_COUNT"]')).toBeVisible();
    if (lang === 'ur') await expect(violations).toContainText('فارورڈ');
    await shot(page, info, `${lang}-position-breach`);
    for (const p of fourFwds) await togglePlayer(page, p);
    await expect(violations).toHaveCount(0);

    // A fourth player of one club breaks the club limit.
    const club = players[0]?.team.id;
    const sameClub = players.filter((p) => p.team.id === club && p.position !== 'GK').slice(0, 4);
    for (const p of sameClub) await togglePlayer(page, p);
    await expect(violations.locator('[data-code="CLUB_LIMIT"]')).toBeVisible();
    await shot(page, info, `${lang}-club-breach`);
    for (const p of sameClub) await togglePlayer(page, p);
    await expect(violations).toHaveCount(0);

    await buildSquad(page, squad);
    await page.locator('.sb-tab').first().click();
    await expect(page.getByTestId('pitch-player')).toHaveCount(15);

    // Putting the keeper on the bench would break the formation: the swap is refused with the rule.
    const keeper = page.getByTestId('pitch-player').first();
    const keeperId = await keeper.getAttribute('data-player-id');
    await keeper.click();
    await page.getByTestId('sheet-substitute').click();
    await page.locator('.pitch-bench [data-testid="pitch-player"]').nth(1).click();
    await expect(page.getByTestId('swap-refused')).toHaveAttribute('data-code', 'FORMATION');
    await expect(page.getByTestId('pitch-player').first()).toHaveAttribute(
      'data-player-id',
      keeperId ?? '',
    );
    await shot(page, info, `${lang}-formation-breach`);
    await page
      .getByRole('button', { name: lang === 'en' ? 'Undo changes' : 'تبدیلیاں واپس لیں' })
      .click();
    await buildSquad(page, squad);

    await expectAccessible(page, info, `${lang}-my-team`);
    await page.getByTestId('save-team').click();
    await expect(page.getByTestId('save-status')).toContainText(
      lang === 'en' ? 'Your team is saved.' : 'آپ کی ٹیم محفوظ ہو گئی۔',
    );

    await page.reload();
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('picked-count')).toHaveText('15/15');
    await expect(page.getByTestId('pitch-player')).toHaveCount(15);
    await shot(page, info, `${lang}-saved-squad`);
    await checkKitsAndPlates(page, '', 'soccer');

    // A chip asks for confirmation and is played with the next save.
    const chip = page
      .locator('[data-testid^="chip-"]')
      .filter({ has: page.getByRole('button') })
      .first();
    const chipId = await chip.getAttribute('data-testid');
    await chip.getByRole('button').click();
    await page.locator('.chip-dialog .button').first().click();
    await page.getByTestId('save-team').click();
    await expect(page.getByTestId(chipId ?? '')).toContainText(lang === 'en' ? 'Playing' : 'جاری');
    await shot(page, info, `${lang}-chip-played`);
  });
}

test('saving twice with the same idempotency key saves once; a draft survives a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await openMyTeam(page);
  const squad = validSquad(await market(page));
  await buildSquad(page, squad.slice(0, 15));
  // Reload before saving: the edit comes back from the phone's copy.
  await page.reload();
  await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('picked-count')).toHaveText('15/15');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/user'))
      posts.push(r.headers()['idempotency-key'] ?? '');
  });
  // The first attempt fails as if the network dropped; the retry reuses its key.
  await page.route('**/api/v1/user', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('save-status')).toContainText('offline');
  await page.getByTestId('save-team').dblclick();
  await expect(page.getByTestId('save-status')).toContainText('Your team is saved.');
  expect(posts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(posts).size).toBe(1);
});

// Issue 18, defect 8: benching the captain or the vice-captain blocked saving; as in FPL the
// armband passes to the player coming into the XI in his place.
test('benching the captain and the vice-captain passes both armbands to the players coming in; the team saves', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await openMyTeam(page);
  const players = await market(page);
  const positionOf = new Map(players.map((p) => [String(p.id), p.position]));
  await buildSquad(page, validSquad(players));
  await page.locator('.sb-tab').first().click();
  const card = (id: string) => page.locator(`[data-testid="pitch-player"][data-player-id="${id}"]`);
  const armbandHolder = async (role: 'C' | 'V') =>
    (await page
      .locator('[data-testid="pitch-player"]')
      .filter({ has: page.locator(`.pitch-armband-${role}`) })
      .getAttribute('data-player-id')) ?? '';
  const benchIds = await page
    .locator('.pitch-bench [data-testid="pitch-player"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-player-id') ?? ''));

  const moved: Record<'C' | 'V', string> = { C: '', V: '' };
  for (const role of ['C', 'V'] as const) {
    const holder = await armbandHolder(role);
    // Same position if the bench has one left, else any outfield player (4-4-2 stays legal).
    const free = benchIds.filter((id) => id !== moved.C && positionOf.get(id) !== 'GK');
    const incoming =
      free.find((id) => positionOf.get(id) === positionOf.get(holder)) ?? free[0] ?? '';
    expect(incoming, `a bench player who can replace the ${role}`).not.toBe('');
    await card(holder).click();
    await page.getByTestId('player-sheet').getByRole('button', { name: 'Substitute' }).click();
    await card(incoming).click();
    await expect(page.locator('.pitch-bench').locator(`[data-player-id="${holder}"]`)).toHaveCount(
      1,
    );
    await expect(card(incoming).locator(`.pitch-armband-${role}`)).toBeVisible();
    moved[role] = incoming;
  }
  await expect(page.getByTestId('violations')).toHaveCount(0);
  await shot(page, info, 'armbands-passed');
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('save-status')).toContainText('Your team is saved.');
  await page.reload();
  await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
  await page.locator('.sb-tab').first().click();
  expect(await armbandHolder('C')).toBe(moved.C);
  expect(await armbandHolder('V')).toBe(moved.V);
});

test('statistics sorts and opens a player page with its charts', async ({ page }, info) => {
  await signInAsDemo(page);
  await page.goto('/statistics');
  // Links work before hydration too, as full page loads; what follows counts the router's data loads.
  await waitForHydration(page);
  const rows = page.getByTestId('stats-row');
  // The server sends one page of rows; "show more" asks it for the next.
  await expect(rows).toHaveCount(50);
  await page.getByTestId('stats-more').click();
  await expect(page).toHaveURL(/shown=100/);
  await expect.poll(() => rows.count()).toBeGreaterThan(50);
  // Sorted by points, most first, then by price, then by points again, fewest first.
  const points = async () => {
    const column = await page
      .locator('thead th')
      .evaluateAll((ths) =>
        ths.findIndex((th) => th.querySelector('[data-testid="sort-total_points"]')),
      );
    const cells = page.locator(`tbody tr > :nth-child(${column + 1})`);
    return (await cells.allTextContents()).map(Number);
  };
  const down = await points();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  // A new sort or filter loads the table's data only: the shell (config, games, terms) is kept.
  const dataLoads: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('.data')) dataLoads.push(url);
  });
  await page.getByTestId('sort-price').click();
  await expect(page.locator('th[aria-sort="descending"]')).toHaveCount(1);
  await expect(page).toHaveURL(/sort=price/);
  await page.getByTestId('sort-total_points').click();
  await expect(page).toHaveURL(/^(?!.*sort=)/);
  await page.getByTestId('sort-total_points').click();
  await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);
  await expect(page).toHaveURL(/dir=asc/);
  const up = await points();
  expect(up).toEqual([...up].sort((a, b) => a - b));
  expect(up[0]).toBeLessThan(down[0] ?? 0);
  // A filter keeps the sort and narrows the rows; the address keeps the whole state.
  await page.getByLabel('Position').selectOption('GK');
  await expect(page).toHaveURL(/position=GK/);
  await expect(rows.first()).toContainText('GK');
  for (const meta of await page.locator('.st-meta').allTextContents()) expect(meta).toContain('GK');
  expect(dataLoads.length).toBeGreaterThanOrEqual(4);
  for (const url of dataLoads) expect(url.searchParams.get('_routes')).toBe('routes/statistics');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('th[aria-sort="ascending"]')).toHaveCount(1);
  await expect(page.getByLabel('Position')).toHaveValue('GK');
  await expectAccessible(page, info, 'statistics');
  await page.getByTestId('stats-row').first().getByRole('link').click();
  await expect(page.getByTestId('player-page')).toBeVisible();
  await shot(page, info, 'player-page');
  await expectAccessible(page, info, 'player');
});

async function newManager(browser: Browser): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await ctx.newPage();
  await signInAsDemo(page);
  await openMyTeam(page);
  await buildSquad(page, validSquad(await market(page)));
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('save-status')).toContainText('Your team is saved.');
  return page;
}

test('a manager creates a league, a second joins by code, both appear in the standings', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const owner = await newManager(browser);
  await owner.goto('/leaderboard');
  await owner.getByTestId('league-name').fill('Office league');
  await owner.getByTestId('create-league').click();
  const code = (await owner.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThanOrEqual(4);

  const second = await newManager(browser);
  await second.goto(`/leaderboard?join=${encodeURIComponent(code)}`);
  await expect(second.getByTestId('join-code')).toHaveValue(code);
  await second.getByTestId('join-league').click();
  await expect(second.getByTestId('league-panel')).toContainText('Office league');
  await expect(second.getByTestId('league-members')).toContainText('2');
  // Standings rank managers by points: before the first deadline of the league there are none yet.
  await expect(
    second.locator('[data-testid="standings"], [data-testid="standings-empty"]'),
  ).toBeVisible();
  await shot(second, info, 'league-joined');
  await expectAccessible(second, info, 'leaderboard');

  await owner.reload();
  await expect(owner.getByTestId('league-members')).toContainText('2');

  // The second manager leaves; the owner's league is down to one.
  second.on('dialog', (d) => d.accept());
  await second.getByTestId('leave-league').click();
  await second.waitForURL(/left=1/);
  await owner.reload();
  await expect(owner.getByTestId('league-members')).toContainText('1');
});

for (const lang of ['en', 'ur'] as const)
  test(`cricket: a new manager breaks the team limit, then quick-picks a valid eleven, saves and reloads (${lang})`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const base = `http://cricket.localhost:${process.env.E2E_WEB_PORT ?? 3310}`;
    await page.goto(`${base}/`);
    await page.getByTestId('demo-login').click();
    await page.waitForURL('**/home');
    await setLanguage(page, lang);
    await page.goto(`${base}/my-team`);
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-sport', 'cricket');
    await expect(page.getByTestId('picked-count')).toHaveText('0/11');
    // Cricket's filters speak of roles and teams, not positions and clubs.
    const allLabels = lang === 'en' ? ['All roles', 'All teams'] : ['تمام کردار', 'تمام ٹیمیں'];
    for (const label of allLabels)
      await expect(
        page.getByTestId('squad-builder').getByRole('option', { name: label }),
      ).toHaveCount(1);
    // Fetched by the page itself: only the browser resolves cricket.localhost to this machine.
    const players = await page.evaluate(async () => {
      const r = await fetch('/api/v1/players');
      return (
        (await r.json()) as {
          players: {
            id: number;
            name: string;
            position: string;
            price: number;
            team: { id: number };
          }[];
        }
      ).players;
    });
    expect(new Set(players.map((p) => p.position))).toEqual(new Set(['WK', 'BAT', 'AR', 'BOWL']));

    // Eight players of one team break the limit of seven.
    const team = players[0]?.team.id;
    const eight = players
      .filter((p) => p.team.id === team && (p.position === 'BAT' || p.position === 'AR'))
      .slice(0, 8);
    for (const p of eight) await togglePlayer(page, p);
    await expect(page.getByTestId('violations').locator('[data-code="TEAM_LIMIT"]')).toBeVisible();
    if (lang === 'ur')
      await expect(page.getByTestId('violations')).toContainText('زیادہ سے زیادہ 7 کھلاڑی');
    await shot(page, info, `${lang}-cricket-team-limit`);
    for (const p of eight) await togglePlayer(page, p);

    await page.getByRole('button', { name: lang === 'en' ? 'Quick pick' : 'فوری انتخاب' }).click();
    await expect(page.getByTestId('picked-count')).toHaveText('11/11');
    await expect(page.getByTestId('violations')).toHaveCount(0);
    await expect(page.getByTestId('pitch-player')).toHaveCount(11);
    await expectAccessible(page, info, `${lang}-cricket-my-team`);
    await page.getByTestId('save-team').click();
    await expect(page.getByTestId('save-status')).toContainText(
      lang === 'en' ? 'Your team is saved.' : 'آپ کی ٹیم محفوظ ہو گئی۔',
    );
    await page.reload();
    await expect(page.getByTestId('picked-count')).toHaveText('11/11');
    if (lang === 'ur') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
    await checkKitsAndPlates(page, base, 'cricket');
    await shot(page, info, `${lang}-cricket-saved`);
  });
