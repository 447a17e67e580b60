import { expect, test } from '@playwright/test';

/**
 * The app's links (components/app-link.tsx) are followed by the router, without reloading the page,
 * as React Router's <Link> would; a click with a modifier key is left to the browser (a new tab).
 */
test('a link is followed without a reload, and a ctrl-click opens a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('demo-login')).toBeVisible();
  // Hydrated: the router handles clicks from now on.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });

  // Ctrl-click: the browser opens the page in a new tab; this one stays.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('mobile-entry').click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await tab.waitForLoadState();
  // (/auth/vserve sends a guest on to /otp.)
  expect(new URL(tab.url()).pathname).toBe('/otp');
  await tab.close();
  await expect(page).toHaveURL(/\/$/);

  // A plain click: the router shows the page in the same document.
  await page.getByTestId('mobile-entry').click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  expect(documents).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'same document',
  );

  // Back returns to the landing page, still in the same document.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('mobile-entry')).toBeVisible();
  expect(documents).toEqual([]);
});
