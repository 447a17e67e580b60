import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/create-db.ts';
import { importCricketSeason } from '../src/import/cricket.ts';
import { dataRoot } from '../src/testing/data-root.ts';
import { createTestDb, type TestDb } from '../src/testing/test-db.ts';

const TABLES = [
  'competitions',
  'seasons',
  'rounds',
  'clubs',
  'players',
  'fixtures',
  'player_fixture_stats',
];

describe('cricket importer', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t?.close());

  it('imports IPL 2024 as match days with engine roles and credits, and a second run changes nothing', async () => {
    const dir = join(dataRoot(), 'cricket', 'cricsheet_ipl_2024');
    const first = await importCricketSeason(t.db, dir);
    // 71 completed matches (PROVENANCE.md) on 61 distinct dates.
    expect(first).toMatchObject({
      clubs: 10,
      fixtures: readdirSync(dir).filter((f) => f.endsWith('.json')).length,
      rounds: 61,
    });
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const table of TABLES) {
        const [row] = await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        out[table] = row?.n ?? -1;
      }
      const [h] = await queryRows<{ h: string }>(
        t.db,
        sql`select md5(string_agg(concat(external_id, position, start_price, club_id), ',' order by external_id)) as h from players`,
      );
      out.hash = h?.h as unknown as number;
      return out;
    };
    const before = await counts();
    await importCricketSeason(t.db, dir);
    expect(await counts()).toEqual(before);

    const roles = await queryRows<{ position: string; n: number; min: number; max: number }>(
      t.db,
      sql`select position, count(*)::int as n, min(start_price)::int as min, max(start_price)::int as max
          from players group by position order by position`,
    );
    expect(roles.map((r) => r.position)).toEqual(['WK', 'BAT', 'AR', 'BOWL']);
    for (const r of roles) {
      expect(r.n).toBeGreaterThan(5);
      expect(r.min).toBeGreaterThanOrEqual(60); // credits 6.0–11.0 in tenths
      expect(r.max).toBeLessThanOrEqual(110);
    }
    // Each match day's deadline is 30 minutes before its first match.
    const [bad] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from rounds r where r.deadline_at <> (select min(kickoff_at) from fixtures f where f.round_id = r.id) - interval '30 minutes'`,
    );
    expect(bad?.n).toBe(0);
  }, 300_000);
});
