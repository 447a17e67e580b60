// Provisional team scores while a round is live: a starter whose match has not finished is pending (the rules
// engine's PlayerRound.pending), so he is neither auto-subbed nor stripped of the armband, even when bench
// players whose match is over have played. Once every match is over, the usual auto-subs apply.

import { queryRows } from '@gameweek/db/create-db';
import { playerFixtureStats } from '@gameweek/db/schema';
import {
  createSoccerSeason,
  createSquad,
  createTenant,
  createUser,
  type SoccerSeasonFixture,
} from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';

const START = new Date('2032-03-01T12:00:00Z');
const MATCH_MS = 30 * 60_000;

describe('provisional scores with pending fixtures', () => {
  let t: TestDb;
  let season: SoccerSeasonFixture;
  let squadId: number;
  let captain: number;

  beforeAll(async () => {
    t = await createTestDb();
    season = await createSoccerSeason(t.db, {
      clubs: 6,
      rounds: 1,
      start: START,
      matchMs: MATCH_MS,
    });
    const tenant = await createTenant(t.db);
    const user = await createUser(t.db, { tenantId: tenant.id });
    const fixtures = await queryRows<{ id: number; home: number; away: number }>(
      t.db,
      sql`select id, home_club_id as home, away_club_id as away from fixtures
           where season_id = ${season.seasonId} order by kickoff_at, id`,
    );
    const first = fixtures[0]!;
    const club = (id: number) => season.clubIds.indexOf(id);
    const per = { GK: 2, DEF: 5, MID: 5, FWD: 3 } as const;
    const pick = (position: keyof typeof per, clubId: number, k: number) =>
      season.players[position][club(clubId) * per[position] + k]!;
    // Starters from the two clubs of the last match (pending until 16:30), the bench from the first match.
    const late = fixtures.at(-1)!;
    const xi = [
      pick('GK', late.home, 0),
      pick('DEF', late.home, 0),
      pick('DEF', late.home, 1),
      pick('DEF', late.away, 0),
      pick('DEF', late.away, 1),
      pick('MID', late.home, 0),
      pick('MID', late.home, 1),
      pick('MID', late.away, 0),
      pick('MID', late.away, 1),
      pick('FWD', late.home, 0),
      pick('FWD', late.away, 0),
    ];
    const bench = [
      pick('GK', first.home, 0),
      pick('DEF', first.home, 0),
      pick('MID', first.away, 0),
      pick('FWD', first.away, 0),
    ];
    const { squad, playerIds } = await createSquad(t.db, {
      tenantId: tenant.id,
      userId: user.id,
      seasonId: season.seasonId,
      roundId: season.roundIds[0]!,
      playerIds: [...xi, ...bench],
      captainIndex: 5,
      viceIndex: 6,
    });
    squadId = squad.id;
    captain = playerIds[5]!;
    // Everyone of the first match plays 90 minutes; nobody of the last match has played yet.
    const firstPlayers = await queryRows<{ id: number }>(
      t.db,
      sql`select id from players where club_id in (${first.home}, ${first.away})`,
    );
    await t.db
      .insert(playerFixtureStats)
      .values(
        firstPlayers.map((p) => ({ fixtureId: first.id, playerId: p.id, stats: { minutes: 90 } })),
      );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps pending starters and the captain while their match is still to come', async () => {
    // Just after the first match has finished (12:30): its provisional team scores are written.
    await tickSeasonClock(t.db, new Date(START.getTime() + MATCH_MS + 60_000));
    const [row] = await queryRows<{
      final: boolean;
      detail: { autoSubs: unknown[]; captainPlayerId: number | null };
    }>(t.db, sql`select final, detail from manager_round_scores where squad_id = ${squadId}`);
    expect(row!.final).toBe(false);
    expect(row!.detail.autoSubs).toEqual([]);
    expect(row!.detail.captainPlayerId).toBe(captain);
  });

  it('auto-subs once every match is over and the starters did not play', async () => {
    await tickSeasonClock(t.db, new Date(START.getTime() + 6 * 3_600_000));
    const [row] = await queryRows<{
      final: boolean;
      detail: { autoSubs: unknown[]; captainPlayerId: number | null };
    }>(t.db, sql`select final, detail from manager_round_scores where squad_id = ${squadId}`);
    expect(row!.final).toBe(true);
    expect(row!.detail.autoSubs.length).toBeGreaterThan(0);
    expect(row!.detail.captainPlayerId).toBeNull();
  });
});
