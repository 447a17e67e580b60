import { TERM_PAGES } from '@gameweek/contracts/terms';
import { expect, type Page, test } from '@playwright/test';
import { SIGNED_IN_ROUTES } from '../support/routes.ts';
import { signInAsDemo } from '../support/session.ts';

const PUBLIC = [
  '/',
  '/guest',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password?token=abc',
  '/auth/verify-email',
  '/auth/sms-holding',
  '/auth/vserve',
  '/free-sign-up',
  '/terms-conditions',
  '/unsubscribed',
  '/otp',
  '/otp/otp-validation',
  '/otp/otp-error',
  '/domain_404',
  '/domain_500',
  '/_app',
  '/public/terms-conditions',
  '/welcome/terms-conditions',
  '/welcome/unsubscribed',
];
const SIGNED_IN = SIGNED_IN_ROUTES;

/**
 * The page's content is one element in <main> (the footer aside: the root layout hydrates it as a
 * slice of its own, which keeps exactly one DOM node while it waits), and hydration finishes with
 * one document: no second <html>, <body> or <main> (lib/document-root.ts).
 */
async function expectOnePageElementHydrated(page: Page) {
  await expect(page.locator('main#main > :not(footer)')).toHaveCount(1);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  expect(
    await page.evaluate(() =>
      ['html', 'head', 'body', 'main'].map((tag) => document.getElementsByTagName(tag).length),
    ),
  ).toEqual([1, 1, 1, 1]);
}

/**
 * Every Content-Security-Policy violation the page reports (issue 17, finding 12: pages have a
 * nonce-based script policy; a script without the nonce would be blocked and hydration would stop):
 * the DOM event, and Chromium's console error for the same.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

/** The policy every document carries, and the framing rules every page carries. */
function expectPagePolicy(headers: Record<string, string>, path: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], path).toBe('DENY');
}

test.describe('a guest', () => {
  for (const path of [...PUBLIC, ...TERM_PAGES.map((t) => `/public/terms/${t}`)]) {
    test(`gets ${path} with 200`, async ({ page }) => {
      const violations = await watchCsp(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      // Declared in the header: without it Chromium holds the first paint back.
      expect(res?.headers()['content-type']).toBe('text/html; charset=utf-8');
      expectPagePolicy(res?.headers() ?? {}, path);
      await expect(page.locator('main#main')).toBeVisible();
      await expect(page.locator('.bottom-bar')).toBeVisible();
      await expectOnePageElementHydrated(page);
      expect(await violations()).toEqual([]);
    });
  }

  // /leaderboard is readable by a guest: the overall standings are public (issue 18, overall-leaderboard.spec.ts).
  for (const path of SIGNED_IN.filter((p) => p !== '/leaderboard')) {
    test(`is sent from ${path} to /guest`, async ({ page }) => {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers().location).toBe('/guest');
    });
  }

  test('keeps the language list open when it was opened before the page hydrated', async ({
    page,
  }) => {
    // Hold the scripts back until the list is open, then let hydration run.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: when the page's scripts are inserted before it (a cold first visit, a slow
    // machine), the held scripts hold `load` back too, and the journey waited on itself.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('language-select').locator('summary').click();
    await expect(page.getByTestId('language-de')).toBeVisible();
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByTestId('language-de')).toBeVisible();
    // After hydration the list still closes when the language changes.
    await page.getByTestId('language-de').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('language-de')).toBeHidden();
  });

  test('sets up Intl before hydrating only the pages that format numbers or dates', async ({
    page,
  }) => {
    // <html data-intl> (route handle `intl`): the client entry builds the first formatters ahead of
    // hydration, in tasks of their own; pages without numbers or dates skip it.
    const formats = async (path: string) => {
      await page.addInitScript(() => {
        const w = window as unknown as { formatters: number };
        w.formatters = 0;
        const count = <T extends object>(original: T) =>
          new Proxy(original, {
            construct(target, args) {
              w.formatters += 1;
              return Reflect.construct(target as never, args) as object;
            },
          });
        Intl.NumberFormat = count(Intl.NumberFormat);
        Intl.DateTimeFormat = count(Intl.DateTimeFormat);
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      return {
        flagged: await page.locator('html').evaluate((el) => el.hasAttribute('data-intl')),
        formatters: await page.evaluate(
          () => (window as unknown as { formatters: number }).formatters,
        ),
      };
    };
    expect(await formats('/')).toEqual({ flagged: false, formatters: 0 });
    const guest = await formats('/guest');
    expect(guest.flagged).toBe(true);
    expect(guest.formatters).toBeGreaterThanOrEqual(2);
  });

  test('gets a real 404 page for an unknown path', async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toBe('text/html; charset=utf-8');
    expectPagePolicy(res?.headers() ?? {}, '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await violations()).toEqual([]);
  });

  test('gets a new script nonce with every page, and no script runs without it', async ({
    page,
  }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await page.request.get('/guest');
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce ?? '');
      const html = await res.text();
      // Every script tag of the page carries this response's nonce.
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(2);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
    // A script injected without the nonce is refused by the browser.
    const violations = await watchCsp(page);
    await page.goto('/guest');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.evaluate(() => {
      const s = document.createElement('div');
      s.innerHTML = '<img src="data:," onerror="window.__ran=1">';
      document.body.appendChild(s);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __ran?: number }).__ran),
    ).toBeUndefined();
  });
});

