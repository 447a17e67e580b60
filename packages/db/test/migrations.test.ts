import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/create-db.ts';
import { competitions } from '../src/schema.ts';
import { createTestDb, stopTestPostgres, type TestDriver } from '../src/testing/test-db.ts';

const drivers: TestDriver[] = ['pglite', 'postgres'];

describe.each(drivers)('migrations on %s', (driver) => {
  afterAll(() => {
    if (driver === 'postgres') stopTestPostgres();
  });

  it('create every table, and counts come back as numbers on both drivers', async () => {
    const t = await createTestDb(driver);
    try {
      const tables = await queryRows<{ name: string }>(
        t.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const names = tables.map((r) => r.name);
      for (const expected of [
        'tenants',
        'users',
        'sessions',
        'rounds',
        'fixtures',
        'picks',
        'jobs',
      ]) {
        expect(names).toContain(expected);
      }
      await t.db.insert(competitions).values({ code: 'x', name: 'X', sport: 'soccer' });
      const [row] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from competitions`,
      );
      expect(row?.n).toBe(1);
    } finally {
      await t.close();
    }
  }, 60_000);
});
