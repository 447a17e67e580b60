// A migrated, empty database for one test file: in-memory PGlite by default, or a database in a throwaway
// PostgreSQL cluster when TEST_DB=postgres (one cluster per process, one fresh database per call).
import { createDb, type Database, type DbHandle } from '../create-db.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

export type TestDriver = 'pglite' | 'postgres';

let cluster: ThrowawayPostgres | undefined;
let counter = 0;

export function testDriverFromEnv(): TestDriver {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDb {
  db: Database;
  driver: TestDriver;
  /** The database's URL on PostgreSQL (a second pool on it is a second API instance); null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

export async function createTestDb(driver: TestDriver = testDriverFromEnv()): Promise<TestDb> {
  let handle: DbHandle;
  let url: string | null = null;
  if (driver === 'postgres') {
    if (!cluster) {
      cluster = await startThrowawayPostgres();
      const started = cluster;
      process.once('exit', () => started.stop());
    }
    counter += 1;
    url = cluster.createDatabase(`test_${process.pid}_${counter}`);
    handle = await createDb({ url, poolSize: 4 });
  } else {
    handle = await createDb({ dataDir: 'memory://' });
  }
  return { db: handle.db, driver, url, close: () => handle.close() };
}

/** Stop the shared cluster (call from afterAll of the last postgres test in a file, optional). */
export function stopTestPostgres(): void {
  cluster?.stop();
  cluster = undefined;
}
