// `npm run feed:key -- create <tenant-slug> <provider>`: a provider's first key (ADR 0039); prints the key
// id and its secret, which is shown this once. `npm run feed:key -- retire <tenant-slug> <provider> <key-id>
// [--at <ISO time>]`: the key is refused from then on. Later rotations can go through the signed
// POST /feed/v1/keys and /feed/v1/keys/{keyId}/retire. Uses the API's environment (DATABASE_URL or DATA_DIR,
// FEED_KEY_SECRET), so the secret it prints is the one the API verifies.
import { parseArgs } from 'node:util';
import { createDb } from '@gameweek/db/create-db';
import { loadEnv } from './env.ts';
import { tenantIdBySlug } from './repositories/feed-repository.ts';
import { FeedKeys } from './services/feed/feed-keys.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { at: { type: 'string' } },
});
const [command, slug, provider, keyId] = positionals;
const usage =
  'usage: npm run feed:key -- create <tenant-slug> <provider>\n' +
  '       npm run feed:key -- retire <tenant-slug> <provider> <key-id> [--at <ISO time>]';
if (
  !slug ||
  !provider ||
  !/^[a-z0-9][a-z0-9._-]{0,39}$/.test(provider) ||
  !(command === 'create' || (command === 'retire' && keyId))
) {
  console.error(usage);
  process.exit(2);
}

const env = loadEnv();
const handle = await createDb(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { url: '', dataDir: env.DATA_DIR },
);
try {
  const tenantId = await tenantIdBySlug(handle.db, slug);
  if (tenantId === undefined) throw new Error(`no tenant ${slug}`);
  const keys = new FeedKeys(handle.db, env.FEED_KEY_SECRET, () => new Date());
  if (command === 'create') {
    const key = await keys.create(tenantId, provider);
    console.log(`key id:  ${key.keyId}\nsecret:  ${key.secret}\nprovider: ${key.provider}`);
    console.log(
      'The secret is shown this once; the API keeps only what derives it from FEED_KEY_SECRET.',
    );
  } else {
    const at = values.at ? new Date(values.at) : undefined;
    if (at && Number.isNaN(at.getTime())) throw new Error(`not a time: ${values.at}`);
    const retired = await keys.retire({ tenantId, provider }, keyId!, at);
    console.log(`${retired.keyId} is refused from ${retired.retiresAt.toISOString()}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
