// The console's screens as an operator sees them (ADR 0048): on a 360×740 phone and a laptop, in
// English and in Urdu (right to left), in the soccer and the cricket tenant's theme. Each screen is
// attached as a PNG for review and checked with axe-core (no serious or critical violation).
import { totpCode } from '@gameweek/api/services/console/totp';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { expectAccessible } from '../support/screens.ts';
import { API_URL } from '../support/session.ts';

const PASSWORD = 'a long unusual console passphrase 42';
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

/** The screen as a PNG in the test's output folder (kept for review) and attached to the report. */
async function capture(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: 'image/png' });
}

async function owner(request: APIRequestContext, tenant: string) {
  const email = `screens.${Date.now()}.${Math.floor(Math.random() * 1e6)}@operator.example`;
  const res = await request.post(`${API_URL}/__e2e/staff`, {
    data: { email, name: 'Ayesha Khan', password: PASSWORD, tenant, role: 'owner' },
  });
  expect(res.ok()).toBe(true);
  return email;
}

async function apiNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get(`${API_URL}/__e2e/season`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** Signs in and enrols through the screens (by their form fields, whatever the language). */
async function signIn(page: Page, request: APIRequestContext, base: string, email: string) {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/admin/two-factor');
  await page.locator('main button.primary').click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page
    .locator('input[autocomplete=one-time-code]')
    .fill(totpCode(secret, await apiNow(request)));
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/admin/support');
}

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

        await signIn(page, request, tenant.base, await owner(request, tenant.slug));
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
