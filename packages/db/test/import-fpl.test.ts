import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/create-db.ts';
import { importFplSeason } from '../src/import/fpl.ts';
import { dataRoot } from '../src/testing/data-root.ts';
import { createTestDb, type TestDb } from '../src/testing/test-db.ts';

const TABLES = [
  'competitions',
  'seasons',
  'rounds',
  'clubs',
  'players',
  'player_prices',
  'fixtures',
  'player_fixture_stats',
];

async function counts(t: TestDb): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    out[table] = row?.n ?? -1;
  }
  return out;
}

describe('FPL importer', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t?.close());

  it('imports 2023-24 with start prices, deadlines and stats, and a second run changes nothing', async () => {
    const dir = join(dataRoot(), 'fpl', '2023-24');
    const first = await importFplSeason(t.db, dir);
    expect(first).toMatchObject({ clubs: 20, players: 865, rounds: 38, fixtures: 380 });
    const before = await counts(t);
    const snapshot = await queryRows<{ h: string }>(
      t.db,
      sql`select md5(string_agg(r::text, ',' order by r.id)) as h from (
            select p.id, p.name, p.price, p.start_price, p.position from players p) r`,
    );
    await importFplSeason(t.db, dir);
    expect(await counts(t)).toEqual(before);
    expect(
      await queryRows<{ h: string }>(
        t.db,
        sql`select md5(string_agg(r::text, ',' order by r.id)) as h from (
              select p.id, p.name, p.price, p.start_price, p.position from players p) r`,
      ),
    ).toEqual(snapshot);

    // Haaland (FPL element 355) started 2023-24 at 14.0m; GW1's deadline was 17:30 UTC on 11 Aug 2023.
    const [haaland] = await queryRows<{ start_price: number }>(
      t.db,
      sql`select start_price from players where external_id = '355'`,
    );
    expect(haaland?.start_price).toBe(140);
    const [gw1] = await queryRows<{ deadline: string }>(
      t.db,
      sql`select to_char(deadline_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as deadline from rounds where number = 1`,
    );
    expect(gw1?.deadline).toBe('2023-08-11 17:30');
    // Only rows of players who neither played nor were booked (worth 0) are left out, so the stored source
    // points add up to merged_gw's total_points over the whole season (31 271, summed with python's csv).
    const [sum] = await queryRows<{ n: number }>(
      t.db,
      sql`select sum(source_points)::int as n from player_fixture_stats`,
    );
    expect(sum?.n).toBe(31_271);
  }, 180_000);
});
