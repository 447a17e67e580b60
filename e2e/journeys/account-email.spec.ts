// Account journeys of issue 4 in Chromium against the real API and web app: e-mail registration
// verified through the local mailbox (no SMTP server in the journeys), forgotten password, demo.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { API_URL } from '../support/session.ts';

const PASSWORD = 'a long unusual passphrase 42';

async function tokenFromMailbox(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: { subject: string; text: string }[] };
      const mail = mails.find((m) => subject.test(m.subject));
      token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/home');
}

test('register by e-mail, verify through the mailbox, log in; registering again reveals nothing', async ({
  page,
  request,
  context,
}) => {
  const email = `e2e.register.${Date.now()}@example.com`;
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Ada Tester');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Registration signs nobody in and reads the same whether or not the address has an account.
  await expect(
    page.getByText('We have sent an e-mail to this address. Follow its link, then log in.'),
  ).toBeVisible();

  const token = await tokenFromMailbox(request, email, /confirm your e-mail/);
  await page.goto(`/auth/verify-email?token=${token}`);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();

  await context.clearCookies();
  await logIn(page, email, PASSWORD);

  // Registering the same address again shows the same page; only its owner hears of it, by e-mail.
  await context.clearCookies();
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another unusual passphrase 5');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('We have sent an e-mail to this address. Follow its link, then log in.'),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.get(`${API_URL}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { mails } = (await res.json()) as { mails: { subject: string }[] };
      return mails.some((m) => /tried to register/.test(m.subject));
    })
    .toBe(true);
});

test('forgot password: the e-mailed link sets a new password that logs in', async ({
  page,
  request,
  context,
}) => {
  const email = `e2e.forgot.${Date.now()}@example.com`;
  const reg = await request.post(`${API_URL}/auth/register`, {
    headers: { domain: 'localhost' },
    data: { username: email, name: 'Forgetful Tester', password: PASSWORD },
  });
  expect(reg.ok()).toBe(true);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If the address is registered, a link is on its way.')).toBeVisible();

  const token = await tokenFromMailbox(request, email, /reset your password/);
  await page.goto(`/auth/reset-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill('a brand new passphrase 7');
  await page.getByLabel('Confirm password').fill('a brand new passphrase 7');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await context.clearCookies();
  await logIn(page, email, 'a brand new passphrase 7');
});
