// A finished cricket match's outcome (ADR 0062) as the importer stores it and the fixtures API serves it, on
// real IPL 2025 matches (Cricsheet files) of every kind the data has: a win by runs and by wickets, one
// decided by D/L, a tie won in the super over and a match with no result. The result is served only once
// the match is finished. Migration 0029's backfill derives the same outcome from the stored Cricsheet match
// as the importer does.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CricketOutcome, FixturesResponseSchema } from '@gameweek/contracts/home';
import type { MatchResponse } from '@gameweek/contracts/match';
import { migrationsFolder, queryRows } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTenant } from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/env.ts';
import { DRIVERS, json } from './helpers/setup.ts';

/** Each match's outcome, read off its Cricsheet file (home = the first of info.teams). */
const EXPECTED: Record<string, CricketOutcome> = {
  // LSG v DC: Delhi Capitals won by 1 wicket.
  '1473441': { result: 'win', winner: 'away', by: 'wickets', margin: 1, method: null },
  // DC v RR: tied, Delhi Capitals won the super over.
  '1473469': { result: 'tie', super_over_winner: 'home' },
  // PBKS v KKR: no result.
  '1473481': { result: 'no_result' },
  // KKR v RR: Kolkata Knight Riders won by 1 run.
  '1473490': { result: 'win', winner: 'home', by: 'runs', margin: 1, method: null },
  // MI v GT: Gujarat Titans won by 3 wickets (D/L).
  '1473493': { result: 'win', winner: 'away', by: 'wickets', margin: 3, method: 'D/L' },
};
const DOMAIN = 'cricket-outcome.test';

/** Migration 0029's backfill statement, as the migrator runs it. */
const backfill = readFileSync(join(migrationsFolder, '0029_cricket_outcome.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((s) => s.includes('UPDATE "fixtures" SET "outcome"'))!;

describe.each(DRIVERS)('a cricket match outcome (%s)', (driver) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let dir: string;
  let seasonId: number;
  const stored = () =>
    queryRows<{ external_id: string; id: number; outcome: CricketOutcome | null }>(
      testDb.db,
      sql`select external_id, id, outcome from fixtures where season_id = ${seasonId} order by external_id`,
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ipl-outcome-'));
    for (const id of Object.keys(EXPECTED))
      copyFileSync(
        join(dataRoot(), 'cricket', 'cricsheet_ipl_2025', `${id}.json`),
        join(dir, `${id}.json`),
      );
    testDb = await createTestDb(driver);
    seasonId = (await importCricketSeason(testDb.db, dir)).seasonId;
    await createTenant(testDb.db, { domain: DOMAIN, context: 'cricket', seasonId });
    app = await buildApp({ env: testEnv(), db: testDb.db });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is stored at import for every kind of result', async () => {
    const rows = await stored();
    expect(Object.fromEntries(rows.map((r) => [r.external_id, r.outcome]))).toEqual(EXPECTED);
  });

  it('is served by the fixtures API once the match is finished, never before', async () => {
    const [row] = (await stored()).filter((r) => r.external_id === '1473493');
    const served = async () =>
      json<MatchResponse>(
        await app.inject({ url: `/v1/fixtures/${row!.id}`, headers: { domain: DOMAIN } }),
      ).fixture.outcome;
    // Imported ahead of its kick-off: scheduled, its outcome kept back.
    expect(await served()).toBeNull();
    await testDb.db.execute(
      sql`update fixtures set status = 'FINISHED', home_score = source_home_score,
                 away_score = source_away_score, started_at = kickoff_at,
                 finished_at = kickoff_at + interval '4 hours' where season_id = ${seasonId}`,
    );
    expect(await served()).toEqual(EXPECTED['1473493']);
    const rounds = await queryRows<{ number: number }>(
      testDb.db,
      sql`select distinct r.number from rounds r where r.season_id = ${seasonId} order by 1`,
    );
    const served2: Record<string, CricketOutcome | null> = {};
    const ids = new Map((await stored()).map((r) => [r.id, r.external_id]));
    for (const { number } of rounds) {
      const res = await app.inject({
        url: `/v1/fixtures?round=${number}`,
        headers: { domain: DOMAIN },
      });
      expect(res.statusCode).toBe(200);
      for (const f of json<z.infer<typeof FixturesResponseSchema>>(res).fixtures)
        served2[ids.get(f.id)!] = f.outcome;
    }
    expect(served2).toEqual(EXPECTED);
  });

  it("migration 0029's backfill derives the importer's outcome from the stored match", async () => {
    await testDb.db.execute(sql`update fixtures set outcome = null where season_id = ${seasonId}`);
    await testDb.db.execute(sql.raw(backfill));
    const rows = await stored();
    expect(Object.fromEntries(rows.map((r) => [r.external_id, r.outcome]))).toEqual(EXPECTED);
  });
});
