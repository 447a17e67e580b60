// Staff accounts an operator runs without a developer (issue 22, ADR 0057), in Chromium against the
// real servers: an owner disables an editor whose open console is then signed out, enables them
// again; the editor forgets the password, resets it from the e-mailed link (the API's dev mailbox)
// and signs in with the new password and the code from the app; the owner's audit log shows each
// step, the failed sign-in of the disabled account included. Then the new screens at 360×740 in
// English and Urdu, checked with axe-core.
import { expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import {
  capture,
  codeFor,
  createStaff,
  fillSignIn,
  mailCount,
  mailedLink,
  STAFF_PASSWORD,
  signInAndEnrol,
} from '../support/console-staff.ts';
import { expectAccessible } from '../support/screens.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const NEW_PASSWORD = 'amber tide lighthouse 1907';
const PHONE = { width: 360, height: 740 };

async function englishPage(browser: import('@playwright/test').Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(() => localStorage.setItem('gameweek-console-language', 'en'));
  return context.newPage();
}

/** The owner's audit log, filtered to one action: the entries' text. */
async function auditOf(page: Page, action: string) {
  await page.goto(`${SOCCER}/admin/audit`);
  await page.getByLabel('Action').selectOption({ label: action });
  return page.getByTestId('audit-list').getByRole('listitem');
}

test('an owner disables an editor who is signed out at once, enables them; the editor resets a forgotten password from the mail', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const owner = await createStaff(request, { role: 'owner', name: `Olga Owner ${run}` });
  const editor = await createStaff(request, { role: 'editor', name: `Emre Editor ${run}` });
  const ownerPage = await englishPage(browser);
  const editorPage = await englishPage(browser);
  await signInAndEnrol(ownerPage, request, SOCCER, owner, '**/admin/support');
  const editorSecret = await signInAndEnrol(editorPage, request, SOCCER, editor);
  await expect(editorPage.getByText(`Signed in as ${editor.name} (Editor)`)).toBeVisible();

  // The owner disables the editor from the staff screen.
  await ownerPage.goto(`${SOCCER}/admin/staff`);
  const row = ownerPage.getByRole('table', { name: 'Team' }).getByRole('row').filter({
    hasText: editor.email,
  });
  ownerPage.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `Disable ${editor.name}` }).click();
  await expect(row.getByRole('status')).toHaveText(`${editor.name} is disabled and signed out.`);
  await expect(row).toContainText('Disabled');
  await expectAccessible(ownerPage, info, 'staff-disabled');
  await capture(ownerPage, info, 'staff-disabled-en');

  // The editor's open console: the next thing they do ends on the sign-in page.
  await editorPage
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Content' })
    .click();
  await editorPage.waitForURL('**/admin/sign-in?ended=1');
  await expect(editorPage.getByRole('status')).toHaveText('Your session has ended. Sign in again.');
  // Signing in is refused like a wrong password.
  await fillSignIn(editorPage, SOCCER, editor);
  await expect(editorPage.getByRole('alert')).toHaveText('Wrong e-mail, password or code.');

  // Enabled again.
  await row.getByRole('button', { name: `Enable ${editor.name}` }).click();
  await expect(row.getByRole('status')).toHaveText(`${editor.name} can sign in again.`);
  await expect(row).toContainText('Active');

  // The editor forgot the password: the link from the sign-in page, the mail, a new password.
  const mailsBefore = await mailCount(request, editor.email);
  await editorPage.goto(`${SOCCER}/admin/sign-in`);
  await editorPage.getByRole('link', { name: 'Forgot your password?' }).click();
  await editorPage.waitForURL('**/admin/forgot-password');
  await editorPage.getByLabel('E-mail').fill(editor.email);
  await editorPage.getByRole('button', { name: 'Send the link' }).click();
  await expect(editorPage.getByRole('status')).toContainText(editor.email);
  await expect(editorPage.getByRole('status')).toContainText(
    'has a staff account, a link is on its way.',
  );
  const link = await mailedLink(request, editor.email, '/admin/reset-password', mailsBefore);
  await editorPage.goto(link);
  await expect(editorPage.locator('main h1')).toHaveText('Choose a new password');
  await editorPage.getByLabel('New password').fill('password123');
  await editorPage.getByRole('button', { name: 'Save the new password' }).click();
  await expect(editorPage.getByRole('alert')).toHaveText(
    'This password is too common, or contains your e-mail or name.',
  );
  await editorPage.getByLabel('New password').fill(NEW_PASSWORD);
  await editorPage.getByRole('button', { name: 'Save the new password' }).click();
  await expect(editorPage.getByRole('status')).toContainText('Your password is changed');
  await editorPage.getByRole('link', { name: 'Go to sign-in' }).click();

  // The new password, then the code: two-factor stayed.
  await fillSignIn(editorPage, SOCCER, editor, NEW_PASSWORD);
  await expect(editorPage.getByRole('status')).toHaveText(
    'Enter the six-digit code from your authenticator app.',
  );
  await editorPage
    .getByLabel('Code from your authenticator app')
    .fill(await codeFor(request, editorSecret, 1));
  await editorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(editorPage.getByText(`Signed in as ${editor.name} (Editor)`)).toBeVisible();
  // The link worked once.
  const reused = await editorPage.request.post(`${SOCCER}/admin/v1/auth/password/reset`, {
    data: { token: new URL(link).searchParams.get('token'), password: 'another fine phrase 77' },
  });
  expect(reused.status()).toBe(400);

  // The owner's audit log: disabled, enabled, the refused sign-in, the reset.
  for (const [action, by] of [
    ['Staff account disabled', owner.name],
    ['Staff account enabled', owner.name],
    ['Password changed by reset', editor.name],
  ] as const) {
    const entries = await auditOf(ownerPage, action);
    await expect(entries.filter({ hasText: by }).first()).toBeVisible();
  }
  const failed = (await auditOf(ownerPage, 'Failed sign-in')).filter({ hasText: editor.email });
  await expect(failed.first()).toContainText('account disabled');
  await expect(failed.first()).toContainText('Not signed in');
  await expectAccessible(ownerPage, info, 'audit-failed-sign-in');
  await capture(ownerPage, info, 'audit-failed-sign-in-en');
});

