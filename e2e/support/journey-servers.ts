import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The three real servers a journey run starts (the API on the real seasons, see api-server.ts; the
 * production build of the web app; the operator sandbox with its header-enrichment gateway in front
 * of the web app) and the Chromium they are driven with. Both Playwright configs use them, each on
 * its own ports, so the season journeys (season.playwright.config.ts) move the clock on their own API.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface JourneyPorts {
  api: number;
  web: number;
  sandbox: number;
}

/** Debian's Chromium flags on this kind of machine (no sandbox as root, no GPU, no calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium (never a downloaded one), as every journey and browser bench drives it. */
export const chromium: NonNullable<PlaywrightTestConfig['use']> = {
  trace: 'retain-on-failure',
  launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
};

/**
 * `build`: 'always' builds the web app (and the console it serves) first (the main run: the build under test is this checkout's);
 * 'if-missing' reuses a build already there (the season run follows the main one in `npm test`).
 */
export function journeyServers(
  ports: JourneyPorts,
  build: 'always' | 'if-missing',
): NonNullable<PlaywrightTestConfig['webServer']> {
  // The web server serves the operator console's build under /admin (apps/admin, ADR 0048).
  const buildWeb =
    build === 'always'
      ? 'npm run --silent build -w @gameweek/admin && npm run --silent build -w @gameweek/web'
      : '(test -f apps/admin/build/index.html || npm run --silent build -w @gameweek/admin) && (test -f apps/web/build/server/index.js || npm run --silent build -w @gameweek/web)';
  return [
    {
      command: 'node --import tsx e2e/support/api-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${ports.api}/readyz`,
      env: {
        PORT: String(ports.api),
        E2E_WEB_PORT: String(ports.web),
        OPERATOR_URL: `http://127.0.0.1:${ports.sandbox}`,
        // Every journey comes from this machine's address: the per-client limits would bite.
        ACCOUNT_RATE_LIMIT: '1000',
      },
      // Preparing the real seasons plays rounds 1–4 of both through the feed, cricket ball by ball
      // (ADR 0050): a few minutes on a loaded machine.
      timeout: 480_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${buildWeb} && node apps/web/server.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${ports.web}/domain_404`,
      env: {
        PORT: String(ports.web),
        API_URL: `http://127.0.0.1:${ports.api}`,
        NODE_ENV: 'production',
        // The page sweep also reads every page in the en-XA pseudo-locale (ADR 0034).
        PSEUDO_LOCALE: '1',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx apps/operator-sandbox/src/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${ports.sandbox}/sms/messages`,
      env: {
        PORT: String(ports.sandbox),
        HE_PORT: String(ports.sandbox + 1),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${ports.api}`,
        // The gateway sits in front of the web app, as an operator's does.
        HE_TARGET: `http://127.0.0.1:${ports.web}`,
        SANDBOX_CHARGE_DELAY_MS: '800',
      },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ];
}
