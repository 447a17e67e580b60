import { defineConfig } from '@playwright/test';
import { chromium, journeyServers } from './support/journey-servers.ts';

/**
 * Browser journeys in Debian's Chromium against the real servers (support/journey-servers.ts): the
 * API on the real seasons `npm start` serves at their anchor (rounds 1–4 final, round 5 open a day
 * ahead; support/api-server.ts), the production build of the web app and the operator sandbox (SMS
 * inbox, charges and billing callbacks to the API; its header-enrichment gateway in front of the web
 * app). Journeys that move the season clock run in season.playwright.config.ts.
 */
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
  // Screenshot baselines (journeys/screens.spec.ts) are reviewed images committed next to the spec,
  // one name on every platform: journeys/__screens__/<spec file>/<name>.png.
  snapshotPathTemplate: '{testDir}/__screens__/{testFilePath}/{arg}{ext}',
  use: { baseURL: `http://localhost:${WEB_PORT}`, ...chromium },
  webServer: journeyServers({ api: API_PORT, web: WEB_PORT, sandbox: SANDBOX_PORT }, 'always'),
  // The console's journeys change the shared demo (a published news item and footer, a corrected
  // assist): they run after every other journey, whose screenshots and points read the demo as
  // imported. With one worker, projects run in this order.
  projects: [
    { name: 'game', testIgnore: /console[-.].*spec\.ts$/ },
    { name: 'console', testMatch: /console[-.].*spec\.ts$/ },
  ],
});
