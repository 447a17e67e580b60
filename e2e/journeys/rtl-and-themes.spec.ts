import { expect, test } from '@playwright/test';
import { chooseLanguage } from '../support/screens.ts';
import { signInAsDemo } from '../support/session.ts';

test('Urdu renders right-to-left with a mirrored layout', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/guest');
  const ltrBack = await page.getByRole('button', { name: 'Back' }).boundingBox();
  // The theme's font (Barlow) and English's tab font size (12 × 1) are what the page computes: the
  // app stylesheet's defaults must not override the theme and language values.
  const tabLabel = page.locator('.bottom-bar a').first();
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
    /^"?Barlow/,
  );
  expect(await tabLabel.evaluate((el) => getComputedStyle(el).fontSize)).toBe('12px');
  // Latin text keeps the tighter line height.
  expect(
    await page.locator('body').evaluate((el) => {
      const style = getComputedStyle(el);
      return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
    }),
  ).toBeCloseTo(1.45, 2);

  await chooseLanguage(page, 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('.bottom-bar')).toContainText('ہوم');
  // Urdu's tab font factor is 0.8: 12 × 0.8.
  await expect.poll(() => tabLabel.evaluate((el) => getComputedStyle(el).fontSize)).toBe('9.6px');

  // The back button moves from the left edge to the right edge, and its arrow is flipped.
  const back = page.getByRole('button', { name: 'واپس' });
  const rtlBack = await back.boundingBox();
  expect(ltrBack && rtlBack).toBeTruthy();
  expect(ltrBack!.x).toBeLessThan(100);
  expect(rtlBack!.x).toBeGreaterThan(390 - 100);
  const transform = await back.locator('svg').evaluate((el) => getComputedStyle(el).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  // Text aligns to the start, which is the right in RTL.
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // Urdu's script font is declared (and used) for Urdu only, whether its stylesheet came inlined
  // in the page or as a link after the switch.
  const fontFamilies = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule instanceof CSSFontFaceRule)
        .map((rule) => (rule as CSSFontFaceRule).style.getPropertyValue('font-family')),
    );
  await expect.poll(fontFamilies).toContainEqual(expect.stringContaining('Noto Nastaliq Urdu'));
  expect((await fontFamilies()).join()).not.toContain('Bengali');
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
    'Noto Nastaliq Urdu',
  );

  // Nastaliq needs about twice the font size between lines (at Latin's 1.45 the lines overlap).
  const lineRatio = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
      });
  expect(await lineRatio('body')).toBeCloseTo(2, 2);
  expect(await lineRatio('.bottom-bar a')).toBeCloseTo(2, 2);

  const shot = await page.screenshot({ fullPage: false });
  await info.attach('urdu-rtl', { body: shot, contentType: 'image/png' });

  // The choice is remembered in a cookie.
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('a cricket tenant shows its own theme and name', async ({ page }) => {
  const base = `http://cricket.localhost:${process.env.E2E_WEB_PORT ?? 3310}`;
  const res = await page.goto(`${base}/`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'whiteLabelF6');
  await expect(page).toHaveTitle('Gameweek Cricket');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
    'href',
    '/favicons/whiteLabelF6.svg?v=1.46.1',
  );
  await expect(page.getByRole('img', { name: 'Gameweek Cricket' }).first()).toBeVisible();

  const soccer = await page.goto('/');
  expect(soccer?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'whiteLabelF5');
  await expect(page).toHaveTitle('Gameweek Football');
});

test("one signed-in user's language never reaches another visitor's page", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInAsDemo(page);
  await chooseLanguage(page, 'ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  // A signed-in page in Urdu, rendered on the server with this user's config.
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');

  // Another visitor, with no cookie at all, gets the tenant's own language.
  const stranger = await playwright.request.newContext({ baseURL });
  for (const path of ['/', '/guest']) {
    const html = await (await stranger.get(path, { headers: { 'accept-language': 'en' } })).text();
    expect(html, path).toMatch(/<html[^>]* lang="en"/);
    expect(html, path).not.toMatch(/<html[^>]* dir="rtl"/);
  }
  await stranger.dispose();
});
