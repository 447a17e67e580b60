import { expect, test } from '@playwright/test';

/**
 * On a slow network the page is painted before its web fonts arrive (`font-display: swap`): the
 * text first appears in the phone's own font, scaled to take the theme font's room (themes
 * FONT_FALLBACKS), so nothing moves when the fonts replace it.
 */
for (const width of [360, 412]) {
  test(`the landing page does not move when its fonts arrive late (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height: 740 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    let fontsRequested = 0;
    await page.route(/\.woff2?$/, async (route) => {
      fontsRequested += 1;
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('demo-login')).toBeVisible();
    // Both Latin files of the theme font arrived (after the delay) and are in use.
    await expect.poll(() => fontsRequested).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px Barlow')), { timeout: 10_000 })
      .toBe(true);
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    const cls = shifts.reduce((sum, v) => sum + v, 0);
    expect(cls).toBeLessThan(0.02);
    await context.close();
  });
}
