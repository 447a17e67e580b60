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

/** The code the authenticator app shows `steps` 30-second steps from the API's now (each works once). */
export async function codeFor(
  request: APIRequestContext,
  secret: string,
  steps = 0,
): Promise<string> {
  const now = await apiNow(request);
  return totpCode(secret, new Date(now.getTime() + steps * 30_000));
}

/** The sign-in form by its fields (whatever the console's language): e-mail and password, sent. */
export async function fillSignIn(
  page: Page,
  base: string,
  staff: Staff,
  password = STAFF_PASSWORD,
): Promise<void> {
  await page.goto(`${base}/admin/sign-in`);
  await page.locator('input[type=email]').fill(staff.email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
}

/**
 * Password, then two-factor set up from the QR code's screen, by the form fields (whatever the
 * console's language); ends once the console shows a section (`landing`, a URL glob, when the
 * caller needs a particular one). Answers the secret, for the codes of later sign-ins.
 */
export async function signInAndEnrol(
  page: Page,
  request: APIRequestContext,
  base: string,
  staff: Staff,
  landing?: string,
): Promise<string> {
  await fillSignIn(page, base, staff);
  await page.waitForURL('**/admin/two-factor');
  await page.locator('main button.primary').click();
  // The QR code is an SVG data URL the page shows (nothing fetched from elsewhere).
  await expect(page.locator('main img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.locator('input[autocomplete=one-time-code]').fill(await codeFor(request, secret));
  await page.locator('button[type=submit]').click();
  if (landing) await page.waitForURL(landing);
  else await page.waitForURL((url) => !/\/admin\/(sign-in|two-factor)$/.test(url.pathname));
  return secret;
}

/** The newest mail to `to` in the API's dev mailbox whose text holds a link to `path`: that link. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  path: string,
  after = 0,
): Promise<string> {
  let link = '';
  const pattern = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`);
  await expect
    .poll(async () => {
      const res = await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: { text: string }[] };
      const fresh = mails.length > after ? mails[0] : undefined;
      link = pattern.exec(fresh?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** How many mails the API's dev mailbox holds for `to`. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { mails: unknown[] }).mails.length;
}

/** The screen as a PNG in the test's output folder (kept for review) and attached to the report. */
export async function capture(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: 'image/png' });
}
