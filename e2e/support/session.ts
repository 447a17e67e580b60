import type { Page } from '@playwright/test';

/** Signs in through the landing page's demo button (a fresh demo account each time). */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('demo-login').click();
  await page.waitForURL('**/home');
}

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}`;
