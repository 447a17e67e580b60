// The demo provider's process (ADR 0044): `node --import tsx apps/api/src/demo/demo-provider.main.ts`,
// started by `npm start` (scripts/start.mjs) once the API answers. It reads the real season from the shared
// data (GAMEWEEK_DATA or next to the checkout), its feed key from DEMO_FEED_KEY_FILE (written by the API
// when it prepared the demo), and every DEMO_FEED_INTERVAL_MS sends what happened since to
// DEMO_FEED_API_URL/feed/v1/messages, signed. Environment: the API's own (apps/api/src/env.ts).
import { dataRoot } from '@gameweek/db/testing/data-root';
import { loadEnv } from '../env.ts';
import { readDemoFeedKeyFile } from './demo-feed-key.ts';
import { loadDemoSoccerSource } from './demo-feed-source.ts';
import { DemoFeedProvider, FeedCallError, httpFeedTransport } from './demo-provider.ts';

const env = loadEnv();
const log = (line: string) => console.log(`[demo provider] ${line}`);
const source = loadDemoSoccerSource(env.GAMEWEEK_DATA ?? dataRoot());
log(`holds ${source.size} fixtures of FPL 2023-24; sending to ${env.DEMO_FEED_API_URL}`);

// The key file is read again whenever a call is refused as unauthenticated (the API made a new key).
let key = readDemoFeedKeyFile(env.DEMO_FEED_KEY_FILE);
const provider = new DemoFeedProvider({
  source,
  matchMs: env.DEMO_MATCH_MINUTES * 60_000,
  transport: httpFeedTransport(env.DEMO_FEED_API_URL, () => {
    if (!key) throw new Error(`no feed key in ${env.DEMO_FEED_KEY_FILE} yet`);
    return key;
  }),
  log,
});

let stopped = false;
let running: Promise<void> | undefined;
let lastError = '';
async function tick() {
  try {
    const sent = await provider.sendDue(new Date());
    const applied = sent.filter((s) => s.status === 200 || s.status === 202);
    if (applied.length > 0)
      log(
        applied
          .map(
            (s) =>
              `${s.fixture} ${s.kind === 'soccer.result' ? 'FT' : s.kind === 'fixture.lineup' ? 'line-up' : `${s.minute}'`}`,
          )
          .join(', '),
      );
    if (sent.some((s) => s.status === 401)) key = readDemoFeedKeyFile(env.DEMO_FEED_KEY_FILE);
    lastError = '';
  } catch (error) {
    if (error instanceof FeedCallError && error.status === 401)
      key = readDemoFeedKeyFile(env.DEMO_FEED_KEY_FILE);
    const message = error instanceof Error ? error.message : String(error);
    // The API restarting is expected now and then: one line per distinct failure.
    if (message !== lastError) log(`cannot send yet: ${message}`);
    lastError = message;
  }
}
const timer = setInterval(() => {
  if (running || stopped) return;
  running = tick().finally(() => {
    running = undefined;
  });
}, env.DEMO_FEED_INTERVAL_MS);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopped = true;
    clearInterval(timer);
    void Promise.resolve(running).then(() => process.exit(0));
  });
