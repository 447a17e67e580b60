import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectAccessible, setLanguage, shot, waitForHydration } from '../support/screens.ts';

// Issue 21 / ADR 0060: the line-ups the data feed sent, in the app. The demo's seasons are played through
// the feed (line-ups included), so a finished round's match opens on both sides' line-ups — soccer's
// starting XI and substitutes, cricket's playing XI — in English and Urdu at 360×740; a match of the round
// ahead says the line-ups are not out yet.

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

async function noOverflow(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

async function capture(page: Page, info: TestInfo, name: string) {
  await shot(page, info, name);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

for (const sport of ['soccer', 'cricket'] as const)
  for (const lang of ['en', 'ur'] as const)
    test(`${sport}: a played match opens on both line-ups (${lang})`, async ({ page }, info) => {
      const base = SITES[sport];
      await signIn(page, base);
      await setLanguage(page, lang);
      await page.goto(`${base}/fixtures`);
      const fixturesPage = page.getByTestId('fixtures-page');
      await waitForHydration(page);
      const ahead = Number(await fixturesPage.getAttribute('data-round'));

      // A match of the round ahead: no line-up yet, and the page says so.
      await page.getByTestId('fixture-link').first().click();
      await expect(page).toHaveURL(/\/fixtures\/\d+$/);
      await expect(page.getByTestId('match-page')).toHaveAttribute('data-status', 'SCHEDULED');
      await expect(page.getByTestId('lineups-none')).toBeVisible();
      await expect(page.getByTestId('lineup')).toHaveCount(0);

      // The finished round before it: its first match, from the fixtures page.
      await page.goto(`${base}/fixtures?round=${ahead - 1}`);
      await expect(fixturesPage).toHaveAttribute('data-round', String(ahead - 1));
      await page.getByTestId('fixture-link').first().click();
      const match = page.getByTestId('match-page');
      await expect(match).toHaveAttribute('data-status', 'FINISHED');
      const sides = page.getByTestId('lineup');
      await expect(sides).toHaveCount(2);
      for (const side of await sides.all()) {
        const lists = side.locator('ol');
        if (sport === 'soccer') {
          // The starting XI, then the substitutes who came on (the data names only those who played).
          await expect(lists.first().getByTestId('lineup-player')).toHaveCount(11);
          await expect(lists.first().getByTestId('lineup-player').first()).toContainText(
            lang === 'en' ? 'GK' : /\S/,
          );
        } else {
          // Every listed player plays: the XI and, in IPL 2024, the impact player. No bench.
          await expect(lists).toHaveCount(1);
          expect(await lists.first().getByTestId('lineup-player').count()).toBeGreaterThanOrEqual(
            11,
          );
        }
      }
      await waitForHydration(page);
      await noOverflow(page);
      await capture(page, info, `${sport}-${lang}-match`);
      await expectAccessible(page, info, `${sport}-${lang}-match`);

      // A name opens the player's page; the round link goes back to the round's fixtures.
      const first = page.getByTestId('lineup-player').first().locator('a');
      const name = (await first.textContent())?.trim() ?? '';
      await first.click();
      await expect(page.getByTestId('player-page')).toContainText(name);
      await page.goBack();
      await match.locator('.mx-back').click();
      await expect(fixturesPage).toHaveAttribute('data-round', String(ahead - 1));
    });
