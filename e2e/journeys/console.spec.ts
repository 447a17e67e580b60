// The operator console's journeys (issue 22, ADR 0048) in Chromium against the real servers: the
// console's build served by the web server under /admin, the API's /admin/v1 routes on the real
// seasons, the operator sandbox for a real subscriber and charge. Staff start as `npm run
// admin:create` makes them (support/console-hooks.ts) and do everything else in the console:
// two-factor with the QR code's secret, invitations read from the API's dev mailbox.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { WEB_PORT } from '../playwright.config.ts';
import {
  apiNow,
  codeFor,
  createStaff,
  fillSignIn,
  mailedLink,
  STAFF_PASSWORD,
  signInAndEnrol,
} from '../support/console-staff.ts';
import { expectAccessible, shot } from '../support/screens.ts';
import { signInAsDemo } from '../support/session.ts';
import { codeFromInbox, freshMsisdn, requestCode, subscribe } from '../support/subscriber.ts';

const SOCCER = `http://localhost:${WEB_PORT}`;
const CRICKET = `http://cricket.localhost:${WEB_PORT}`;
/** Names this run's staff carry, so the audit log's entries of other runs and specs are not theirs. */
const RUN = Date.now().toString(36);

/** Whole hours a countdown shows ("1 day 02:10:00" → 26, "23:52:54" → 23). */
function hoursLeft(text: string): number {
  const match = /(?:(\d+)\D+)?(\d\d):\d\d:\d\d$/.exec(text.trim());
  if (!match) throw new Error(`not a countdown: ${text}`);
  return Number(match[1] ?? 0) * 24 + Number(match[2]);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** The audit log's entries of one action made by one staff member, as an owner reads them. */
async function auditShows(page: Page, base: string, action: string, by: string, count: number) {
  await page.goto(`${base}/admin/audit`);
  await page.getByLabel('Action').selectOption({ label: action });
  const entries = page
    .getByTestId('audit-list')
    .getByRole('listitem')
    .filter({ hasText: action })
    .filter({ hasText: by });
  await expect(entries).toHaveCount(count);
  return entries;
}

test('an owner signs in, sets up two-factor from the QR code, invites an editor who accepts', async ({
  page,
  request,
  browser,
}, info) => {
  const owner = await createStaff(request, {
    tenant: 'white-label-soccer',
    role: 'owner',
    name: `Olivia Owner ${RUN}`,
  });
  const secret = await signInAndEnrol(page, request, SOCCER, owner);
  // The owner's console opens on the first section of the role: support.
  await expect(page).toHaveURL(/\/admin\/support$/);
  await expect(page.getByText(`Signed in as ${owner.name} (Owner)`)).toBeVisible();

  // Signing in again needs the code now that two-factor is set up.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL('**/admin/sign-in');
  await fillSignIn(page, SOCCER, owner);
  await expect(page.getByRole('status')).toHaveText(
    'Enter the six-digit code from your authenticator app.',
  );
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That code is not valid. Use the newest code from the app.',
  );
  await page.getByLabel('Code from your authenticator app').fill(await codeFor(request, secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/support');

  // Invite an editor by e-mail.
  await page.getByRole('link', { name: 'Staff' }).click();
  const editorEmail = `editor.${Date.now()}@operator.example`;
  await page.getByLabel('E-mail', { exact: true }).fill(editorEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${editorEmail}.`);
  const invites = page.getByRole('table', { name: 'Invitations' });
  await expect(invites.getByRole('row').filter({ hasText: editorEmail })).toContainText('Editor');
  await expectAccessible(page, info, 'console-staff');
  await shot(page, info, 'console-staff');

  // The editor follows the e-mailed link, chooses a password, signs in and sets up two-factor.
  const link = await mailedLink(request, editorEmail, '/admin/accept-invite');
  const editorName = `Eddie Editor ${RUN}`;
  const editorPage = await newPage(browser);
  await editorPage.goto(link);
  await editorPage.getByLabel('Your name').fill(editorName);
  await editorPage.getByLabel('Password').fill(STAFF_PASSWORD);
  await editorPage.getByRole('button', { name: 'Create my account' }).click();
  await expect(editorPage.getByRole('status')).toHaveText(
    'Your access as Editor is ready. Sign in to continue.',
  );
  await editorPage.getByRole('link', { name: 'Go to sign-in' }).click();
  await signInAndEnrol(editorPage, request, SOCCER, { email: editorEmail, name: editorName });
  await expect(editorPage.getByText(`Signed in as ${editorName} (Editor)`)).toBeVisible();
  // An editor's sections are the content screens (ADR 0051); none of support, season, staff or audit.
  const editorSections = editorPage
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link');
  await expect(editorSections).toHaveCount(1);
  await expect(editorSections).toHaveText('Content');

  // The owner sees the editor in the team, and each step in the audit log.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Team' }).getByRole('row').filter({ hasText: editorEmail }),
  ).toContainText('Yes');
  await auditShows(page, SOCCER, 'Staff invited', owner.name, 1);
  await auditShows(page, SOCCER, 'Invitation accepted', editorName, 1);
});

test('support finds a subscriber by number, sees his charge, suspends and restores him', async ({
  page,
  request,
  browser,
}, info) => {
  // A real subscriber: SMS code from the sandbox, both consents, the operator's charge.
  const msisdn = freshMsisdn();
  const subscriber = await newPage(browser);
  await requestCode(subscriber, msisdn);
  const smsCode = await codeFromInbox(request, msisdn);
  await subscriber.getByLabel('Code').fill(smsCode);
  await subscriber.getByRole('button', { name: 'Verify' }).click();
  await subscribe(subscriber);

  const agent = await createStaff(request, {
    tenant: 'white-label-soccer',
    role: 'support',
    name: `Sam Support ${RUN}`,
  });
  await signInAndEnrol(page, request, SOCCER, agent);
  await expect(page).toHaveURL(/\/admin\/support$/);
  await page.getByLabel('Mobile number, e-mail or manager name').fill(`+${msisdn}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Found by mobile number')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: msisdn });
  await expect(row).toContainText('Active');
  await row.getByRole('link').click();
  await page.waitForURL(/\/admin\/support\/\d+$/);

  // The charge with the operator's references.
  const charges = page.getByRole('table', { name: 'Charges' });
  await expect(charges.getByRole('row')).toHaveCount(2);
  await expect(charges).toContainText('charged');
  const chargeId = charges
    .getByRole('cell')
    .filter({ has: page.locator('code') })
    .first();
  await expect(chargeId).not.toHaveText('—');
  await expectAccessible(page, info, 'console-subscriber');
  await shot(page, info, 'console-subscriber');

  // Suspend along the transition table, with a reason.
  const status = page.getByTestId('user-status');
  await expect(status).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page.getByLabel('Reason (kept in the audit log)').fill('Reported abusive team name');
  await page.getByRole('button', { name: 'Apply: Suspend' }).click();
  await expect(page.getByRole('status')).toHaveText('Status changed from Active to Suspended.');
  await expect(status).toHaveText('Suspended');
  // Suspended: the table now allows restoring, not suspending again.
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeDisabled();

  // The subscriber's app follows the status.
  await subscriber.goto(`${SOCCER}/my-team`);
  await expect(subscriber).not.toHaveURL(/\/my-team$/);

  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByLabel('Reason (kept in the audit log)').fill('Team renamed after our call');
  await page.getByRole('button', { name: 'Apply: Restore' }).click();
  await expect(page.getByRole('status')).toHaveText('Status changed from Suspended to Active.');
  await expect(status).toHaveText('Active');
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row').filter({ hasText: 'staff_suspended' })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: 'staff_restored' })).toHaveCount(1);
  await subscriber.goto(`${SOCCER}/my-team`);
  await expect(subscriber).toHaveURL(/\/my-team$/);

  // The owner's audit log has both changes with their reasons; support may not read it.
  await page.goto(`${SOCCER}/admin/audit`);
  await expect(page.getByRole('alert')).toHaveText('Your role here does not allow this.');
  const owner = await createStaff(request, {
    tenant: 'white-label-soccer',
    role: 'owner',
    name: `Oscar Owner ${RUN}`,
  });
  const ownerPage = await newPage(browser);
  await signInAndEnrol(ownerPage, request, SOCCER, owner);
  const ours = await auditShows(ownerPage, SOCCER, 'Subscriber status changed', agent.name, 2);
  await expect(ours.first()).toContainText('Team renamed after our call');
  await expect(ours.nth(1)).toContainText('Reported abusive team name');
});

test('a deadline moved in the console is the countdown in the app and an audit entry', async ({
  page,
  request,
  browser,
}, info) => {
  const owner = await createStaff(request, {
    tenant: 'white-label-cricket',
    role: 'owner',
    name: `Chandra Owner ${RUN}`,
  });
  await signInAndEnrol(page, request, CRICKET, owner);
  await page.getByRole('link', { name: 'Season' }).click();
  const open = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Open', exact: true }) })
    .first();
  await expect(open).toBeVisible();
  const roundName = (await open.getByRole('cell').first().textContent())?.trim() ?? '';

  // The player's countdown before: the round's deadline is a day ahead.
  const player = await newPage(browser);
  await player.goto(`${CRICKET}/`);
  await player.getByTestId('demo-login').click();
  await player.waitForURL('**/home');
  await expect(player.getByTestId('deadline-countdown')).toHaveText(/\d\d:\d\d:\d\d/);
  const before = hoursLeft((await player.getByTestId('deadline-countdown').textContent()) ?? '');
  expect(before).toBeGreaterThan(6);

  // Moved to three hours from the API's now, in the browser's zone as the field reads it.
  const now = await apiNow(request);
  const target = new Date(now.getTime() + 3 * 3600_000 + 5 * 60_000);
  const local = await page.evaluate((iso) => {
    const d = new Date(iso);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, target.toISOString());
  await open.getByRole('button', { name: `Move the deadline of ${roundName}` }).click();
  await page.getByLabel(/^New deadline/).fill(local);
  await page.getByLabel('Reason (kept in the audit log)').fill('Match moved by the league');
  await page.getByRole('button', { name: 'Move deadline' }).click();
  await expect(page.getByRole('status')).toContainText('Deadline moved from');
  const effects = page.getByTestId('deadline-effects');
  await expect(effects).toContainText('teams saved for this round stay as they are');
  await expect(effects).toContainText('Managers have');
  await expect(effects).toContainText('less');
  await expectAccessible(page, info, 'console-season');
  await shot(page, info, 'console-season');

  // The app counts down to the new deadline: about three hours, no day left.
  await player.reload();
  await expect(player.getByTestId('deadline-countdown')).toHaveText(/^0[23]:\d\d:\d\d$/);
  const after = hoursLeft((await player.getByTestId('deadline-countdown').textContent()) ?? '');
  expect(after).toBeLessThan(before);

  const moved = await auditShows(page, CRICKET, 'Deadline moved', owner.name, 1);
  await expect(moved.first()).toContainText('Match moved by the league');
});

// The same sign-in page for a player's demo session is no console session.
test('the console refuses a player and answers the spec’s error object', async ({ page }) => {
  await signInAsDemo(page);
  const res = await page.request.get('/admin/v1/auth/me');
  expect(res.status()).toBe(401);
  expect(await res.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  await page.goto('/admin/staff');
  await page.waitForURL('**/admin/sign-in');
});
