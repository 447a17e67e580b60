import { defineConfig } from '@playwright/test';
import { chromium, journeyServers } from './support/journey-servers.ts';

/**
 * Journeys that move the season clock (POST /__e2e/clock): a season in the life of several managers,
 * live points during a replayed match, the no-future crawl of pages. They run on servers of their own
 * (the same real seasons from the same anchor), after the main journeys, so the rounds those see never
 * move under them. Ports: E2E_SEASON_API_PORT (4330), E2E_SEASON_WEB_PORT (3330),
 * E2E_SEASON_SANDBOX_PORT (4340); the support modules read them as E2E_*_PORT, set here for the
 * runner and its workers alike.
 */
const API_PORT = Number(process.env.E2E_SEASON_API_PORT ?? 4330);
const WEB_PORT = Number(process.env.E2E_SEASON_WEB_PORT ?? 3330);
const SANDBOX_PORT = Number(process.env.E2E_SEASON_SANDBOX_PORT ?? 4340);
process.env.E2E_API_PORT = String(API_PORT);
process.env.E2E_WEB_PORT = String(WEB_PORT);
process.env.E2E_SANDBOX_PORT = String(SANDBOX_PORT);

export default defineConfig({
  testDir: './season',
  timeout: 300_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/season',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    viewport: { width: 360, height: 740 },
    ...chromium,
  },
  webServer: journeyServers({ api: API_PORT, web: WEB_PORT, sandbox: SANDBOX_PORT }, 'if-missing'),
});
