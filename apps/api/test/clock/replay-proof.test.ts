// THE PROOF: replay the whole FPL 2023-24 season through the season clock with 1 000 simulated managers
// (transfers, hits, Triple Captain, Bench Boost, auto-subs), then recompute every manager's every round from
// the stored picks and the imported source stats with the rules engine, independently of the clock's own
// tables, and compare: round points, transfer cost, total, rank. Also: every stored player fixture score
// equals FPL's published total_points, and every stored squad is valid.
import { join } from 'node:path';
import { queryRows } from '@gameweek/db/create-db';
import { importFplSeason } from '@gameweek/db/import/fpl';
import { seedDefaultTenants } from '@gameweek/db/seed/tenants';
import { dataRoot } from '@gameweek/db/testing/data-root';
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import type { Price } from '@gameweek/rules/shared/units';
import { fixturePoints } from '@gameweek/rules/soccer/fixture-points';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import { type SoccerChip, soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { validateLineup, validateSquad } from '@gameweek/rules/soccer/squad-validation';
import { playedInFixture, soccerStats } from '@gameweek/rules/soccer/stats';
import { type PlayerRound, scoreTeam } from '@gameweek/rules/soccer/team-score';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_TIMING, mapSeasonToDemoTime } from '../../src/demo/demo-time.ts';
import { createSimulatedManagers } from '../../src/demo/simulate-managers.ts';
import { tickSeasonClock } from '../../src/jobs/season-clock.ts';

const MANAGERS = 1000;
const rules = soccerSeasonRules('2023-24');
const CHIPS: Record<string, SoccerChip> = {
  triple_captain: '3xc',
  bench_boost: 'bboost',
  wildcard: 'wildcard',
  free_hit: 'freehit',
};

