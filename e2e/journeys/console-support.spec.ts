// Support's codes, sessions and profile removal in the console (issue 22, ADR 0054), in Chromium
// against the real servers and the operator sandbox: a subscriber's SMS code "never came" — support
// resends one for the sign-in his phone shows, and he signs in with it; support sees his sessions
// with their device and ends one; support removes the profile the way his own removal does. The
// screens are looked at on a phone and a laptop, in English and Urdu, and checked with axe-core.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import { createStaff, signInAndEnrol } from '../support/console-staff.ts';
import { expectAccessible, shot } from '../support/screens.ts';
import { codeFromInbox, freshMsisdn, requestCode, subscribe } from '../support/subscriber.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const REASON = 'Reason (kept in the audit log)';

async function supportAgent(page: Page, request: APIRequestContext): Promise<void> {
  const agent = await createStaff(request, { role: 'support', name: 'Sana Support' });
  await signInAndEnrol(page, request, SOCCER, agent, '**/admin/support');
}

async function newPage(browser: Browser, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  return context.newPage();
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

test('support resends a code the subscriber’s phone takes, ends a session, removes the profile', async ({
  page,
  request,
  browser,
}, info) => {
  // A paying subscriber, signed in on his phone.
  const msisdn = freshMsisdn();
  const phone = await newPage(browser, PHONE_UA);
  await requestCode(phone, msisdn);
  await phone.getByLabel('Code').fill(await codeFromInbox(request, msisdn));
  await phone.getByRole('button', { name: 'Verify' }).click();
  await subscribe(phone);
  // He starts signing in on a second device and says the SMS never came.
  const laptop = await newPage(browser);
  await requestCode(laptop, msisdn);
  const first = await codeFromInbox(request, msisdn);

  await supportAgent(page, request);
  await page.getByLabel('Mobile number, e-mail or manager name').fill(`+${msisdn}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('row').filter({ hasText: msisdn }).getByRole('link').click();
  await page.waitForURL(/\/admin\/support\/\d+$/);

  const codes = page.getByRole('region', { name: 'One-time codes' });
  await expect(codes.getByTestId('codes-pending')).toHaveText('Codes that can still be entered: 1');
  await codes.getByRole('button', { name: 'Resend the code' }).click();
  await codes.getByLabel(REASON).fill('Caller says the SMS never arrived');
  await codes.locator('form').getByRole('button', { name: 'Resend the code' }).click();
  await expect(codes.getByRole('status')).toContainText(
    'A new code went to the subscriber’s phone',
  );
  // The console never shows the code.
  const resent = await codeFromInbox(request, msisdn, first);
  await expect(page.locator('body')).not.toContainText(resent);
  // The screen the laptop shows takes it.
  await laptop.getByLabel('Code').fill(resent);
  await laptop.getByRole('button', { name: 'Verify' }).click();
  await laptop.waitForURL('**/home');

  // His sessions, with the device each was used on.
  await page.reload();
  const sessions = page.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByRole('row').filter({ hasText: 'Android · Chrome' })).toHaveCount(1);
  await expectAccessible(page, info, 'console-support-codes');
  for (const [lng, size] of [
    ['en', { width: 360, height: 740 }],
    ['en', { width: 1280, height: 800 }],
    ['ur', { width: 360, height: 740 }],
    ['ur', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate((l) => localStorage.setItem('gameweek-console-language', l), lng);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByTestId('codes-pending')).toBeVisible();
    await expect(page.getByText('Android · Chrome').first()).toBeVisible();
    if (lng === 'ur') await expectAccessible(page, info, `console-support-codes-ur-${size.width}`);
    await shot(page, info, `console-support-subscriber-${lng}-${size.width}`);
  }
  await page.evaluate(() => localStorage.setItem('gameweek-console-language', 'en'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();

  // The phone is lost: its session ends, the laptop stays signed in.
  await sessions
    .getByRole('row')
    .filter({ hasText: 'Android · Chrome' })
    .getByRole('button', { name: 'End session' })
    .click();
  await page.getByLabel(REASON).fill('Phone reported stolen');
  await page.locator('form.reason-form').getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('status')).toHaveText('1 session ended.');
  await expect(sessions.getByRole('row').filter({ hasText: 'Android · Chrome' })).toHaveCount(0);
  await phone.goto(`${SOCCER}/my-team`);
  await expect(phone).not.toHaveURL(/\/my-team$/);
  await laptop.goto(`${SOCCER}/my-team`);
  await expect(laptop).toHaveURL(/\/my-team$/);

  // The profile goes the way his own removal does.
  const removal = page.getByRole('region', { name: 'Remove profile' });
  await removal.getByRole('button', { name: 'Remove profile' }).click();
  await removal.getByLabel(REASON).fill('Asked by phone to delete his data');
  await removal.getByRole('button', { name: 'Remove profile' }).click();
  await expect(page.getByTestId('user-status')).toHaveText('Removed');
  await laptop.goto(`${SOCCER}/my-team`);
  await expect(laptop).not.toHaveURL(/\/my-team$/);
});
