// One entry point to the database: embedded PGlite (a directory, default ./.data) when DATABASE_URL is unset,
// PostgreSQL through a node-postgres Pool otherwise. Both run the same drizzle migrations from ../drizzle and
// are used through drizzle's driver-neutral PgDatabase type, so repositories never know which one they got.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database (or a transaction: PgTransaction extends PgDatabase) whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(fn)` hands to fn; also a Database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface CreateDbOptions {
  /** PostgreSQL URL; defaults to process.env.DATABASE_URL. When empty, PGlite is used. */
  url?: string;
  /** PGlite data directory (default ./.data); 'memory://' for an in-memory database. */
  dataDir?: string;
  /** Run migrations before returning (default true). */
  migrate?: boolean;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
  /**
   * Told when PostgreSQL drops a pooled connection (a restart, a failover, an idle timeout on the
   * server). The pool has already discarded that client and opens a new one on the next query, so
   * this is for logging only; default: one line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const drizzleConfig = { schema, casing: 'snake_case' as const };

/**
 * numeric (team points with halves, ADR 0015) comes back as a JS number on both drivers, in raw SQL too: the
 * values are multiples of 0.5 far below 2^53, which a double holds exactly. node-postgres takes it from its
 * global type parsers (drizzle's queries use those), PGlite from the client's.
 */
const NUMERIC_OID = 1700;
pg.types.setTypeParser(NUMERIC_OID, (v: string) => Number(v));

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const url = options.url ?? process.env.DATABASE_URL ?? '';
  const runMigrations = options.migrate ?? true;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // A server that neither answers nor refuses (a dead host, a full network queue) must not hold a
      // request forever: the attempt fails and the request answers 503.
      connectionTimeoutMillis: 10_000,
    });
    const onConnectionError =
      options.onConnectionError ??
      ((e: Error) => console.error(`database connection lost: ${e.message}`));
    // pg-pool re-emits an idle client's error on the pool, and an EventEmitter's 'error' with no
    // listener ends the process: every PostgreSQL restart would take the API down with it.
    pool.on('error', onConnectionError);
    // A client checked out between two queries of a transaction has no pool listener on it (the
    // pool removes its own while lending it): the same unheard 'error' would end the process. The
    // transaction's next query fails instead, and the pool drops the client when it comes back.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg({ client: pool, ...drizzleConfig });
    if (runMigrations) await migratePg(db, { migrationsFolder });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './.data';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { parsers: { [NUMERIC_OID]: (v: string) => Number(v) } });
  const db = drizzlePglite({ client, ...drizzleConfig });
  if (runMigrations) await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

/**
 * Raw SQL returning rows on either driver (both results carry `.rows`). Cast counts and other bigints with
 * `::int` in the SQL: pg returns bigint as a string, PGlite as a number.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
