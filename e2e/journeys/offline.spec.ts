import { expect, test } from '@playwright/test';

test('a visited page opens offline with a clear notice', async ({ page, context }) => {
  await page.goto('/guest');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  // Visit once more under the worker so the page and its assets are in the runtime caches.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames).toEqual(expect.arrayContaining(['html-pages', 'next-static']));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join now' }).first()).toBeVisible();
  await context.setOffline(false);
});
