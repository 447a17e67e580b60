// Staff for the console journeys (ADR 0048): an account made through the loopback-only hook
// (`POST /__e2e/staff`, the staff service's own createAccount), then signed in and enrolled in
// two-factor through the screens, with the code computed from the secret the enrolment screen shows.
import { totpCode } from '@gameweek/api/services/console/totp';
import type { StaffRole } from '@gameweek/contracts/admin';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { API_URL } from './session.ts';

export const STAFF_PASSWORD = 'a long unusual console passphrase 42';

export interface Staff {
  email: string;
  name: string;
}

/** A staff account with a role in one tenant (by slug); a unique address per call. */
export async function createStaff(
  request: APIRequestContext,
  opts: { role: StaffRole; name: string; tenant?: string },
): Promise<Staff> {
  const { role, name, tenant = 'white-label-soccer' } = opts;
  const email = `${role}.${Date.now().toString(36)}.${Math.floor(Math.random() * 1e6)}@operator.example`;
  const res = await request.post(`${API_URL}/__e2e/staff`, {
    data: { email, name, password: STAFF_PASSWORD, tenant, role },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, name };
}

/** The API's now (the season clock's): TOTP codes are computed for it. */
export async function apiNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get(`${API_URL}/__e2e/season`);
  return new Date(((await res.json()) as { now: string }).now);
}

/**
 * Password, then two-factor set up, by the form fields (whatever the console's language); ends once
 * the console shows a section (`landing`, a URL glob, when the caller needs a particular one).
 */
export async function signInAndEnrol(
  page: Page,
  request: APIRequestContext,
  base: string,
  staff: Staff,
  landing?: string,
): Promise<void> {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[type=email]').fill(staff.email);
  await page.locator('input[type=password]').fill(STAFF_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/admin/two-factor');
  await page.locator('main button.primary').click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page
    .locator('input[autocomplete=one-time-code]')
    .fill(totpCode(secret, await apiNow(request)));
  await page.locator('button[type=submit]').click();
  if (landing) await page.waitForURL(landing);
  else await page.waitForURL((url) => !/\/admin\/(sign-in|two-factor)$/.test(url.pathname));
}

/** The screen as a PNG in the test's output folder (kept for review) and attached to the report. */
export async function capture(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: 'image/png' });
}
