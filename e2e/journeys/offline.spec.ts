import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/session.ts';

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
  expect(cacheNames).toEqual(expect.arrayContaining(['html-pages', 'next-static', 'app-assets']));
  // The page hydrates with its texts from /locales: kept too, or the page would stay static offline.
  const texts = await page.evaluate(async () =>
    (await (await caches.open('app-assets')).keys()).map((r) => new URL(r.url).pathname),
  );
  expect(texts).toContain('/locales/en');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join now' }).first()).toBeVisible();
  await context.setOffline(false);
});

test('a page never visited opens offline as the application shell (/_app) that offers to go back', async ({
  page,
  context,
}) => {
  await page.goto('/guest');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  const shellCached = await page.evaluate(async () => {
    const cache = await caches.open('html-pages');
    return !!(await cache.match('/_app'));
  });
  expect(shellCached).toBe(true);

  await context.setOffline(true);
  await page.goto('/public/terms/faq').catch(() => undefined);
  await expect(page).toHaveURL(/\/_app\?from=%2Fpublic%2Fterms%2Ffaq/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('app-shell').getByRole('link')).toHaveAttribute(
    'href',
    '/public/terms/faq',
  );
  await context.setOffline(false);
});

test('logging out drops the signed-in pages from the offline caches and keeps a shell for offline', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page loaded once the worker is active is controlled by it; waiting for the worker to claim the
  // page that installed it timed out now and then in full runs (what is tested here is the logout).
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.waitForLoadState('networkidle');
  const cachedPaths = () =>
    page.evaluate(async () =>
      (await (await caches.open('html-pages')).keys()).map((r) => new URL(r.url).pathname),
    );
  expect(await cachedPaths()).toContain('/home');
  // A mark of the signed-in cache: only deleting the cache removes it.
  await page.evaluate(async () =>
    (await caches.open('html-pages')).put('/signed-in-mark', new Response('mark')),
  );

  await page.locator('summary[aria-label="Menu"]').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect
    .poll(
      async () => (await cachedPaths()).filter((p) => p === '/home' || p === '/signed-in-mark'),
      { timeout: 10_000 },
    )
    .toEqual([]);
  // The shell is cached again, signed out, so a page opened offline still gets the app.
  await expect.poll(cachedPaths, { timeout: 10_000 }).toContain('/_app');
  const shell = await page.evaluate(async () =>
    (await (await caches.open('html-pages')).match('/_app'))?.text(),
  );
  expect(shell).not.toContain('Log out');

  await context.setOffline(true);
  await page.goto('/how-to-play').catch(() => undefined);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await context.setOffline(false);
});

test('a tap on the bottom bar while offline opens the saved page, as a reload does, not an error', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsDemo(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page loaded once the worker is active is controlled by it, whether or not it claimed the
  // page that installed it.
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  // Both pages opened in full under the worker: their HTML and scripts are saved, but not the
  // data a client navigation to them fetches (/statistics.data).
  await page.goto('/statistics');
  await page.waitForLoadState('networkidle');
  await page.goto('/home');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Statistics' })
    .click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.locator('.st-table')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await context.setOffline(false);
});
