// The demo provider's process (ADR 0044, cricket ADR 0050): `node --import tsx apps/api/src/demo/demo-provider.main.ts`,
// started by `npm start` (scripts/start.mjs) once the API answers. It reads the real seasons from the shared
// data (GAMEWEEK_DATA or next to the checkout) — FPL 2023-24 for the soccer tenant, IPL 2024 for the cricket
// tenant — each tenant's feed key from DEMO_FEED_KEY_FILE (written by the API when it prepared the demo),
// and every DEMO_FEED_INTERVAL_MS sends what happened since to DEMO_FEED_API_URL/feed/v1/messages, signed
// with the tenant's key. Environment: the API's own (apps/api/src/env.ts).
import type { FeedMessage } from '@gameweek/contracts/feed';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { loadEnv } from '../env.ts';
import { type DemoFeedKeyFile, readDemoFeedKeyFile } from './demo-feed-key.ts';
import { demoCricketSeason, demoSoccerSeason } from './demo-feed-source.ts';
import {
  DemoFeedProvider,
  type DemoSeasonSource,
  FeedCallError,
  httpFeedTransport,
  type SentMessage,
} from './demo-provider.ts';

const env = loadEnv();
const log = (line: string) => console.log(`[demo provider] ${line}`);
const root = env.GAMEWEEK_DATA ?? dataRoot();

interface TenantFeed {
  tenant: string;
  provider: DemoFeedProvider;
  key: DemoFeedKeyFile | undefined;
  lastError: string;
}

/** One tenant's provider; its key file entry is read again whenever a call is refused as unauthenticated. */
function tenantFeed(tenant: string, source: DemoSeasonSource): TenantFeed {
  const keyHolder = { key: readDemoFeedKeyFile(env.DEMO_FEED_KEY_FILE, tenant) };
  const provider = new DemoFeedProvider({
    source,
    matchMs: env.DEMO_MATCH_MINUTES * 60_000,
    transport: httpFeedTransport(env.DEMO_FEED_API_URL, () => {
      if (!keyHolder.key)
        throw new Error(`no feed key for ${tenant} in ${env.DEMO_FEED_KEY_FILE} yet`);
      return keyHolder.key;
    }),
    log: (line) => log(`${tenant}: ${line}`),
  });
  return Object.assign(keyHolder, { tenant, provider, lastError: '' });
}

const soccer = demoSoccerSeason(root);
const cricket = demoCricketSeason(root);
const feeds = [
  tenantFeed('white-label-soccer', soccer),
  tenantFeed('white-label-cricket', cricket),
];
const size = (s: DemoSeasonSource) => (s.sport === 'soccer' ? s.fixtures.size : s.matches.size);
log(
  `holds ${size(soccer)} fixtures of FPL 2023-24 and ${size(cricket)} matches of IPL 2024; sending to ${env.DEMO_FEED_API_URL}`,
);

const shown = (s: SentMessage): string => {
  const labels: Partial<Record<FeedMessage['kind'], string>> = {
    'soccer.result': 'FT',
    'cricket.result': 'result',
    'fixture.lineup': 'line-up',
  };
  return labels[s.kind] ?? (s.kind === 'cricket.delivery' ? `${s.minute} ov` : `${s.minute}'`);
};

async function tickTenant(feed: TenantFeed) {
  try {
    const sent = await feed.provider.sendDue(new Date());
    const applied = sent.filter((s) => s.status === 200 || s.status === 202);
    // A ball a message: one line per fixture, its last message.
    const last = new Map(applied.map((s) => [s.fixture, s]));
    if (last.size > 0)
      log(
        `${feed.tenant}: ${[...last.values()].map((s) => `${s.fixture} ${shown(s)}`).join(', ')}`,
      );
    if (sent.some((s) => s.status === 401))
      feed.key = readDemoFeedKeyFile(env.DEMO_FEED_KEY_FILE, feed.tenant);
    feed.lastError = '';
  } catch (error) {
    if (error instanceof FeedCallError && error.status === 401)
      feed.key = readDemoFeedKeyFile(env.DEMO_FEED_KEY_FILE, feed.tenant);
    const message = error instanceof Error ? error.message : String(error);
    // The API restarting is expected now and then: one line per distinct failure.
    if (message !== feed.lastError) log(`${feed.tenant}: cannot send yet: ${message}`);
    feed.lastError = message;
  }
}

let stopped = false;
let running: Promise<void> | undefined;
const timer = setInterval(() => {
  if (running || stopped) return;
  running = (async () => {
    for (const feed of feeds) await tickTenant(feed);
  })().finally(() => {
    running = undefined;
  });
}, env.DEMO_FEED_INTERVAL_MS);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopped = true;
    clearInterval(timer);
    void Promise.resolve(running).then(() => process.exit(0));
  });
