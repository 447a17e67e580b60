// The season clock at explicit times on a small factory season: state moves, live minute and provisional
// points, finalisation with ranks and histogram, the job rows, and idempotency (ticking again changes nothing).

import { queryRows } from '@gameweek/db/create-db';
import { rankFromHistogram } from '@gameweek/db/ranks';
import { playerFixtureStats } from '@gameweek/db/schema';
import {
  createSoccerSeason,
  createSquad,
  createTenant,
  createUser,
  type SoccerSeasonFixture,
} from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import { fixturePoints } from '@gameweek/rules/soccer/fixture-points';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { soccerStats } from '@gameweek/rules/soccer/stats';
import { scoreTeam } from '@gameweek/rules/soccer/team-score';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveEvent, LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';

const at = (iso: string) => new Date(iso);
const rules = soccerSeasonRules('2023-24');

describe('season clock', () => {
  let t: TestDb;
  let season: SoccerSeasonFixture;
  const squadIds: number[] = [];
  const events = new LiveEvents();
  const seen: LiveEvent[] = [];
  events.subscribe((e) => seen.push(e));

  const state = async () =>
    queryRows<{ h: string }>(
      t.db,
      sql`select md5(concat_ws('|',
            (select string_agg(concat(id, status, finalised_at), ',' order by id) from rounds),
            (select string_agg(concat(id, status, minute, home_score, away_score), ',' order by id) from fixtures),
            (select string_agg(concat(fixture_id, player_id, points, final), ',' order by fixture_id, player_id) from player_fixture_points),
            (select string_agg(concat(squad_id, round_id, points, total, rank, final), ',' order by squad_id, round_id) from manager_round_scores),
            (select string_agg(concat(key, status), ',' order by key) from jobs))) as h`,
    ).then((r) => r[0]?.h);
  const statuses = () =>
    queryRows<{ number: number; status: string }>(
      t.db,
      sql`select number, status from rounds order by number`,
    ).then((r) => r.map((x) => x.status));

  beforeAll(async () => {
    t = await createTestDb();
    // 6 clubs, 3 fixtures per round at 12:00, 14:00, 16:00 UTC, deadline 10:30, a match lasts 30 min.
    season = await createSoccerSeason(t.db, {
      clubs: 6,
      rounds: 2,
      start: at('2030-01-01T12:00:00Z'),
      matchMs: 30 * 60_000,
    });
    const tenant = await createTenant(t.db);
    for (const captainIndex of [1, 9, 10]) {
      const user = await createUser(t.db, { tenantId: tenant.id });
      const { squad } = await createSquad(t.db, {
        tenantId: tenant.id,
        userId: user.id,
        seasonId: season.seasonId,
        roundId: season.roundIds[0]!,
        captainIndex,
        viceIndex: 2,
      });
      squadIds.push(squad.id);
    }
    // Stats for round 1: every club's first 11 players (by id) play 90 minutes; the home side's 9th player
    // scores twice, and the away goalkeeper concedes and makes 4 saves.
    const fixturesR1 = await queryRows<{ id: number; home: number; away: number }>(
      t.db,
      sql`select id, home_club_id as home, away_club_id as away from fixtures where round_id = ${season.roundIds[0]!} order by id`,
    );
    for (const f of fixturesR1) {
      for (const [club, side] of [
        [f.home, 'home'],
        [f.away, 'away'],
      ] as const) {
        const clubPlayers = await queryRows<{ id: number; position: string }>(
          t.db,
          sql`select id, position from players where club_id = ${club} order by position = 'GK' desc, id limit 11`,
        );
        await t.db.insert(playerFixtureStats).values(
          clubPlayers.map((p, i) => {
            const stats: Record<string, number> = { minutes: 90, starts: 1, bps: 10 + i };
            if (side === 'home' && i === 8) Object.assign(stats, { goals_scored: 2, bps: 60 });
            if (side === 'home' && (p.position === 'GK' || p.position === 'DEF'))
              stats.clean_sheets = 1;
            if (side === 'away' && (p.position === 'GK' || p.position === 'DEF'))
              stats.goals_conceded = 2;
            if (side === 'away' && p.position === 'GK') stats.saves = 4;
            if (side === 'home' && i === 8) stats.bonus = 3;
            return { fixtureId: f.id, playerId: p.id, stats };
          }),
        );
      }
    }
    await t.db.execute(
      sql`update fixtures set source_home_score = 2, source_away_score = 0 where round_id = ${season.roundIds[0]!}`,
    );
  });
  afterAll(() => t?.close());

  it('does nothing before a round opens', async () => {
    const r = await tickSeasonClock(t.db, at('2029-12-31T10:00:00Z'), { events });
    expect(r.steps).toEqual([]);
    expect(await statuses()).toEqual(['NOT_STARTED', 'NOT_STARTED']);
  });

  it('opens round 1 at its opening time and locks it at the deadline', async () => {
    await tickSeasonClock(t.db, at('2029-12-31T10:31:00Z'), { events });
    expect(await statuses()).toEqual(['OPEN', 'NOT_STARTED']);
    await tickSeasonClock(t.db, at('2030-01-01T10:30:00Z'), { events });
    expect(await statuses()).toEqual(['LOCKED', 'NOT_STARTED']);
  });

  it('goes live at the first kick-off, shows minute 45 half-way, and a repeated tick changes nothing', async () => {
    const r = await tickSeasonClock(t.db, at('2030-01-01T12:15:00Z'), { events });
    // Round 2 opens at 10:31 the same day (a day before its deadline): it is OPEN while round 1 is live.
    expect(await statuses()).toEqual(['LIVE', 'OPEN']);
    expect(r.progressed).toBe(1);
    const [live] = await queryRows<{ status: string; minute: number }>(
      t.db,
      sql`select status, minute from fixtures where round_id = ${season.roundIds[0]!} order by kickoff_at limit 1`,
    );
    expect(live).toEqual({ status: 'LIVE', minute: 45 });
    const [provisional] = await queryRows<{ n: number; finals: number }>(
      t.db,
      sql`select count(*)::int as n, count(*) filter (where final)::int as finals from player_fixture_points`,
    );
    expect(provisional?.n).toBe(22);
    expect(provisional?.finals).toBe(0);
    const before = await state();
    const again = await tickSeasonClock(t.db, at('2030-01-01T12:15:00Z'), { events });
    expect(again).toEqual({ steps: [], failed: [], progressed: 0 });
    expect(await state()).toBe(before);
  });

  it('finalises the round after its last fixture: stored scores equal the engine, ranks from the histogram', async () => {
    await tickSeasonClock(t.db, at('2030-01-01T17:00:00Z'), { events });
    expect(await statuses()).toEqual(['FINISHED', 'OPEN']);
    const fixturePts = await queryRows<{
      player_id: number;
      points: number;
      stats: Record<string, number>;
      position: string;
      final: boolean;
    }>(
      t.db,
      sql`select pfp.player_id, pfp.points, s.stats, p.position, pfp.final from player_fixture_points pfp
          join player_fixture_stats s using (fixture_id, player_id) join players p on p.id = pfp.player_id`,
    );
    expect(fixturePts).toHaveLength(66);
    for (const row of fixturePts) {
      expect(row.final).toBe(true);
      expect(row.points).toBe(
        fixturePoints(rules, row.position as 'GK', soccerStats(row.stats)).total,
      );
    }
    const pointsOf = new Map(fixturePts.map((r) => [r.player_id, r]));
    const scores = await queryRows<{
      squad_id: number;
      points: number;
      total: number;
      rank: number;
      final: boolean;
    }>(
      t.db,
      sql`select squad_id, points, total, rank, final from manager_round_scores order by squad_id`,
    );
    expect(scores).toHaveLength(3);
    for (const s of scores) {
      const pickRows = await queryRows<{
        player_id: number;
        slot: number;
        captain: number;
        vice: number;
        position: string;
      }>(
        t.db,
        sql`select p.player_id, p.slot, sr.captain_player_id as captain, sr.vice_captain_player_id as vice, pl.position
            from picks p join squad_rounds sr using (squad_id, round_id) join players pl on pl.id = p.player_id
            where p.squad_id = ${s.squad_id} and p.round_id = ${season.roundIds[0]!}`,
      );
      const expected = scoreTeam(rules, {
        picks: pickRows.map((p) => ({
          element: p.player_id,
          slot: p.slot,
          isCaptain: p.player_id === p.captain,
          isViceCaptain: p.player_id === p.vice,
        })),
        chip: null,
        players: (id) => {
          const row = pointsOf.get(id);
          const position = pickRows.find((p) => p.player_id === id)!.position as 'GK';
          return row
            ? { position, points: row.points, played: true }
            : { position, points: 0, played: false };
        },
      });
      expect(s.points).toBe(expected.points);
      expect(s.total).toBe(expected.points);
      expect(s.final).toBe(true);
      expect(s.rank).toBe(1 + scores.filter((o) => o.total > s.total).length);
    }
    // The histogram gives the same rank on read, for every stored total.
    const [tenantRow] = await queryRows<{ tenant_id: number }>(
      t.db,
      sql`select tenant_id from manager_round_scores limit 1`,
    );
    for (const s of scores)
      expect(
        (await rankFromHistogram(t.db, tenantRow!.tenant_id, season.roundIds[0]!, s.total)).rank,
      ).toBe(s.rank);
    const [hist] = await queryRows<{ n: number }>(
      t.db,
      sql`select sum(managers)::int as n from points_histograms where kind = 'total' and round_id = ${season.roundIds[0]!}`,
    );
    expect(hist?.n).toBe(3);
    const jobsDone = await queryRows<{ key: string }>(
      t.db,
      sql`select key from jobs where status = 'done' order by id`,
    );
    expect(jobsDone.map((j) => j.key.replace(/\d+/g, '#'))).toEqual([
      'round:#:open',
      'round:#:lock',
      'round:#:open',
      'fixture:#:start',
      'fixture:#:finish',
      'fixture:#:start',
      'fixture:#:finish',
      'fixture:#:start',
      'fixture:#:finish',
      'round:#:finalise',
    ]);
    const statusEvents = seen
      .filter((e) => e.type === 'round.status')
      .map((e) => (e.type === 'round.status' ? e.status : ''));
    expect(statusEvents).toEqual(['OPEN', 'LOCKED', 'OPEN', 'LIVE', 'FINISHED']);
  });

  it('ticking again at the same or a later quiet time changes nothing', async () => {
    const before = await state();
    expect((await tickSeasonClock(t.db, at('2030-01-01T17:00:00Z'), { events })).steps).toEqual([]);
    expect((await tickSeasonClock(t.db, at('2030-01-01T18:00:00Z'), { events })).steps).toEqual([]);
    expect(await state()).toBe(before);
  });

  it('carries squads into round 2 at its deadline', async () => {
    await tickSeasonClock(t.db, at('2030-01-02T10:30:00Z'), { events });
    const [row] = await queryRows<{ n: number; squads: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct squad_id)::int as squads from picks where round_id = ${season.roundIds[1]!}`,
    );
    expect(row).toEqual({ n: 45, squads: 3 });
    expect(squadIds).toHaveLength(3);
  });
});
