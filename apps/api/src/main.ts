// Process entry: env → database → demo preparation (embedded default) → season clock → listen.
// scripts/start.mjs runs this file with `node --import tsx`.
import { createDb } from '@gameweek/db/create-db';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { liveEvents } from './jobs/live-events.ts';
import { prepareDemo } from './jobs/prepare-demo.ts';
import { startSeasonClock } from './jobs/season-clock.ts';

const env = loadEnv();
const handle = await createDb({
  ...(env.DATABASE_URL ? { url: env.DATABASE_URL } : { url: '', dataDir: env.DATA_DIR }),
  poolSize: env.DB_POOL_SIZE,
});
const app = await buildApp({ env, db: handle.db });

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
  });
  app.log.info(`demo prepared in ${Date.now() - started} ms`);
}

const clock = env.CLOCK
  ? startSeasonClock({
      db: handle.db,
      events: liveEvents,
      onError: (e) => app.log.error(e, 'season clock'),
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
