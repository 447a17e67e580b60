// The demo providers' feed keys (ADR 0044; one per demo tenant since cricket is fed too, ADR 0050): made
// through the feed's own key service when the demo is prepared, and handed to the provider process in a
// file only the owner reads (DEMO_FEED_KEY_FILE, next to the demo's data), one entry per tenant. No secret
// is written in code: a key's secret is derived from FEED_KEY_SECRET like every feed key's. A key in the
// file that the database no longer knows (a fresh database, another FEED_KEY_SECRET, a retired key) is
// replaced by a new one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '@gameweek/db/create-db';
import { findFeedKey } from '../repositories/feed-repository.ts';
import { FeedKeys } from '../services/feed/feed-keys.ts';
import { deriveFeedSecret } from '../services/feed/feed-signature.ts';
import { DEMO_FEED_PROVIDER, type DemoFeedKey } from './demo-provider.ts';

export interface DemoFeedKeyFile extends DemoFeedKey {
  tenant: string;
  provider: string;
}

const asKey = (raw: Partial<DemoFeedKeyFile>): DemoFeedKeyFile | undefined =>
  typeof raw.keyId === 'string' && typeof raw.secret === 'string'
    ? {
        keyId: raw.keyId,
        secret: raw.secret,
        tenant: String(raw.tenant ?? ''),
        provider: String(raw.provider ?? DEMO_FEED_PROVIDER),
      }
    : undefined;

/** Every key in the file (`{ keys: [...] }`; a file of one key, as written before cricket was fed, too). */
function readKeys(file: string): DemoFeedKeyFile[] {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as
      | Partial<DemoFeedKeyFile>
      | { keys?: Partial<DemoFeedKeyFile>[] };
    const list = 'keys' in parsed ? (parsed.keys ?? []) : [parsed as Partial<DemoFeedKeyFile>];
    return list.flatMap((k) => asKey(k) ?? []);
  } catch {
    return [];
  }
}

/** The tenant's key in the file (by tenant slug). */
export function readDemoFeedKeyFile(file: string, tenant: string): DemoFeedKeyFile | undefined {
  return readKeys(file).find((k) => k.tenant === tenant);
}

/** The demo provider's valid key for the tenant: the one in `file` when it still signs, else a new one. */
export async function ensureDemoFeedKey(
  db: Database,
  options: { master: string; tenantId: number; tenantSlug: string; file?: string; now: Date },
): Promise<DemoFeedKey> {
  const existing = options.file ? readDemoFeedKeyFile(options.file, options.tenantSlug) : undefined;
  if (existing) {
    const row = await findFeedKey(db, existing.keyId);
    const valid =
      row !== undefined &&
      row.tenantId === options.tenantId &&
      row.provider === DEMO_FEED_PROVIDER &&
      (row.retiresAt === null || row.retiresAt.getTime() > options.now.getTime()) &&
      deriveFeedSecret(options.master, row.keyId, row.salt) === existing.secret;
    if (valid) return { keyId: existing.keyId, secret: existing.secret };
  }
  const created = await new FeedKeys(db, options.master, () => options.now).create(
    options.tenantId,
    DEMO_FEED_PROVIDER,
  );
  const key = { keyId: created.keyId, secret: created.secret };
  if (options.file) {
    mkdirSync(dirname(options.file), { recursive: true });
    const keys = [
      ...readKeys(options.file).filter((k) => k.tenant !== options.tenantSlug),
      { ...key, tenant: options.tenantSlug, provider: DEMO_FEED_PROVIDER },
    ];
    writeFileSync(options.file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  }
  return key;
}
