// `npm run feed:cricsheet -- <folder | match-url> --api <base-url> [--provider cricsheet] [--live
//   [--interval 5000]]`: the Cricsheet adapter as a provider (ADR 0043). Sends finished matches — every
// Cricsheet JSON of a folder, or one match's JSON at a URL — to a tenant's feed as line-up, balls and
// result; with --live it polls the URL for the match as it stands and sends each new ball until the result.
// The key comes from the environment: FEED_KEY_ID and FEED_KEY_PROVIDER_SECRET (the key's secret that
// `npm run feed:key -- create` showed once; not the API's FEED_KEY_SECRET).
import { parseArgs } from 'node:util';
import { FeedClient } from '../feed-client.ts';
import { cricsheetMatchMessages } from './cricsheet-messages.ts';
import {
  fetchCricsheetMatch,
  fixtureRefOf,
  followCricsheetMatch,
  readCricsheetFolder,
} from './cricsheet-source.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string' },
    provider: { type: 'string', default: 'cricsheet' },
    live: { type: 'boolean', default: false },
    interval: { type: 'string', default: '5000' },
  },
});
const [source] = positionals;
const keyId = process.env.FEED_KEY_ID;
const secret = process.env.FEED_KEY_PROVIDER_SECRET;
if (!source || !values.api || !keyId || !secret) {
  console.error(
    'usage: FEED_KEY_ID=fk_… FEED_KEY_PROVIDER_SECRET=… npm run feed:cricsheet -- <folder | match-url> ' +
      '--api <base-url> [--provider cricsheet] [--live [--interval ms]]',
  );
  process.exit(2);
}
const client = new FeedClient({ baseUrl: values.api, key: { keyId, secret } });
const provider = values.provider;
const isUrl = /^https?:\/\//.test(source);
let refused = 0;
const send = async (message: Parameters<FeedClient['send']>[0]) => {
  const reply = await client.send(message);
  const m = typeof message === 'string' ? undefined : message;
  const what = `${m && 'fixture' in m ? m.fixture : ''}#${m?.sequence} ${m?.kind}`;
  if (reply.status >= 400) {
    refused++;
    console.error(`refused ${what}: ${JSON.stringify(reply.body)}`);
  } else
    console.log(
      `${reply.repeated ? 'repeated' : reply.status === 202 ? 'held' : 'applied'} ${what}`,
    );
};

if (values.live) {
  if (!isUrl) throw new Error('--live follows a URL');
  const sent = await followCricsheetMatch({
    provider,
    fixture: fixtureRefOf(source),
    read: () => fetchCricsheetMatch(source),
    send,
    intervalMs: Number(values.interval),
  });
  console.log(`${sent} messages sent`);
} else {
  const matches = isUrl
    ? [{ fixture: fixtureRefOf(source), match: await fetchCricsheetMatch(source) }]
    : readCricsheetFolder(source);
  for (const m of matches)
    for (const message of cricsheetMatchMessages(provider, m)) await send(message);
  console.log(`${matches.length} matches sent, ${refused} messages refused`);
}
process.exitCode = refused > 0 ? 1 : 0;
