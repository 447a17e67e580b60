// Shared by the cricket feed tests: real IPL 2024 matches imported as a live season's skeleton (the bulk
// importer, clock.mode 'live'), a cricket tenant with simulated managers who pick their teams when a match
// day opens, a signed sender, and what the rules engine says a match's players score after k overs.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTenant } from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb, type TestDriver } from '@gameweek/db/testing/test-db';
import { type CricsheetMatch, parseCricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { scoreCricketMatch } from '@gameweek/rules/cricket/match-points';
import { matchAfterOvers } from '@gameweek/rules/cricket/replay';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createCricketManagers } from '../../src/demo/cricket-managers.ts';
import { testEnv } from '../../src/env.ts';
import { LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';
import { type FeedKey, feedSender } from './feed-helpers.ts';

export const PROVIDER = 'cricsheet';
const IPL_2024 = () => join(dataRoot(), 'cricket', 'cricsheet_ipl_2024');

export function readIplMatch(id: string): CricsheetMatch {
  return parseCricsheetMatch(JSON.parse(readFileSync(join(IPL_2024(), `${id}.json`), 'utf8')), id);
}

export interface CricketFeedSeason {
  testDb: TestDb;
  app: FastifyInstance;
  seasonId: number;
  tenantId: number;
  key: FeedKey;
  send: ReturnType<typeof feedSender>;
  /** The feed's and the clock's now. */
  now: () => Date;
  setNow(at: Date): void;
  tick(at: Date): Promise<void>;
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

/** The matches imported (a live season's skeleton and the source's stats), managers, the app and a key. */
export async function prepareCricketFeed(
  driver: TestDriver,
  matchIds: readonly string[],
  prefix: string,
): Promise<CricketFeedSeason> {
  const dir = mkdtempSync(join(tmpdir(), 'ipl-feed-'));
  for (const id of matchIds) copyFileSync(join(IPL_2024(), `${id}.json`), join(dir, `${id}.json`));
  const testDb = await createTestDb(driver);
  const db = testDb.db;
  const { seasonId } = await importCricketSeason(db, dir);
  rmSync(dir, { recursive: true, force: true });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  // The demo's managers pick an eleven when a match day opens.
  await rows(
    sql`update seasons set clock = clock || '{"simulateManagers": true}'::jsonb where id = ${seasonId} returning id`,
  );
  const tenant = await createTenant(db, {
    domain: `${prefix}.cricket.test`,
    context: 'cricket',
    seasonId,
  });
  const [first] = await rows<{ id: number }>(
    sql`select id from rounds where season_id = ${seasonId} order by number limit 1`,
  );
  await createCricketManagers(db, {
    tenantId: tenant.id,
    seasonId,
    roundId: first!.id,
    count: 12,
    prefix,
  });
  let now = new Date('2024-03-01T00:00:00Z');
  const events = new LiveEvents();
  const app = await buildApp({ env: testEnv(), db, clock: () => now, events });
  const key = await app.services.feedKeys.create(tenant.id, PROVIDER);
  return {
    testDb,
    app,
    seasonId,
    tenantId: tenant.id,
    key,
    send: feedSender(app, () => now),
    now: () => now,
    setNow(at) {
      now = at;
    },
    async tick(at) {
      now = at;
      await tickSeasonClock(db, at, { events });
    },
    rows,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

/** The season's roles by Cricsheet id (what the importer derived; the game scores with them). */
export async function seasonRoles(
  season: CricketFeedSeason,
): Promise<Map<string, { role: CricketRole }>> {
  const rows = await season.rows<{ external_id: string; position: CricketRole }>(
    sql`select external_id, position from players where season_id = ${season.seasonId}`,
  );
  return new Map(rows.map((r) => [r.external_id, { role: r.position }]));
}

/** The rules engine's points of every listed player after `overs` overs of the real match, by Cricsheet id. */
export function enginePoints(
  match: CricsheetMatch,
  overs: number,
  roles: Map<string, { role: CricketRole }>,
): Map<string, number> {
  return new Map(
    scoreCricketMatch('m', matchAfterOvers(match, overs), roles).map((p) => [p.playerId, p.total]),
  );
}

/** What the database holds for a fixture's players: points (and whether final) by Cricsheet id. */
export async function storedPoints(
  season: CricketFeedSeason,
  fixtureRef: string,
): Promise<Map<string, { points: number; final: boolean }>> {
  const rows = await season.rows<{ external_id: string; points: number; final: boolean }>(
    sql`select pl.external_id, p.points, p.final from player_fixture_points p
          join players pl on pl.id = p.player_id join fixtures f on f.id = p.fixture_id
         where f.season_id = ${season.seasonId} and f.external_id = ${fixtureRef}`,
  );
  return new Map(rows.map((r) => [r.external_id, { points: r.points, final: r.final }]));
}

export async function roundOf(season: CricketFeedSeason, fixtureRef: string) {
  const [row] = await season.rows<{
    id: number;
    number: number;
    status: string;
    deadline_at: Date;
    kickoff_at: Date;
  }>(
    sql`select r.id, r.number, r.status, r.deadline_at, f.kickoff_at from fixtures f
          join rounds r on r.id = f.round_id
         where f.season_id = ${season.seasonId} and f.external_id = ${fixtureRef}`,
  );
  return {
    ...row!,
    deadline_at: new Date(row!.deadline_at),
    kickoff_at: new Date(row!.kickoff_at),
  };
}

/** Every manager score of the season, as a full recompute must reproduce it. */
export const MANAGER_SCORES = sql`select squad_id, round_id, points, total, rank, round_rank, previous_rank, final
                                    from manager_round_scores order by squad_id, round_id`;
