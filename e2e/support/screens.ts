/** Helpers the game journeys share: screenshots as artifacts, axe-core, language, the squad screen. */
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

export async function shot(page: Page, info: TestInfo, name: string) {
  await info.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/** No serious or critical axe-core violation on the current screen. */
export async function expectAccessible(page: Page, info: TestInfo, name: string) {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  await info.attach(`axe-${name}`, {
    body: JSON.stringify(result, null, 2),
    contentType: 'application/json',
  });
  const bad = result.filter(
    (v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(bad, `axe on ${name}`).toEqual([]);
}

/** Opens the header's language list and picks one (a disclosure of submit buttons). */
export async function chooseLanguage(page: Page, lang: string) {
  await page.getByTestId('language-select').locator('summary').click();
  await page.getByTestId(`language-${lang}`).click();
}

export async function setLanguage(page: Page, lang: 'en' | 'ur') {
  if (lang === 'en') return;
  await chooseLanguage(page, lang);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The router is in charge and every hydration slice is live (`<html data-hydrated>`). */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

export async function openMyTeam(page: Page) {
  await page.goto('/my-team');
  await expect(page.getByTestId('squad-builder')).toHaveAttribute('data-hydrated', 'true');
}