for (const language of [
  { code: 'en', dir: 'ltr' },
  { code: 'ur', dir: 'rtl' },
] as const) {
  test(`staff account screens at 360×740 (${language.code})`, async ({
    browser,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript((code) => {
      localStorage.setItem('gameweek-console-language', code);
    }, language.code);
    const page = await context.newPage();
    await page.goto(`${SOCCER}/admin/sign-in`);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    await page.locator('main a[href$="/forgot-password"]').click();
    await page.waitForURL('**/admin/forgot-password');
    await expectAccessible(page, info, `forgot-${language.code}`);
    await capture(page, info, `forgot-${language.code}`);
    await page.locator('input[type=email]').fill('nobody@operator.example');
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('status')).toBeVisible();
    await capture(page, info, `forgot-sent-${language.code}`);
    await page.goto(`${SOCCER}/admin/reset-password?token=${'x'.repeat(43)}`);
    await page.locator('input[type=password]').fill(STAFF_PASSWORD);
    await page.locator('button[type=submit]').click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, info, `reset-${language.code}`);
    await capture(page, info, `reset-${language.code}`);

    const run = Date.now().toString(36);
    await createStaff(request, { role: 'support', name: `Sara Support ${run}` });
    await signInAndEnrol(
      page,
      request,
      SOCCER,
      await createStaff(request, { role: 'owner', name: `Omar Owner ${run}` }),
      '**/admin/support',
    );
    await page.goto(`${SOCCER}/admin/staff`);
    await expect(page.locator('main table').first()).toBeVisible();
    await expectAccessible(page, info, `staff-${language.code}`);
    await capture(page, info, `staff-${language.code}`);
  });
}
