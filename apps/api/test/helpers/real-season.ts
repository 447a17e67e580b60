// The seasons `npm start` serves — the real FPL 2023-24 and IPL 2024 data prepared as the demo prepares
// them (demo/prepare-demo.ts) — on a fresh database, with few simulated managers so it stays quick, at a
// fixed demo "now": tests then move the clock forward themselves.
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb, type TestDriver } from '@gameweek/db/testing/test-db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type PrepareDemoResult, prepareDemo } from '../../src/demo/prepare-demo.ts';
import { auth, json } from './setup.ts';

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

/** A manager saves the squad quick-picks suggests (a valid team in either sport) for the open round. */
export async function saveSuggestedTeam(
  app: FastifyInstance,
  token: string,
  domain: string,
): Promise<void> {
  const suggested = await app.inject({
    method: 'POST',
    url: '/v1/user/quick-picks',
    headers: auth(token, domain),
    payload: {},
  });
  expect(suggested.statusCode, suggested.body).toBe(200);
  const squad = json<{
    picks: { player_id: number; slot: number }[];
    captain_id: number;
    vice_captain_id: number;
  }>(suggested);
  const saved = await app.inject({
    method: 'POST',
    url: '/v1/user',
    headers: auth(token, domain),
    payload: {
      picks: squad.picks.map(({ player_id, slot }) => ({ player_id, slot })),
      captain_id: squad.captain_id,
      vice_captain_id: squad.vice_captain_id,
      chip: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
