// The demo provider's feed key (ADR 0044): made through the feed's own key service when the demo is
// prepared, and handed to the provider process in a file only the owner reads (DEMO_FEED_KEY_FILE, next to
// the demo's data). No secret is written in code: the key's secret is derived from FEED_KEY_SECRET like
// every feed key's. A key in the file that the database no longer knows (a fresh database, another
// FEED_KEY_SECRET, a retired key) is replaced by a new one.
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

export function readDemoFeedKeyFile(file: string): DemoFeedKeyFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoFeedKeyFile>;
    if (typeof parsed.keyId !== 'string' || typeof parsed.secret !== 'string') return undefined;
    return {
      keyId: parsed.keyId,
      secret: parsed.secret,
      tenant: String(parsed.tenant ?? ''),
      provider: String(parsed.provider ?? DEMO_FEED_PROVIDER),
    };
  } catch {
    return undefined;
  }
}

/** The demo provider's valid key for the tenant: the one in `file` when it still signs, else a new one. */
export async function ensureDemoFeedKey(
  db: Database,
  options: { master: string; tenantId: number; tenantSlug: string; file?: string; now: Date },
): Promise<DemoFeedKey> {
  const existing = options.file ? readDemoFeedKeyFile(options.file) : undefined;
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
    const content: DemoFeedKeyFile = {
      ...key,
      tenant: options.tenantSlug,
      provider: DEMO_FEED_PROVIDER,
    };
    writeFileSync(options.file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  }
  return key;
}
