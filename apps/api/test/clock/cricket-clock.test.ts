// The season clock on a slice of real IPL 2024 (the first three matches: one on 22 March, a double-header on
// 23 March): match days open, lock, go live and finish at their demo times; while a match is live its points
// are the rules engine's points of the overs bowled so far (a partial sum that grows); at the end stored
// player points, team points (captain ×2, vice ×1.5, exact halves), totals and ranks equal a recomputation
// with the rules engine from the Cricsheet files. A failing step is retried with backoff and holds up
// nothing else; ticking again changes nothing.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '@gameweek/db/create-db';
import { importCricketSeason } from '@gameweek/db/import/cricket';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTenant } from '@gameweek/db/testing/factories';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import {
  type CricsheetInnings,
  type CricsheetMatch,
  parseCricsheetMatch,
} from '@gameweek/rules/cricket/cricsheet';
import { scoreCricketPerformance } from '@gameweek/rules/cricket/match-points';
import { extractCricketMatchStats } from '@gameweek/rules/cricket/match-stats';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { CRICKET_SQUAD_RULES, validateCricketSquad } from '@gameweek/rules/cricket/squad-rules';
import { scoreCricketTeam } from '@gameweek/rules/cricket/team-points';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCricketManagers } from '../../src/demo/cricket-managers.ts';
import { DEFAULT_DEMO_TIMING, mapSeasonToDemoTime } from '../../src/demo/demo-time.ts';
import { type LiveEvent, LiveEvents } from '../../src/jobs/live-events.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';

const FILES = ['1422119.json', '1422120.json', '1422121.json'];
const MATCH_MS = 4 * 60_000;
const TIMING = {
  ...DEFAULT_DEMO_TIMING,
  roundMs: 10 * 60_000,
  matchMs: MATCH_MS,
  nextDeadlineInMs: 60_000,
  openRound: 1,
};
const ANCHOR = new Date('2031-04-01T12:00:00Z');
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

function sliceDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ipl-slice-'));
  const source = join(dataRoot(), 'cricket', 'cricsheet_ipl_2024');
  for (const f of FILES) copyFileSync(join(source, f), join(dir, f));
  return dir;
}

function loadMatches(dir: string): Map<string, CricsheetMatch> {
  return new Map(
    FILES.map((f) => [
      f.replace('.json', ''),
      parseCricsheetMatch(JSON.parse(readFileSync(join(dir, f), 'utf8')), f),
    ]),
  );
}

/** The test's own cut of a match after k overs (regular innings in order), independent of the replay code. */
function firstOvers(match: CricsheetMatch, k: number): CricsheetMatch {
  const innings: CricsheetInnings[] = [];
  let left = k;
  for (const i of match.innings ?? []) {
    if (i.super_over) continue;
    const overs = (i.overs ?? []).slice(0, Math.max(0, left));
    left -= overs.length;
    innings.push({ team: i.team, overs });
  }
  return { ...match, innings };
}

interface Ids {
  seasonId: number;
  tenantId: number;
  rounds: { id: number; number: number; deadlineAt: Date }[];
  fixtures: { id: number; externalId: string; roundId: number; kickoffAt: Date }[];
  players: Map<string, { id: number; role: CricketRole }>;
}

async function setUp(t: TestDb, dir: string, managers: number): Promise<Ids> {
  const imported = await importCricketSeason(t.db, dir);
  const tenant = await createTenant(t.db, { context: 'cricket', seasonId: imported.seasonId });
  expect(await mapSeasonToDemoTime(t.db, imported.seasonId, ANCHOR, TIMING)).toBe(true);
  const rounds = await queryRows<{ id: number; number: number; deadlineAt: Date }>(
    t.db,
    sql`select id, number, deadline_at as "deadlineAt" from rounds where season_id = ${imported.seasonId} order by number`,
  );
  const fixtures = await queryRows<{
    id: number;
    externalId: string;
    roundId: number;
    kickoffAt: Date;
  }>(
    t.db,
    sql`select id, external_id as "externalId", round_id as "roundId", kickoff_at as "kickoffAt"
          from fixtures where season_id = ${imported.seasonId} order by kickoff_at, id`,
  );
  const playerRows = await queryRows<{ id: number; externalId: string; role: CricketRole }>(
    t.db,
    sql`select id, external_id as "externalId", position as role from players where season_id = ${imported.seasonId}`,
  );
  await createCricketManagers(t.db, {
    tenantId: tenant.id,
    seasonId: imported.seasonId,
    roundId: rounds[0]!.id,
    count: managers,
    prefix: `t${tenant.id}`,
  });
  return {
    seasonId: imported.seasonId,
    tenantId: tenant.id,
    rounds: rounds.map((r) => ({ ...r, deadlineAt: new Date(r.deadlineAt) })),
    fixtures: fixtures.map((f) => ({ ...f, kickoffAt: new Date(f.kickoffAt) })),
    players: new Map(playerRows.map((p) => [p.externalId, { id: p.id, role: p.role }])),
  };
}