describe(`replay of FPL 2023-24 with ${MANAGERS} managers`, () => {
  let t: TestDb;
  let seasonId: number;
  let clockMs = 0;

  beforeAll(async () => {
    t = await createTestDb();
    const tenants = await seedDefaultTenants(t.db);
    const imported = await importFplSeason(t.db, join(dataRoot(), 'fpl', '2023-24'), {
      tenantDomain: 'localhost',
    });
    seasonId = imported.seasonId;
    const now = new Date();
    // Every deadline and kick-off of the season in the past: one tick plays all 38 rounds in order.
    await mapSeasonToDemoTime(t.db, seasonId, now, { ...DEFAULT_DEMO_TIMING, openRound: 39 });
    const [first] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from rounds where season_id = ${seasonId} and number = 1`,
    );
    await createSimulatedManagers(t.db, {
      tenantId: tenants.get('white-label-soccer')!,
      seasonId,
      seasonName: '2023-24',
      roundId: first!.id,
      count: MANAGERS,
      prefix: 'proof',
    });
    const started = performance.now();
    await tickSeasonClock(t.db, now, { provisionalWindowMs: 0 });
    clockMs = performance.now() - started;
    console.log(
      `replay: 38 rounds, ${MANAGERS} managers, clock ${(clockMs / 1000).toFixed(1)} s on ${t.driver}`,
    );
  }, 1_500_000);
  afterAll(() => t?.close());

  it('finished and finalised every round, and scored every manager in every round', async () => {
    const [r] = await queryRows<{
      rounds: number;
      finished: number;
      scores: number;
      finals: number;
    }>(
      t.db,
      sql`select (select count(*)::int from rounds where season_id = ${seasonId}) as rounds,
                 (select count(*)::int from rounds where season_id = ${seasonId} and status = 'FINISHED') as finished,
                 (select count(*)::int from manager_round_scores) as scores,
                 (select count(*)::int from manager_round_scores where final) as finals`,
    );
    expect(r).toEqual({ rounds: 38, finished: 38, scores: 38 * MANAGERS, finals: 38 * MANAGERS });
  }, 120_000);

  it("stored player points equal FPL's published points for every fixture", async () => {
    const [r] = await queryRows<{ rows: number; mismatches: number }>(
      t.db,
      sql`select count(*)::int as rows, count(*) filter (where p.points <> s.source_points)::int as mismatches
          from player_fixture_points p join player_fixture_stats s using (fixture_id, player_id)`,
    );
    expect(r).toEqual({ rows: 11_388, mismatches: 0 });
  }, 120_000);

  it('stored manager points, hits, totals and ranks equal the rules engine recomputed from picks and source stats', async () => {
    const roundRows = await queryRows<{ id: number; number: number }>(
      t.db,
      sql`select id, number from rounds where season_id = ${seasonId} order by number`,
    );
    const positionRows = await queryRows<{ id: number; position: PlayerPosition; club_id: number }>(
      t.db,
      sql`select id, position, club_id from players where season_id = ${seasonId}`,
    );
    const positionOf = new Map(positionRows.map((p) => [p.id, p.position]));
    const clubOf = new Map(positionRows.map((p) => [p.id, p.club_id]));
    // Player rounds straight from the imported source stats (not from the clock's player_fixture_points).
    const statRows = await queryRows<{
      player_id: number;
      round_id: number;
      stats: Record<string, number>;
    }>(
      t.db,
      sql`select s.player_id, f.round_id, s.stats from player_fixture_stats s join fixtures f on f.id = s.fixture_id`,
    );
    const playerRounds = new Map<string, PlayerRound>();
    for (const s of statRows) {
      const key = `${s.round_id}:${s.player_id}`;
      const position = positionOf.get(s.player_id)!;
      const stats = soccerStats(s.stats);
      const prev = playerRounds.get(key) ?? { position, points: 0, played: false };
      playerRounds.set(key, {
        position,
        points: prev.points + fixturePoints(rules, position, stats).total,
        played: prev.played || playedInFixture(stats),
      });
    }
    const entries = await queryRows<{
      squad_id: number;
      round_id: number;
      captain: number;
      vice: number;
      chip: string | null;
      cost: number;
      bank: number;
    }>(
      t.db,
      sql`select squad_id, round_id, captain_player_id as captain, vice_captain_player_id as vice, chip,
                 transfer_cost as cost, bank from squad_rounds`,
    );
    const pickRows = await queryRows<{
      squad_id: number;
      round_id: number;
      player_id: number;
      slot: number;
    }>(t.db, sql`select squad_id, round_id, player_id, slot from picks`);
    const picksOf = new Map<string, { player_id: number; slot: number }[]>();
    for (const p of pickRows) {
      const key = `${p.squad_id}:${p.round_id}`;
      const list = picksOf.get(key) ?? [];
      list.push(p);
      picksOf.set(key, list);
    }
    const stored = await queryRows<{
      squad_id: number;
      round_id: number;
      points: number;
      transfer_cost: number;
      total: number;
      rank: number;
    }>(
      t.db,
      sql`select squad_id, round_id, points, transfer_cost, total, rank from manager_round_scores`,
    );
    const storedOf = new Map(stored.map((s) => [`${s.squad_id}:${s.round_id}`, s]));
    const entryOf = new Map(entries.map((e) => [`${e.squad_id}:${e.round_id}`, e]));
    const squadIds = [...new Set(entries.map((e) => e.squad_id))];
    expect(squadIds).toHaveLength(MANAGERS);

    // Mismatches are collected and asserted once: 38 000 expect() calls would dominate the test's time.
    const problems: string[] = [];
    let checked = 0;
    let chipsPlayed = 0;
    let autoSubs = 0;
    let hits = 0;
    const totals = new Map<number, number>();
    for (const round of roundRows) {
      const totalsThisRound: { squad: number; total: number }[] = [];
      for (const squad of squadIds) {
        const key = `${squad}:${round.id}`;
        const entry = entryOf.get(key);
        const picks = picksOf.get(key);
        if (!entry || picks?.length !== 15) {
          problems.push(`squad ${squad} round ${round.number}: no entry or not 15 picks`);
          continue;
        }
        // The squad is valid: 2/5/5/3, ≤ 3 per club, a legal XI and bench, money never negative.
        const squadViolations = validateSquad(
          rules,
          picks.map((p) => ({
            element: p.player_id,
            position: positionOf.get(p.player_id)! as 'GK',
            club: clubOf.get(p.player_id)!,
            price: 0 as Price,
          })),
        );
        const lineupViolations = validateLineup(
          rules,
          picks.map((p) => ({
            element: p.player_id,
            slot: p.slot,
            isCaptain: p.player_id === entry.captain,
            isViceCaptain: p.player_id === entry.vice,
          })),
          (e) => positionOf.get(e) as 'GK' | undefined,
        );
        for (const v of [...squadViolations, ...lineupViolations])
          problems.push(`squad ${squad} round ${round.number}: ${v.code}`);
        if (entry.bank < 0)
          problems.push(`squad ${squad} round ${round.number}: bank ${entry.bank}`);

        const team = scoreTeam(rules, {
          picks: picks.map((p) => ({
            element: p.player_id,
            slot: p.slot,
            isCaptain: p.player_id === entry.captain,
            isViceCaptain: p.player_id === entry.vice,
          })),
          chip: entry.chip ? CHIPS[entry.chip]! : null,
          players: (id) =>
            playerRounds.get(`${round.id}:${id}`) ?? {
              position: positionOf.get(id)! as 'GK',
              points: 0,
              played: false,
            },
        });
        const total = (totals.get(squad) ?? 0) + team.points - entry.cost;
        totals.set(squad, total);
        totalsThisRound.push({ squad, total });
        const s = storedOf.get(key);
        expect(s, `score of squad ${squad} round ${round.number}`).toBeDefined();
        if (s!.points !== team.points || s!.transfer_cost !== entry.cost || s!.total !== total)
          expect({
            squad,
            round: round.number,
            points: s!.points,
            cost: s!.transfer_cost,
            total: s!.total,
          }).toEqual({
            squad,
            round: round.number,
            points: team.points,
            cost: entry.cost,
            total,
          });
        checked++;
        if (entry.chip) chipsPlayed++;
        if (entry.cost > 0) hits++;
        autoSubs += team.autoSubs.length;
      }
      // Ranks: 1 + the number of managers with a strictly higher total, recomputed by sorting.
      const sorted = totalsThisRound.map((x) => x.total).sort((a, b) => b - a);
      const firstIndex = new Map<number, number>();
      sorted.forEach((x, i) => {
        if (!firstIndex.has(x)) firstIndex.set(x, i);
      });
      for (const { squad, total } of totalsThisRound) {
        const expected = 1 + firstIndex.get(total)!;
        const rank = storedOf.get(`${squad}:${round.id}`)?.rank;
        if (rank !== expected)
          problems.push(`squad ${squad} round ${round.number}: rank ${rank} expected ${expected}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(checked).toBe(38 * MANAGERS);
    // The simulation exercised what it claims to: chips, paid transfers and automatic substitutions.
    expect(chipsPlayed).toBeGreaterThan(MANAGERS / 2);
    expect(hits).toBeGreaterThan(0);
    expect(autoSubs).toBeGreaterThan(MANAGERS);
    console.log(
      `replay proof: ${checked} manager-rounds checked, ${chipsPlayed} chips, ${hits} hits, ${autoSubs} auto-subs`,
    );
  }, 600_000);
});
