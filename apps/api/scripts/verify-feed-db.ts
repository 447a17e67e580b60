// The database a verify:feed proof plays its season on (both sources the same way): `--db pglite` (the
// default without DATABASE_URL) in a temporary directory; `--db postgres` (the default with DATABASE_URL) a
// scratch database created on the DATABASE_URL server and dropped after, or — without DATABASE_URL — on a
// throwaway PostgreSQL cluster (the test harness's). Always fresh: the proof seeds the tenants itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Database } from '@gameweek/db/create-db';
import { createTestDb } from '@gameweek/db/testing/test-db';
import pg from 'pg';

export interface VerifyDb {
  db: Database;
  /** What it runs on, for the report lines: 'pglite', 'postgres (DATABASE_URL)', 'postgres (throwaway)'. */
  label: string;
  close(): Promise<void>;
}

/** A scratch database on the DATABASE_URL server, dropped afterwards. */
async function scratchPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gameweek_verify_feed_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** `--db` as given (undefined: from DATABASE_URL), or a usage error. */
export function verifyDbDriver(
  db: string | undefined,
  env: Record<string, string | undefined> = process.env,
): 'pglite' | 'postgres' | undefined {
  const driver = db ?? (env.DATABASE_URL ? 'postgres' : 'pglite');
  return driver === 'pglite' || driver === 'postgres' ? driver : undefined;
}

export async function openVerifyDb(
  driver: 'pglite' | 'postgres',
  env: Record<string, string | undefined> = process.env,
): Promise<VerifyDb> {
  if (driver === 'postgres' && env.DATABASE_URL) {
    const scratch = await scratchPostgres(env.DATABASE_URL);
    const handle = await createDb({ url: scratch.url });
    return {
      db: handle.db,
      label: 'postgres (DATABASE_URL)',
      async close() {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  if (driver === 'postgres') {
    const test = await createTestDb('postgres');
    return { db: test.db, label: 'postgres (throwaway cluster)', close: () => test.close() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'verify-feed-'));
  const handle = await createDb({ url: '', dataDir: dir });
  return {
    db: handle.db,
    label: 'pglite',
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
