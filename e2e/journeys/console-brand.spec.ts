// Tenant and brand (issue 22, ADR 0052): an owner renames the product and moves the news to the top
// of the home page in the console; the players' app, which had the tenant in its caches a moment
// before, shows both on the next page — no restart, no waiting out a cache. The brand screen is
// checked with axe-core and captured on a phone and a laptop, in English and Urdu. The tenant's
// settings are put back afterwards (the other journeys read the same tenant).
import type { BrandResponse } from '@gameweek/contracts/admin-brand';
import { expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { capture, createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { expectAccessible } from '../support/screens.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const CRICKET = `http://cricket.localhost:${WEB_PORT}`;

/** The home's sections in the order the page shows them. */
const sectionOrder = (page: Page) =>
  page
    .locator('[data-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));

test('an owner renames the product and puts the news first; the app shows both at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('gameweek-console-language', 'en'));
  const page = await context.newPage();
  await signInAndEnrol(
    page,
    request,
    SOCCER,
    await createStaff(request, { role: 'owner', name: 'Ayesha Khan' }),
    '**/admin/support',
  );
  const original = (await (
    await page.request.get(`${SOCCER}/admin/v1/brand`)
  ).json()) as BrandResponse;
  try {
    // The app as a guest sees it now: the web server and the API keep this tenant in their caches.
    const player = await context.newPage();
    await player.goto(`${SOCCER}/guest`);
    await expect(player.getByTestId('guest-invite-end')).toContainText('Gameweek');
    const before = await sectionOrder(player);
    expect(before).toContain('news');
    expect(before.indexOf('news')).toBeGreaterThan(before.indexOf('fixtures'));

    await page.goto(`${SOCCER}/admin/brand`);
    await expect(page.locator('main h1')).toHaveText('Tenant and brand');
    await page.getByRole('textbox', { name: 'Product name' }).fill('Kickoff Club');
    // News up to the first of the sections the operator orders.
    const up = page.getByRole('button', { name: 'Move News up' });
    while (await up.isEnabled()) await up.click();
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');

    await player.goto(`${SOCCER}/guest`);
    await expect(player.getByTestId('guest-invite-end')).toContainText('Kickoff Club');
    await expect(player).toHaveTitle(/Kickoff Club/);
    await expect(player.locator('header img.header-logo')).toHaveAttribute('alt', 'Kickoff Club');
    const after = await sectionOrder(player);
    // "My gameweek" and live matches open the home; the news now comes right after them.
    const ordered = after.filter((s) => s !== 'gameweek' && s !== 'liveMatches');
    expect(ordered[0]).toBe('news');
    expect(after.indexOf('news')).toBeLessThan(after.indexOf('fixtures'));

    // The audit log shows the change.
    await page.goto(`${SOCCER}/admin/audit`);
    await expect(page.locator('main')).toContainText('brand.update');
  } finally {
    const restore = await page.request.put(`${SOCCER}/admin/v1/brand`, {
      data: original.settings,
      headers: { origin: SOCCER },
    });
    expect(restore.ok()).toBe(true);
    await context.close();
  }
});

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
] as const) {
  for (const language of [
    { code: 'en', dir: 'ltr' },
    { code: 'ur', dir: 'rtl' },
  ] as const) {
    for (const [tenant, base] of [
      ['white-label-soccer', SOCCER],
      ['white-label-cricket', CRICKET],
    ] as const) {
      const name = `brand-${tenant}-${language.code}-${viewport.name}`;
      test(`the brand screen: ${name}`, async ({ browser, request }, info) => {
        test.setTimeout(90_000);
        const context = await browser.newContext({ viewport });
        await context.addInitScript((code) => {
          localStorage.setItem('gameweek-console-language', code);
        }, language.code);
        const page = await context.newPage();
        await signInAndEnrol(
          page,
          request,
          base,
          await createStaff(request, { role: 'owner', name: 'Ayesha Khan', tenant }),
          '**/admin/support',
        );
        await page.goto(`${base}/admin/brand`);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        await expect(page.locator('.theme-choice').first()).toBeVisible();
        expect(await page.locator('.theme-choice').count()).toBe(11);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        await expectAccessible(page, info, name);
        await capture(page, info, name);
        await context.close();
      });
    }
  }
}
