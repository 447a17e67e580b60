// `npm run feed:fpl -- --source <FPL-shaped base URL> --api <the game's API origin> [options]`: runs the
// FPL-JSON adapter (ADR 0042) against a source the operator holds a licence for, posting to the tenant's
// feed API with the key made by `npm run feed:key -- create <tenant> <provider>`:
//
//   FPL_FEED_KEY_ID=fk_…  FPL_FEED_KEY_SECRET=…  npm run feed:fpl -- \
//     --source https://licensed.example/fpl/api/ --api https://api.example.com \
//     --season 2024-25 --state ./fpl-feed-state.json --interval 60
//
// --season <name>   also create and keep the season itself (teams, players, prices, gameweeks, fixtures)
//                   over the season stream; without it the tenant's current season must exist already.
// --provider <name> the provider the key was made for (default fpl-json).
// --state <file>    what was sent (sequence numbers, counts), read at start and written after each look:
//                   a restarted adapter carries on with the numbers the feed expects.
// --interval <s>    seconds between looks (default 60); --once: one look, then exit.
// --header 'Name: value' (repeatable): sent to the source (a licensed source's API key).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { FeedClient } from '../feed-client.ts';
import { type FplAdapterState, FplFeedAdapter } from './fpl-adapter.ts';
import { FplSource } from './fpl-source.ts';

const log = pino({ name: 'feed:fpl', level: process.env.LOG_LEVEL ?? 'info' });
const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    api: { type: 'string' },
    season: { type: 'string' },
    provider: { type: 'string', default: 'fpl-json' },
    state: { type: 'string' },
    interval: { type: 'string', default: '60' },
    once: { type: 'boolean', default: false },
    header: { type: 'string', multiple: true, default: [] },
  },
});
const keyId = process.env.FPL_FEED_KEY_ID;
const secret = process.env.FPL_FEED_KEY_SECRET;
if (!values.source || !values.api || !keyId || !secret) {
  console.error(
    'usage: FPL_FEED_KEY_ID=… FPL_FEED_KEY_SECRET=… npm run feed:fpl -- --source <url> --api <url> ' +
      '[--season <name>] [--provider fpl-json] [--state <file>] [--interval 60] [--once] [--header "Name: value"]',
  );
  process.exit(2);
}
const headers = Object.fromEntries(
  values.header.map((h) => {
    const at = h.indexOf(':');
    return [h.slice(0, at).trim(), h.slice(at + 1).trim()];
  }),
);
const stateFile = values.state;
const state =
  stateFile && existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as FplAdapterState)
    : undefined;
const adapter = new FplFeedAdapter({
  source: new FplSource({ baseUrl: values.source, headers }),
  provider: values.provider,
  ...(state ? { state } : {}),
  ...(values.season ? { season: { season: values.season, name: values.season } } : {}),
});
const sender = new FeedClient({ baseUrl: values.api, key: { keyId, secret }, backoffMs: 500 });

function saveState() {
  if (!stateFile) return;
  // Written whole, then renamed: a crash never leaves half a file.
  writeFileSync(`${stateFile}.tmp`, JSON.stringify(adapter.state()));
  renameSync(`${stateFile}.tmp`, stateFile);
}

let stopping = false;
process.once('SIGINT', () => {
  stopping = true;
});
process.once('SIGTERM', () => {
  stopping = true;
});

do {
  try {
    const sent = await adapter.pollAndSend(sender);
    saveState();
    const by = (o: string) => sent.filter((s) => s.answer.outcome === o).length;
    log.info(
      { sent: sent.length, applied: by('applied'), held: by('held'), repeated: by('repeated') },
      'look done',
    );
    for (const s of sent.filter((x) => x.answer.outcome === 'refused'))
      log.warn(
        {
          kind: s.planned.message.kind,
          sequence: s.planned.message.sequence,
          answer: s.answer.body,
        },
        'refused; planned again on the next look',
      );
  } catch (error) {
    // The source or the feed is unreachable: the next look tries again.
    log.error({ err: error }, 'look failed');
  }
  if (values.once || stopping) break;
  await new Promise((ok) => setTimeout(ok, Number(values.interval) * 1000));
} while (!stopping);