/** Engine points per database player id of a match (cut after k overs, or whole). */
function enginePoints(match: CricsheetMatch, ids: Ids, overs?: number): Map<number, number> {
  const stats = extractCricketMatchStats(overs === undefined ? match : firstOvers(match, overs));
  const out = new Map<number, number>();
  for (const p of stats.players) {
    const player = ids.players.get(p.playerId)!;
    out.set(player.id, scoreCricketPerformance(p.stats, player.role).total);
  }
  return out;
}

describe('season clock on real IPL 2024 matches', () => {
  let t: TestDb;
  let dir: string;
  let ids: Ids;
  let matches: Map<string, CricsheetMatch>;
  const events = new LiveEvents();
  const seen: LiveEvent[] = [];
  events.subscribe((e) => seen.push(e));
  const tick = (at: Date) => tickSeasonClock(t.db, at, { events });

  const fixturePoints = (fixtureId: number) =>
    queryRows<{ playerId: number; points: number; final: boolean }>(
      t.db,
      sql`select player_id as "playerId", points, final from player_fixture_points where fixture_id = ${fixtureId}`,
    );
  const statuses = () =>
    queryRows<{ status: string }>(
      t.db,
      sql`select status from rounds where season_id = ${ids.seasonId} order by number`,
    ).then((r) => r.map((x) => x.status));

  beforeAll(async () => {
    dir = sliceDir();
    matches = loadMatches(dir);
    t = await createTestDb();
    ids = await setUp(t, dir, 40);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the first match day and every simulated manager picks a valid XI from its players', async () => {
    expect(ids.rounds).toHaveLength(2);
    expect(ids.fixtures).toHaveLength(3);
    await tick(ANCHOR);
    expect(await statuses()).toEqual(['OPEN', 'NOT_STARTED']);
    const teams = await queryRows<{
      squadId: number;
      captain: number;
      vice: number;
      players: number[];
    }>(
      t.db,
      sql`select sr.squad_id as "squadId", sr.captain_player_id as captain, sr.vice_captain_player_id as vice,
                 array_agg(p.player_id order by p.slot) as players
            from squad_rounds sr join picks p on p.squad_id = sr.squad_id and p.round_id = sr.round_id
           where sr.round_id = ${ids.rounds[0]!.id} group by 1, 2, 3`,
    );
    expect(teams.length).toBe(40);
    const market = await queryRows<{ id: number; role: CricketRole; price: number; club: number }>(
      t.db,
      sql`select id, position as role, price, club_id as club from players where season_id = ${ids.seasonId}`,
    );
    const lookup = new Map(
      market.map((p) => [
        String(p.id),
        { id: String(p.id), role: p.role, credits: p.price / 10, team: String(p.club) },
      ]),
    );
    const dayClubs = await queryRows<{ club: number }>(
      t.db,
      sql`select home_club_id as club from fixtures where round_id = ${ids.rounds[0]!.id}
          union select away_club_id from fixtures where round_id = ${ids.rounds[0]!.id}`,
    ).then((r) => new Set(r.map((x) => String(x.club))));
    for (const team of teams) {
      const result = validateCricketSquad(
        {
          playerIds: team.players.map(String),
          captainId: String(team.captain),
          viceCaptainId: String(team.vice),
        },
        lookup,
        CRICKET_SQUAD_RULES,
      );
      expect(result.violations).toEqual([]);
      for (const p of team.players) expect(dayClubs.has(lookup.get(String(p))!.team)).toBe(true);
    }
  });

  it('reveals live points over by over: the engine points of the overs bowled, a partial sum that grows', async () => {
    const first = ids.fixtures[0]!;
    const match = matches.get(first.externalId)!;
    await tick(plus(first.kickoffAt, 1_000));
    // Match day 2 opened when match day 1's deadline passed (as in FPL: pick the next while this one plays).
    expect(await statuses()).toEqual(['LIVE', 'OPEN']);
    const sums: number[] = [];
    for (const share of [0.25, 0.5, 0.9]) {
      await tick(plus(first.kickoffAt, share * MATCH_MS));
      const [fixture] = await queryRows<{
        minute: number;
        status: string;
        home: number;
        away: number;
      }>(
        t.db,
        sql`select minute, status, home_score as home, away_score as away from fixtures where id = ${first.id}`,
      );
      expect(fixture!.status).toBe('LIVE');
      const overs = fixture!.minute;
      expect(overs).toBeGreaterThan(0);
      const expected = enginePoints(match, ids, overs);
      const stored = await fixturePoints(first.id);
      expect(stored.every((p) => !p.final)).toBe(true);
      expect(new Map(stored.map((p) => [p.playerId, p.points]))).toEqual(expected);
      sums.push(stored.reduce((s, p) => s + p.points, 0));
      expect(fixture!.home + fixture!.away).toBeGreaterThan(0);
    }
    const finalSum = [...enginePoints(match, ids).values()].reduce((a, b) => a + b, 0);
    expect(sums[0]!).toBeLessThan(sums[1]!);
    expect(sums[1]!).toBeLessThan(sums[2]!);
    expect(sums[2]!).toBeLessThan(finalSum);
    const pointEvents = seen.filter((e) => e.type === 'fixture.points' && e.fixtureId === first.id);
    expect(pointEvents.length).toBeGreaterThanOrEqual(3);
    expect(seen.some((e) => e.type === 'fixture.update' && e.fixtureId === first.id)).toBe(true);
  });

  it('finishes and finalises: stored player and team points equal the rules engine’s, halves exact', async () => {
    const last = ids.fixtures.at(-1)!;
    const end = plus(last.kickoffAt, MATCH_MS + 60_000);
    const result = await tick(end);
    expect(result.failed).toEqual([]);
    expect(await statuses()).toEqual(['FINISHED', 'FINISHED']);

    const base = new Map<number, Map<number, number>>(); // round id → player id → points
    for (const f of ids.fixtures) {
      const expected = enginePoints(matches.get(f.externalId)!, ids);
      const stored = await fixturePoints(f.id);
      expect(stored.every((p) => p.final)).toBe(true);
      expect(new Map(stored.map((p) => [p.playerId, p.points]))).toEqual(expected);
      const day = base.get(f.roundId) ?? new Map<number, number>();
      for (const [id, pts] of expected) day.set(id, (day.get(id) ?? 0) + pts);
      base.set(f.roundId, day);
    }
    const [row] = await queryRows<{ minute: number; home: number; away: number; status: string }>(
      t.db,
      sql`select minute, home_score as home, away_score as away, status from fixtures where id = ${ids.fixtures[0]!.id}`,
    );
    expect(row!.status).toBe('FINISHED');

    const totals = new Map<number, number>();
    let halves = 0;
    for (const round of ids.rounds) {
      const teams = await queryRows<{
        squadId: number;
        captain: number;
        vice: number;
        players: number[];
      }>(
        t.db,
        sql`select sr.squad_id as "squadId", sr.captain_player_id as captain, sr.vice_captain_player_id as vice,
                   array_agg(p.player_id order by p.slot) as players
              from squad_rounds sr join picks p on p.squad_id = sr.squad_id and p.round_id = sr.round_id
             where sr.round_id = ${round.id} group by 1, 2, 3`,
      );
      expect(teams.length).toBe(40);
      const scores = await queryRows<{
        squadId: number;
        points: number;
        total: number;
        rank: number;
        final: boolean;
      }>(
        t.db,
        sql`select squad_id as "squadId", points, total, rank, final from manager_round_scores where round_id = ${round.id}`,
      );
      const byId = new Map(scores.map((s) => [s.squadId, s]));
      const dayPoints = new Map(
        [...(base.get(round.id) ?? new Map<number, number>())].map(([id, p]) => [String(id), p]),
      );
      for (const team of teams) {
        const expected = scoreCricketTeam(
          {
            playerIds: team.players.map(String),
            captainId: String(team.captain),
            viceCaptainId: String(team.vice),
          },
          dayPoints,
        );
        const stored = byId.get(team.squadId)!;
        expect(typeof stored.points).toBe('number');
        expect(stored.points).toBe(expected.total);
        expect(stored.points * 2).toBe(expected.totalHalfPoints);
        if (!Number.isInteger(stored.points)) halves++;
        const total = (totals.get(team.squadId) ?? 0) + expected.total;
        totals.set(team.squadId, total);
        expect(stored.total).toBe(total);
        expect(stored.final).toBe(true);
      }
      const all = [...byId.values()];
      for (const s of all) expect(s.rank).toBe(1 + all.filter((o) => o.total > s.total).length);
    }
    // The vice-captain's ×1.5 of an odd base score is a half point, stored exactly.
    expect(halves).toBeGreaterThan(0);
    expect(seen.some((e) => e.type === 'round.scores' && e.final)).toBe(true);
  });

  it('ticking again, or later, changes nothing (every step is a job that ran once)', async () => {
    const snapshot = () =>
      queryRows<{ h: string }>(
        t.db,
        sql`select md5(concat_ws('|',
              (select string_agg(concat(id, status, finalised_at), ',' order by id) from rounds),
              (select string_agg(concat(id, status, minute, home_score, away_score), ',' order by id) from fixtures),
              (select string_agg(concat(fixture_id, player_id, points, final), ',' order by fixture_id, player_id) from player_fixture_points),
              (select string_agg(concat(squad_id, round_id, points, total, rank, final), ',' order by squad_id, round_id) from manager_round_scores),
              (select string_agg(concat(key, status, attempts), ',' order by key) from jobs))) as h`,
      ).then((r) => r[0]?.h);
    const before = await snapshot();
    const end = plus(ids.fixtures.at(-1)!.kickoffAt, MATCH_MS + 60_000);
    expect((await tick(end)).steps).toEqual([]);
    expect((await tick(plus(end, 3_600_000))).steps).toEqual([]);
    expect(await snapshot()).toBe(before);
  });
});

