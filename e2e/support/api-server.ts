/**
 * Starts the real API (apps/api buildApp) on a fresh temporary PGlite directory with the seasons
 * `npm start` serves — FPL 2023-24 on the soccer tenant and IPL 2024 on the cricket tenant, prepared
 * by the demo's own code (demo/prepare-demo.ts) — for the browser journeys, the web server tests and
 * the web benches. What they see is what users see: the real players, clubs, results and prices.
 *
 * At start ("the anchor"), rounds 1–4 of both seasons are played, scored and final, round 5 is OPEN
 * with its deadline a day ahead and each later round two days after the one before, so the suite
 * never meets a deadline by itself. The soccer season is played as `npm start` plays it: through the
 * data feed, by the demo provider (ADR 0044; rounds 1–4 bulk-loaded through the feed's ingestion at
 * preparation), and so is the cricket season (ADR 0050), ball by ball. The season clock and the provider do not run by themselves: `POST /__e2e/clock { at }`
 * (support/season-hooks.ts) moves the app's clock forward to `at`, ticking the season clock and having
 * the demo provider send its messages over HTTP to this API on the way.
 *
 * `node --import tsx e2e/support/api-server.ts` — PORT (default 4000), DATA_DIR (default: a new temp
 * dir), E2E_WEB_PORT (the web port the tenants' e-mailed links point at, default 3310),
 * E2E_MANAGERS (simulated soccer managers, default 40; cricket gets a quarter). E2E_DATABASE_URL
 * (default unset) runs it on that PostgreSQL database instead of PGlite, as production does (the SSR
 * bench's BENCH_DB=postgres); the journeys keep PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@gameweek/api/app';
import { demoCricketSeason, demoSoccerSeason } from '@gameweek/api/demo/demo-feed-source';
import { DemoFeedProvider, httpFeedTransport } from '@gameweek/api/demo/demo-provider';
import { prepareDemo } from '@gameweek/api/demo/prepare-demo';
import { loadEnv } from '@gameweek/api/env';
import { createDb } from '@gameweek/db/create-db';
import { demoWebUrl } from '@gameweek/db/seed/tenants';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { registerConsoleHooks } from './console-hooks.ts';
import { registerCricketHooks } from './cricket-hooks.ts';
import { registerSeasonHooks } from './season-hooks.ts';
import { E2E_TIMING } from './season-timing.ts';

const port = Number(process.env.PORT ?? 4000);
// A directory this process made is its own to delete at the end (a run leaves ~150 MB otherwise).
const ownDataDir = process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'gameweek-e2e-'));
const dataDir = process.env.DATA_DIR ?? (ownDataDir as string);
const webPort = process.env.E2E_WEB_PORT ?? '3310';
const soccerManagers = Number(process.env.E2E_MANAGERS ?? 40);

const handle = await createDb({ dataDir, url: process.env.E2E_DATABASE_URL ?? '' });
const { db } = handle;
const anchor = new Date();
// The environment as the API reads it (OPERATOR_URL, ACCOUNT_RATE_LIMIT… from the caller), with
// the demo and the clock off: this process prepared the seasons and moves the clock on request.
const env = loadEnv({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(port),
  DATA_DIR: dataDir,
  DEMO: '0',
  CLOCK: '0',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT: '10000',
});
const demo = await prepareDemo(db, {
  dataRoot: dataRoot(),
  managers: { soccer: soccerManagers, cricket: Math.max(4, Math.round(soccerManagers / 4)) },
  now: anchor,
  timing: E2E_TIMING,
  webUrl: demoWebUrl(`http://{host}:${webPort}`),
  log: () => {},
  feed: { keySecret: env.FEED_KEY_SECRET, keyFile: join(dataDir, 'demo-feed-key.json') },
});

/**
 * The app's clock: the wall clock moved forward by what `/__e2e/clock` asked for (never back), so
 * deadlines, the no-future cut-off and the season clock agree on one "now".
 */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const app = await buildApp({ env, db, clock });
// The demo providers (soccer, cricket: ADR 0044, 0050), sending over HTTP to this API and signing at the
// app's clock, each with its tenant's key.
const feedKey = demo.feedKey;
if (!feedKey) throw new Error('e2e: the demo prepared no feed key');
const providers = [
  new DemoFeedProvider({
    source: demoSoccerSeason(dataRoot()),
    matchMs: E2E_TIMING.matchMs,
    transport: httpFeedTransport(`http://127.0.0.1:${port}`, () => feedKey, clock),
    log: (line) => console.error(line),
  }),
];
const cricketKey = demo.cricketFeedKey;
if (cricketKey)
  providers.push(
    new DemoFeedProvider({
      source: demoCricketSeason(dataRoot()),
      matchMs: E2E_TIMING.matchMs,
      transport: httpFeedTransport(`http://127.0.0.1:${port}`, () => cricketKey, clock),
      log: (line) => console.error(line),
    }),
  );
await registerSeasonHooks(app, db, {
  anchor,
  soccerSeasonId: demo.soccerSeasonId,
  cricketSeasonId: demo.cricketSeasonId,
  clock,
  providers,
  moveClockTo: (at) => {
    offsetMs = Math.max(offsetMs, at.getTime() - Date.now());
    return clock();
  },
});
await registerConsoleHooks(app, db);
await registerCricketHooks(app, db, demo.cricketSeasonId);
await app.listen({ port, host: '127.0.0.1' });
console.log(`api (e2e) listening on http://127.0.0.1:${port}, data in ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => handle.close())
      .then(() => {
        if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}
