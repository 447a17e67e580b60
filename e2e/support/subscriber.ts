// A subscriber made the way subscribers are (issue 4, all real servers): a number proven by the SMS
// code the operator sandbox delivers, the two-step consent, the operator's charge and callback.
// Shared by the subscription journeys and the console's support journey.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// The sandbox and its gateway as e2e/playwright.config.ts starts them.
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4320);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const GATEWAY_URL = `http://localhost:${SANDBOX_PORT + 1}`;

/** A number nobody else in this run uses (E.164 digits, German mobile range). */
export function freshMsisdn(): string {
  return `49151${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
}

/** The newest code the sandbox delivered to this number, read from its SMS inbox over HTTP. */
export async function codeFromInbox(
  request: APIRequestContext,
  msisdn: string,
  not = '',
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`${SANDBOX_URL}/sms/messages?msisdn=${msisdn}`);
      const { messages } = (await res.json()) as { messages: { text: string }[] };
      code = /\b(\d{4,8})\b/.exec(messages[0]?.text ?? '')?.[1] ?? '';
      return code && code !== not ? code : '';
    })
    .not.toBe('');
  return code;
}

export async function requestCode(page: Page, msisdn: string) {
  await page.goto('/');
  await page.getByTestId('mobile-entry').click();
  // Not on the operator's network: no enrichment, so the number is proven by SMS code.
  await page.waitForURL('**/otp');
  await page.getByLabel('Mobile number').fill(`+${msisdn}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/otp/otp-validation');
  // The request id is kept in an httpOnly cookie, not the URL; the number shows masked.
  expect(page.url()).not.toContain('request');
  await expect(page.getByTestId('otp-number')).toContainText(`+49 ••• ••• ${msisdn.slice(-4)}`);
  await expect(page.getByTestId('otp-number')).not.toContainText(msisdn);
}

/** Both consent steps on their own pages, then the wait for the operator's callback. */
export async function subscribe(page: Page) {
  await page.waitForURL('**/auth/checkout-payment');
  await expect(page.getByTestId('checkout-offer')).toContainText('every 7 days');
  await page.getByRole('button', { name: 'Subscribe now' }).click();
  await page.waitForURL(/\/auth\/checkout-payment\/confirm\?reference=/);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByTestId('checkout-offer')).toContainText('every 7 days');
  await page.getByRole('button', { name: 'Confirm and subscribe' }).click();
  await page.waitForURL(/\/auth\/sms-holding\?reference=/);
  await page.waitForURL('**/home', { timeout: 20_000 });
}
