// The console's screens as an operator sees them (ADR 0048): on a 360×740 phone and a laptop, in
// English and in Urdu (right to left), in the soccer and the cricket tenant's theme. Each screen is
// attached as a PNG for review and checked with axe-core (no serious or critical violation).
import { expect, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { capture, createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { expectAccessible } from '../support/screens.ts';

const TENANTS = [
  // The demo's simulated managers: "Manager N" in soccer, "Captain N" in cricket.
  { slug: 'white-label-soccer', base: `http://localhost:${WEB_PORT}`, search: 'Manager' },
  { slug: 'white-label-cricket', base: `http://cricket.localhost:${WEB_PORT}`, search: 'Captain' },
] as const;
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
const LANGUAGES = [
  { code: 'en', dir: 'ltr', support: 'Support', season: 'Season' },
  { code: 'ur', dir: 'rtl', support: 'سپورٹ', season: 'سیزن' },
] as const;

for (const tenant of TENANTS) {
  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      const name = `${tenant.slug}-${language.code}-${viewport.name}`;
      test(`console screens: ${name}`, async ({ browser, request }, info) => {
        // Seven screens, each with axe-core: longer than one journey step.
        test.setTimeout(150_000);
        const context = await browser.newContext({ viewport: viewport });
        await context.addInitScript((code) => {
          localStorage.setItem('gameweek-console-language', code);
        }, language.code);
        const page = await context.newPage();
        await page.goto(`${tenant.base}/admin/sign-in`);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expectAccessible(page, info, `${name}-sign-in`);
        await capture(page, info, `${name}-sign-in`);

        await signInAndEnrol(
          page,
          request,
          tenant.base,
          await createStaff(request, { role: 'owner', name: 'Ayesha Khan', tenant: tenant.slug }),
          '**/admin/support',
        );
        // Support: a search by part of a name lists the real season's managers.
        await page.locator('input[type=search]').fill(tenant.search);
        await page.locator('search button').click();
        const first = page.locator('table.data tbody tr a').first();
        await expect(first).toBeVisible();
        await expectAccessible(page, info, `${name}-support`);
        await capture(page, info, `${name}-support`);
        await first.click();
        await page.waitForURL(/\/admin\/support\/\d+$/);
        await expect(page.getByTestId('user-status')).toBeVisible();
        await expectAccessible(page, info, `${name}-subscriber`);
        await capture(page, info, `${name}-subscriber`);

        for (const section of ['season', 'leagues', 'staff', 'audit'] as const) {
          await page.goto(`${tenant.base}/admin/${section}`);
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('table.data, ol.audit-list').first()).toBeVisible();
          // Nothing wider than the screen: the phone scrolls down, never sideways.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${name} ${section} scrolls sideways`).toBeLessThanOrEqual(0);
          await expectAccessible(page, info, `${name}-${section}`);
          await capture(page, info, `${name}-${section}`);
        }
        await context.close();
      });
    }
  }
}