describe('a failing clock step', () => {
  let t: TestDb;
  let dir: string;

  beforeAll(async () => {
    dir = sliceDir();
    t = await createTestDb();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is logged, retried with backoff, and does not block the other rounds', async () => {
    const ids = await setUp(t, dir, 10);
    const [r1, r2] = ids.rounds;
    let failuresLeft = 2;
    const errors: { key: string; attempts: number }[] = [];
    const options = {
      events: new LiveEvents(),
      retry: { baseMs: 30_000, maxMs: 120_000 },
      onStepError: (key: string, _e: unknown, attempts: number) => errors.push({ key, attempts }),
    };
    const lockKey = `round:${r1!.id}:lock`;
    // Match day 1's deadline step breaks (a stand-in for any transient failure): a trigger raises on its
    // LOCKED update while the fault row exists.
    await t.db.execute(sql`create table clock_fault (on_round int)`);
    await t.db.execute(sql`insert into clock_fault values (${r1!.id})`);
    await t.db.execute(sql`
      create function clock_fault_fn() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from clock_fault where on_round = new.id) and new.status = 'LOCKED' then
          raise exception 'injected fault';
        end if;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger clock_fault_trg before update on rounds for each row execute function clock_fault_fn()`,
    );

    // Past match day 1's deadline and match day 2's opening: the lock fails, the rest goes on.
    const t1 = plus(r1!.deadlineAt, 5_000);
    const first = await tickSeasonClock(t.db, t1, options);
    expect(first.failed).toEqual([lockKey]);
    expect(errors).toEqual([{ key: lockKey, attempts: 1 }]);
    failuresLeft--;
    const [job] = await queryRows<{
      status: string;
      attempts: number;
      runAt: Date;
      lastError: string;
    }>(
      t.db,
      sql`select status, attempts, run_at as "runAt", last_error as "lastError" from jobs where key = ${lockKey}`,
    );
    expect(job!.status).toBe('failed');
    expect(job!.attempts).toBe(1);
    expect(new Date(job!.runAt).getTime()).toBe(t1.getTime() + 30_000);
    expect(job!.lastError).toContain('injected fault');

    // Match day 2 is independent of match day 1's deadline: it opened at its time anyway.
    const r2Open = await queryRows<{ status: string }>(
      t.db,
      sql`select status from rounds where id = ${r2!.id}`,
    );
    expect(r2Open[0]!.status).toBe('OPEN');

    // Before the backoff has passed the step is not retried; after it, it is (and fails once more).
    expect((await tickSeasonClock(t.db, plus(t1, 10_000), options)).failed).toEqual([]);
    const second = await tickSeasonClock(t.db, plus(t1, 31_000), options);
    expect(second.failed).toEqual([lockKey]);
    failuresLeft--;
    const [job2] = await queryRows<{ attempts: number; runAt: Date }>(
      t.db,
      sql`select attempts, run_at as "runAt" from jobs where key = ${lockKey}`,
    );
    expect(job2!.attempts).toBe(2);
    // Exponential: the second wait is twice the first.
    expect(new Date(job2!.runAt).getTime()).toBe(plus(t1, 31_000).getTime() + 60_000);

    // The fault clears; the next attempt after the backoff locks the round and the season plays to the end.
    expect(failuresLeft).toBe(0);
    await t.db.execute(sql`delete from clock_fault`);
    const end = plus(ids.fixtures.at(-1)!.kickoffAt, MATCH_MS + 600_000);
    const last = await tickSeasonClock(t.db, end, options);
    expect(last.failed).toEqual([]);
    expect(last.steps).toContain(lockKey);
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select status from rounds where season_id = ${ids.seasonId} order by number`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['FINISHED', 'FINISHED']);
    const [done] = await queryRows<{ status: string; attempts: number }>(
      t.db,
      sql`select status, attempts from jobs where key = ${lockKey}`,
    );
    expect(done).toEqual({ status: 'done', attempts: 3 });
  }, 120_000);
});
