import type { HomeSection } from '@gameweek/themes/sections';
import { THEMES } from '@gameweek/themes/themes';
import { expect, type Page, test } from '@playwright/test';

/**
 * The home of both tenants, in English and Urdu, for a guest and a signed-in demo manager, on a
 * 360 × 740 phone: shorter than four screens, "my gameweek" first and live matches next, then the
 * theme's order and the sections no theme orders, each section once and none lost.
 */
const PHONE = { width: 360, height: 740 };
const MAX_HEIGHT = 4 * PHONE.height;
const WEB_PORT = process.env.E2E_WEB_PORT ?? 3310;

const TENANTS = [
  { host: 'localhost', theme: THEMES.whiteLabelF5 },
  { host: 'cricket.localhost', theme: THEMES.whiteLabelF6 },
] as const;

/** The sections no theme orders, in the order they follow the theme's (home-sections.ts). */
const TRAILING = [
  'leagueSwitcher',
  'standings',
  'topPlayers',
  'teamOfTheWeek',
  'commentary',
  'leaderboard',
  'prizes',
  'optIn',
  'search',
];

/**
 * Every section the real seasons give data for at the journeys' anchor (rounds 1–4 played, no
 * videos on either demo tenant, a new demo manager in no league): the home had each of them before
 * it was made shorter, and still has. The team prompt is the my-gameweek card's next action.
 */
const PUBLIC = [
  'gameweek',
  'liveMatches',
  'selectionTrends',
  'statCardLinks',
  'fixtures',
  'playersOfTheWeek',
  'news',
  'discoverLinks',
  'standings',
  'topPlayers',
  'teamOfTheWeek',
  'commentary',
  'search',
];
const SIGNED_IN_ONLY = ['leaderboard', 'prizes', 'optIn'];

/** The order the page must follow: my gameweek, live matches, the theme's, the trailing ones. */
function expectedOrder(themeOrder: readonly HomeSection[]): string[] {
  const lead = ['gameweek', 'liveMatches'];
  return [...lead, ...themeOrder.filter((s) => !lead.includes(s) && s !== 'prompt'), ...TRAILING];
}

async function openHome(page: Page, base: string, who: 'guest' | 'demo') {
  if (who === 'guest') {
    await page.goto(`${base}/guest`);
    return;
  }
  await page.goto(`${base}/`);
  await page.getByTestId('demo-login').click();
  await page.waitForURL('**/home');
}

for (const { host, theme } of TENANTS) {
  for (const lang of ['en', 'ur'] as const) {
    for (const who of ['guest', 'demo'] as const) {
      test(`the ${host} home (${lang}, ${who}) is under four phone screens with each section once, in order`, async ({
        page,
        context,
      }) => {
        await page.setViewportSize(PHONE);
        await context.addCookies([{ name: 'lang', value: lang, domain: host, path: '/' }]);
        await openHome(page, `http://${host}:${WEB_PORT}`, who);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('my-gameweek')).toBeVisible();
        await page.waitForLoadState('networkidle');

        const order = await page
          .locator('[data-section]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-section') ?? ''));
        // Each once, none lost, in the expected order.
        expect(new Set(order).size).toBe(order.length);
        const present = who === 'demo' ? [...PUBLIC, ...SIGNED_IN_ONLY] : PUBLIC;
        expect([...order].sort()).toEqual([...present].sort());
        expect(order).toEqual(expectedOrder(theme.homeSections).filter((s) => order.includes(s)));
        expect(order[0]).toBe('gameweek');
        await expect(
          page.locator('[data-section="gameweek"] [data-testid="my-gameweek"]'),
        ).toHaveCount(1);

        // The page as it is laid out in full: an off-screen section otherwise stands in with a
        // fixed height until it nears the viewport (content-visibility: auto, app.css).
        await page.addStyleTag({
          content: '[data-section] { content-visibility: visible !important; }',
        });
        const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
        expect(height, `${host} ${lang} ${who}: ${height}px`).toBeLessThan(MAX_HEIGHT);
        // Nothing wider than the phone: the carousels scroll inside their sections.
        expect(
          await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0),
        ).toBeLessThanOrEqual(PHONE.width);
      });
    }
  }
}

test('a carousel is a named region the keyboard can scroll', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/guest');
  const fixtures = page.getByTestId('home-fixtures').getByRole('region');
  await expect(fixtures).toHaveAccessibleName(/Fixtures/);
  await fixtures.focus();
  const before = await fixtures.evaluate((el) => el.scrollLeft);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => fixtures.evaluate((el) => el.scrollLeft)).not.toBe(before);
});
