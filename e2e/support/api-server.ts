/**
 * Starts the real API (apps/api buildApp) on a fresh temporary PGlite directory with the seasons
 * `npm start` serves — FPL 2023-24 on the soccer tenant and IPL 2024 on the cricket tenant, prepared
 * by the demo's own code (demo/prepare-demo.ts) — for the browser journeys, the web server tests and
 * the web benches. What they see is what users see: the real players, clubs, results and prices.
 *
 * At start ("the anchor"), rounds 1–4 of both seasons are played, scored and final, round 5 is OPEN
 * with its deadline a day ahead and each later round two days after the one before, so the suite
 * never meets a deadline by itself. The season clock does not run: `POST /__e2e/clock { at }`
 * (support/season-hooks.ts) moves the app's clock forward to `at` and ticks the season clock there.
 *
 * `node --import tsx e2e/support/api-server.ts` — PORT (default 4000), DATA_DIR (default: a new temp
 * dir), E2E_WEB_PORT (the web port the tenants' e-mailed links point at, default 3310),
 * E2E_MANAGERS (simulated soccer managers, default 40; cricket gets a quarter). E2E_DATABASE_URL
 * (default unset) runs it on that PostgreSQL database instead of PGlite, as production does (the SSR
 * bench's BENCH_DB=postgres); the journeys keep PGlite.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@gameweek/api/app';
import { prepareDemo } from '@gameweek/api/demo/prepare-demo';
import { loadEnv } from '@gameweek/api/env';
import { createDb } from '@gameweek/db/create-db';
import { demoWebUrl } from '@gameweek/db/seed/tenants';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { registerConsoleHooks } from './console-hooks.ts';
import { registerSeasonHooks } from './season-hooks.ts';
import { E2E_TIMING } from './season-timing.ts';

const port = Number(process.env.PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'gameweek-e2e-'));
const webPort = process.env.E2E_WEB_PORT ?? '3310';
const soccerManagers = Number(process.env.E2E_MANAGERS ?? 40);

const handle = await createDb({ dataDir, url: process.env.E2E_DATABASE_URL ?? '' });
const { db } = handle;
const anchor = new Date();
const demo = await prepareDemo(db, {
  dataRoot: dataRoot(),
  managers: { soccer: soccerManagers, cricket: Math.max(4, Math.round(soccerManagers / 4)) },
  now: anchor,
  timing: E2E_TIMING,
  webUrl: demoWebUrl(`http://{host}:${webPort}`),
  log: () => {},
});

/**
 * The app's clock: the wall clock moved forward by what `/__e2e/clock` asked for (never back), so
 * deadlines, the no-future cut-off and the season clock agree on one "now".
 */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const app = await buildApp({
  // The environment as the API reads it (OPERATOR_URL, ACCOUNT_RATE_LIMIT… from the caller), with
  // the demo and the clock off: this process prepared the seasons and moves the clock on request.
  env: loadEnv({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO: '0',
    CLOCK: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT: '10000',
  }),
  db,
  clock,
});
await registerSeasonHooks(app, db, {
  anchor,
  soccerSeasonId: demo.soccerSeasonId,
  cricketSeasonId: demo.cricketSeasonId,
  clock,
  moveClockTo: (at) => {
    offsetMs = Math.max(offsetMs, at.getTime() - Date.now());
    return clock();
  },
});
await registerConsoleHooks(app, db);
await app.listen({ port, host: '127.0.0.1' });
console.log(`api (e2e) listening on http://127.0.0.1:${port}, data in ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => handle.close().then(() => process.exit(0)));
  });
}
