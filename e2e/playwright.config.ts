import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium against the real servers: the API (on a fresh temporary
 * PGlite directory, see support/api-server.ts), the production build of the web app and the operator
 * sandbox (SMS inbox, charges and billing callbacks to the API; its header-enrichment gateway in
 * front of the web app).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
export const API_PORT = Number(process.env.E2E_API_PORT ?? 4310);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3310);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4320);
export const GATEWAY_PORT = SANDBOX_PORT + 1;

export default defineConfig({
  testDir: './journeys',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx e2e/support/api-server.ts',
      cwd: root,
      url: `http://127.0.0.1:${API_PORT}/health`,
      env: {
        PORT: String(API_PORT),
        OPERATOR_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        // Every journey comes from this machine's address: the per-client limits would bite.
        ACCOUNT_RATE_LIMIT: '1000',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run --silent build -w @gameweek/web && node apps/web/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${WEB_PORT}/domain_404`,
      env: {
        PORT: String(WEB_PORT),
        API_URL: `http://127.0.0.1:${API_PORT}`,
        NODE_ENV: 'production',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx apps/operator-sandbox/src/main.ts',
      cwd: root,
      url: `http://127.0.0.1:${SANDBOX_PORT}/sms/messages`,
      env: {
        PORT: String(SANDBOX_PORT),
        HE_PORT: String(GATEWAY_PORT),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${API_PORT}`,
        // The gateway sits in front of the web app, as an operator's does.
        HE_TARGET: `http://127.0.0.1:${WEB_PORT}`,
        SANDBOX_CHARGE_DELAY_MS: '800',
      },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
