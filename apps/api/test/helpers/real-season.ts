// The seasons `npm start` serves — the real FPL 2023-24 and IPL 2024 data prepared as the demo prepares
// them (jobs/prepare-demo.ts) — on a fresh database, with few simulated managers so it stays quick, at a
// fixed demo "now": tests then move the clock forward themselves.
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb, type TestDriver } from '@gameweek/db/testing/test-db';
import { type PrepareDemoResult, prepareDemo } from '../../src/jobs/prepare-demo.ts';

export const SOCCER_DOMAIN = 'localhost';
export const CRICKET_DOMAIN = 'cricket.localhost';

export interface RealSeason {
  testDb: TestDb;
  demo: PrepareDemoResult;
  /** The demo's start (the anchor of its schedule). */
  anchor: Date;
}

export async function prepareRealSeason(
  driver: TestDriver,
  anchor: Date,
  managers = { soccer: 20, cricket: 10 },
): Promise<RealSeason> {
  const testDb = await createTestDb(driver);
  const demo = await prepareDemo(testDb.db, {
    dataRoot: dataRoot(),
    managers,
    now: anchor,
    log: () => {},
  });
  return { testDb, demo, anchor };
}