test.describe('a signed-in user', () => {
  test('gets every route with 200', async ({ page }) => {
    await signInAsDemo(page);
    for (const path of [...SIGNED_IN, ...PUBLIC]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      if (path === '/auth/vserve') {
        // The mobile entry: off the operator's network (no enrichment) it continues on /otp.
        expect(res.status(), path).toBe(302);
        expect(res.headers().location, path).toBe('/otp');
        continue;
      }
      expect(res.status(), path).toBe(200);
    }
    const violations = await watchCsp(page);
    for (const path of SIGNED_IN) {
      const res = await page.goto(path);
      expectPagePolicy(res?.headers() ?? {}, path);
      await expectOnePageElementHydrated(page);
    }
    expect(await violations()).toEqual([]);
  });

  test('sees the home sections, the hero button and the bottom bar with Home → /home', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // The round card is about the API's current round (the last one played).
    const config = (await (await page.request.get('/api/v1/config')).json()) as {
      competition: { season: { rounds: { current: { name: string } | null } } };
    };
    const current = config.competition.season.rounds.current;
    expect(current).not.toBeNull();
    await expect(page.getByTestId('round-card')).toContainText(current?.name ?? '');
    await expect(page.getByTestId('hero-button')).toHaveText('Create your team');
    const home = page.locator('.bottom-bar a', { hasText: 'Home' });
    await expect(home).toHaveAttribute('href', '/home');
    await expect(home).toHaveClass(/tab-active/);
    await expect(home).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('hero-button').click();
    await expect(page).toHaveURL(/\/my-team$/);
    await expect(page.getByTestId('hero-button')).toHaveCount(0);
    await expect(home).not.toHaveClass(/tab-active/);
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    // The bar's items are followed in the page and the new page's item lights up.
    const leaderboard = page.locator('.bottom-bar a', { hasText: 'Leaderboard' });
    await leaderboard.click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(leaderboard).toHaveClass(/tab-active/);
    await expect(leaderboard).toHaveAttribute('aria-current', 'page');
  });

  test('opens how to play at #earnPoints with the rules engine table', async ({ page }) => {
    await signInAsDemo(page);
    await page.getByRole('link', { name: 'How to earn points' }).click();
    await expect(page).toHaveURL(/\/how-to-play#earnPoints$/);
    await expect(page.getByTestId('scoring-table')).toContainText('Goal scored');
  });

  test('hydrates the server’s page as it is: the text a reader sees does not change', async ({
    page,
  }) => {
    await signInAsDemo(page);
    // The text of <main> as parsed from the server's HTML, and again once the router has hydrated
    // it; the deadline countdown (a clock) is left out.
    const mainText = () => {
      const main = document.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
      for (const c of main?.querySelectorAll('.hs-countdown') ?? []) c.remove();
      return main?.textContent ?? '';
    };
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
      window.serverText = (${mainText.toString()})();
    });`);
    for (const path of ['/home', '/my-team', '/statistics', '/leaderboard']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const serverText = await page.evaluate(
        () => (window as unknown as { serverText: string }).serverText,
      );
      expect(serverText.length, path).toBeGreaterThan(100);
      expect(await page.evaluate(mainText), path).toBe(serverText);
    }
  });

  test('without a team, a round’s points page says so and leads to the team page; an unknown round is a 404', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const res = await page.goto('/points/1');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('no-team-round')).toContainText('You had no team in Gameweek 1.');
    await expectOnePageElementHydrated(page);
    await page.getByRole('link', { name: 'Pick your team' }).click();
    await expect(page).toHaveURL(/\/my-team$/);
    const unknown = await page.goto('/points/99');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  // Issue 18, defect 6: the API's 404 for an unknown player was a 500 page.
  test('an unknown or malformed player, an unknown round of another manager: the not-found page with 404', async ({
    page,
  }) => {
    await signInAsDemo(page);
    for (const path of ['/player/999999', '/player/abc', '/manager/1/round/999999']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('without a team, the leaderboard says there is no league yet and leads to the team page, not an empty league list', async ({
    page,
  }) => {
    await signInAsDemo(page);
    const res = await page.goto('/leaderboard');
    expect(res?.status()).toBe(200);
    await expect(page.getByTestId('no-leagues')).toContainText('You are in no league yet.');
    await expect(page.getByRole('combobox', { name: 'League' })).toHaveCount(0);
    await expectOnePageElementHydrated(page);
    await page.getByTestId('no-leagues').getByRole('link', { name: 'Pick your team' }).click();
    await expect(page).toHaveURL(/\/my-team$/);
  });
});
