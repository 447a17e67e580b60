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
  close(): Promise<void>;
}

export async function createTestDb(driver: TestDriver = testDriverFromEnv()): Promise<TestDb> {
  let handle: DbHandle;
  if (driver === 'postgres') {
    if (!cluster) {
      cluster = await startThrowawayPostgres();
      const started = cluster;
      process.once('exit', () => started.stop());
    }
    counter += 1;
    const url = cluster.createDatabase(`test_${process.pid}_${counter}`);
    handle = await createDb({ url, poolSize: 4 });
  } else {
    handle = await createDb({ dataDir: 'memory://' });
  }
  return { db: handle.db, driver, close: () => handle.close() };
}

/** Stop the shared cluster (call from afterAll of the last postgres test in a file, optional). */
export function stopTestPostgres(): void {
  cluster?.stop();
  cluster = undefined;
}
