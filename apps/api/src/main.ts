// Process entry: env → database → demo preparation (embedded default) → season clock → listen.
// scripts/start.mjs runs this file with `node --import tsx`.
import { createDb } from '@gameweek/db/create-db';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { buildApp } from './app.ts';
import { prepareDemo } from './demo/prepare-demo.ts';
import { loadEnv } from './env.ts';
import { liveEvents } from './jobs/live-events.ts';
import { startSeasonClock } from './jobs/season-clock.ts';
import { isConnectionError } from './lib/pg-errors.ts';

const env = loadEnv();
// Until the app (and its logger) exists, a dropped connection is reported on stderr.
let logConnectionError = (e: Error) => console.error(`database connection lost: ${e.message}`);
const handle = await createDb({
  ...(env.DATABASE_URL ? { url: env.DATABASE_URL } : { url: '', dataDir: env.DATA_DIR }),
  poolSize: env.DB_POOL_SIZE,
  onConnectionError: (e) => logConnectionError(e),
});
const app = await buildApp({ env, db: handle.db });
logConnectionError = (e) =>
  app.log.warn({ err: { message: e.message } }, 'database connection lost; the pool reconnects');

// A promise nobody awaited must not end the process and every request in flight with it (Node's
// default): it is one failed operation, logged. An exception thrown from a callback may have left
// state half-changed, so that one still ends the process (scripts/start.mjs restarts it).
process.on('unhandledRejection', (reason) => {
  app.log.error({ err: reason }, 'unhandled rejection');
});
process.on('uncaughtException', (err) => {
  app.log.fatal({ err }, 'uncaught exception; exiting');
  process.exit(1);
});

if (env.DEMO) {
  const started = Date.now();
  await prepareDemo(handle.db, {
    dataRoot: env.GAMEWEEK_DATA ?? dataRoot(),
    log: (line) => app.log.info(line),
    timing: {
      roundMs: env.DEMO_ROUND_MINUTES * 60_000,
      matchMs: env.DEMO_MATCH_MINUTES * 60_000,
      // Kick-offs spread over at most 150 s, less when rounds come faster, so rounds do not overlap.
      spanMs: Math.min(150_000, (env.DEMO_ROUND_MINUTES * 60_000) / 2.4),
    },
    // The soccer season's matches come from the demo provider through the feed (ADR 0044).
    feed: { keySecret: env.FEED_KEY_SECRET, keyFile: env.DEMO_FEED_KEY_FILE },
  });
  app.log.info(`demo prepared in ${Date.now() - started} ms`);
}

const clock = env.CLOCK
  ? startSeasonClock({
      db: handle.db,
      events: liveEvents,
      // A database outage fails every tick until it ends: a warning each, and the next tick retries.
      onError: (e) =>
        isConnectionError(e)
          ? app.log.warn(
              { err: { message: (e as Error).message } },
              'season clock: database unavailable',
            )
          : app.log.error(e, 'season clock'),
    })
  : undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await clock?.stop();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });

// The live rounds the feed plays are held in memory (ADR 0049): built now (a restart mid-round rebuilds
// them from the tables) and whenever a round goes live, well before its first kick-off.
const LIVE_WARM_MS = 30_000;
const warmLiveRounds = () =>
  app.services.feedIngest.live
    .warm()
    .catch((e: unknown) => app.log.error(e, 'live scores: warming the live rounds failed'));
void warmLiveRounds();
setInterval(warmLiveRounds, LIVE_WARM_MS).unref();
