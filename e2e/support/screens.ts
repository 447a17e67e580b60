/** Helpers the game journeys share: screenshots as artifacts, axe-core, language, the squad screen. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export async function shot(page: Page, info: TestInfo, name: string) {
  await info.attach(name, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
}

/**
 * No serious or critical axe-core violation on the current screen (`@axe-core/playwright`, every
 * rule axe runs by default, the whole document including an open dialog). Every violation, minor
 * ones too, is attached to the test as `axe-<name>` for a reviewer.
 */
export async function expectAccessible(page: Page, info: TestInfo, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
  await info.attach(`axe-${name}`, {
    body: JSON.stringify(found, null, 2),
    contentType: 'application/json',
  });
  const bad = found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
