import { expect, type Page, test } from '@playwright/test';
import { openMyTeam, waitForHydration } from '../support/screens.ts';
import { API_URL, signInAsDemo } from '../support/session.ts';

/**
 * Ends the session at the API behind the browser's back (the cookie now holds a dead token), and
 * slows the clear-token call down so the overlay can be seen while the 401 is handled.
 */
async function endSessionBehindTheBrowser(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  const res = await page.request.post(`${API_URL}/auth/logout`, {
    headers: { authorization: `Bearer ${token}`, domain: 'localhost' },
  });
  expect(res.ok()).toBe(true);
  await page.route('**/api/auth/clear-token', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
}

test('a 401 from the API shows the white overlay and ends on /', async ({ page, context }) => {
  await signInAsDemo(page);
  // A page without client queries of its own, so nothing meets the 401 before the account page does.
  await page.goto('/guest');
  // The router must be in charge before the tap: a tap before hydration follows the link as a document
  // load, which the server answers itself (no overlay: see the document-load test below).
  await waitForHydration(page);
  await endSessionBehindTheBrowser(page);
  // The account page reads the user through the browser path (/api/v1/user) and meets the 401.
  await page.locator('summary[aria-label="Menu"]').click();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByTestId('auth-overlay')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('auth-overlay')).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await expect(page.getByTestId('demo-login')).toBeVisible();
});

test('a page loaded in full with an ended session is answered by the server: signed out, on /', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await endSessionBehindTheBrowser(page);
  await page.goto('/account');
  await page.waitForURL((url) => url.pathname === '/');
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await expect(page.getByTestId('demo-login')).toBeVisible();
});

test('a save that meets a 401 signs out through the same overlay instead of "could not save"', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await openMyTeam(page);
  await page.getByRole('button', { name: 'Quick pick' }).click();
  await expect(page.getByTestId('picked-count')).toHaveText('15/15');
  // The session ends at the API while the team is being picked.
  await endSessionBehindTheBrowser(page);
  await page.getByTestId('save-team').click();
  await expect(page.getByTestId('auth-overlay')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  await expect(page.getByTestId('demo-login')).toBeVisible();
});
