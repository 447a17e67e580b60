// The live round the live-ranks property tests play (ADR 0045, 0049, 0055): round 5 of the real 2023-24
// season, four of its fixtures played by random feed messages and two more postponed and put back, with
// Bench Boost and Triple Captain squads. Shared by test/feed/live-ranks.test.ts (one instance) and
// test/cluster/live-ranks-two-instances.test.ts (two): the messages, the whole-round recompute they are
// compared with, and the readers' ranks checked at the end.
import type { Database } from '@gameweek/db/create-db';
import { queryRows } from '@gameweek/db/create-db';
import { soccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { scoreSoccerRound } from '../../src/jobs/soccer-scoring.ts';
import { LeagueRepository } from '../../src/repositories/league-repository.ts';
import { ScoreRepository } from '../../src/repositories/score-repository.ts';
import type { RealSeason } from '../helpers/real-season.ts';
import { roundFixtures, type SeasonFixture } from './feed-helpers.ts';

const rules = soccerSeasonRules('2023-24');
export const EVENT_TYPES = [
  'goal',
  'assist',
  'own_goal',
  'yellow_card',
  'red_card',
  'save',
] as const;

class Rollback extends Error {}

const stats = fc.record(
  {
    minutes: fc.integer({ min: 0, max: 90 }),
    starts: fc.integer({ min: 0, max: 1 }),
    bps: fc.integer({ min: -5, max: 60 }),
    goals_conceded: fc.integer({ min: 0, max: 4 }),
    clean_sheets: fc.integer({ min: 0, max: 1 }),
  },
  { requiredKeys: [] },
);

/** One feed message to make: a fixture moved, or a live update or result of a played fixture. */
export function liveOp(fixtureCount: number) {
  return fc.record({
    fixture: fc.integer({ min: 0, max: fixtureCount - 1 }),
    move: fc.option(fc.integer({ min: 0, max: 1 }), { freq: 6 }),
    result: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    minute: fc.integer({ min: 1, max: 89 }),
    events: fc.array(fc.record({ type: fc.constantFrom(...EVENT_TYPES), player: fc.nat() }), {
      maxLength: 3,
    }),
    players: fc.uniqueArray(fc.record({ player: fc.nat(), stats }), {
      maxLength: 6,
      selector: (p) => p.player,
    }),
  });
}
export type LiveOp = ReturnType<typeof liveOp> extends fc.Arbitrary<infer T> ? T : never;

export async function liveRoundModel(season: RealSeason, provider: string, now: Date) {
  const db = (): Database => season.testDb.db;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
  const all5 = await roundFixtures(season, 5);
  const fixtures = all5.slice(0, 4);
  // Two more are never played here: they are postponed and put back (their clubs' players stop and
  // start being pending while the round is live).
  const movable = all5.slice(4, 6);
  const postponed = new Set<string>();
  const round = fixtures[0]!.roundId;
  const [roundRow] = await rows<{ season_id: number; number: number }>(
    sql`select season_id, number from rounds where id = ${round}`,
  );
  // Managers pick the same popular players, so the players a message names are owned by many: the
  // fixtures' owned players first, then a few nobody owns.
  const owned = new Set(
    (
      await rows<{ external_id: string }>(
        sql`select distinct pl.external_id from picks k join players pl on pl.id = k.player_id
             where k.round_id = ${round}`,
      )
    ).map((r) => r.external_id),
  );
  const pool = (f: SeasonFixture) => {
    const all = [...f.home.players, ...f.away.players];
    return [...all.filter((p) => owned.has(p)), ...all.filter((p) => !owned.has(p)).slice(0, 3)];
  };
  // Some squads play Bench Boost or Triple Captain in round 5.
  await rows(sql`update squad_rounds set chip = case when squad_id % 4 = 1 then 'bench_boost'::chip
                                                     else 'triple_captain'::chip end
                 where round_id = ${round} and squad_id % 4 in (1, 2) returning 1`);

  const sequence = new Map<string, number>();
  const finished = new Set<string>();
  const counts = { applied: 0, compared: 0 };

  const snapshot = (tx: Database) =>
    Promise.all([
      queryRows(
        tx,
        sql`select squad_id, points::float8 as points, total::float8 as total, detail, rank, round_rank,
                   previous_rank, final
              from manager_round_scores where round_id = ${round} order by squad_id`,
      ),
      queryRows(
        tx,
        sql`select tenant_id, kind, points::float8 as points, managers from points_histograms
             where round_id = ${round} order by tenant_id, kind, points`,
      ),
    ]);

  /**
   * After a message: `flush` writes the managers' rows (ADR 0049); the committed histograms (read
   * before it: ranks are current at the message's commit) and the rows must equal the round scored
   * whole, in a transaction rolled back. A message that changed no points scores nothing (a kick-off
   * alone): the round may have no scores yet; once it has them they must be the whole round's.
   */
  const compare = async (flush: () => Promise<void>) => {
    const [, committedHistograms] = await snapshot(db());
    await flush();
    let incremental: unknown;
    let full: unknown;
    await db()
      .transaction(async (tx) => {
        incremental = await snapshot(tx);
        await scoreSoccerRound(
          tx,
          rules,
          { id: round, seasonId: roundRow!.season_id, number: roundRow!.number },
          false,
          now,
        );
        full = await snapshot(tx);
        throw new Rollback();
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e;
      });
    const [scored] = incremental as [unknown[], unknown[]];
    if (scored.length > 0) {
      expect(committedHistograms).toEqual((full as [unknown, unknown])[1]);
      expect(incremental).toEqual(full);
      counts.compared++;
    }
  };

  /** The next message for this op, or null when its fixture is over. */
  const messageOf = (o: LiveOp) => {
    if (o.move !== null) {
      const moved = movable[o.move]!;
      const status = postponed.has(moved.ref) ? 'SCHEDULED' : 'POSTPONED';
      return {
        fixture: moved.ref,
        result: false,
        status,
        message: {
          provider,
          fixture: moved.ref,
          sequence: (sequence.get(moved.ref) ?? 0) + 1,
          kind: 'fixture.update',
          data: { status },
        },
      };
    }
    const fixture = fixtures[o.fixture]!;
    if (finished.has(fixture.ref)) return null;
    const players = pool(fixture);
    const ref = (n: number) => players[n % players.length]!;
    const seq = (sequence.get(fixture.ref) ?? 0) + 1;
    const listed = [...new Map(o.players.map((p) => [ref(p.player), p.stats])).entries()];
    const message = o.result
      ? {
          provider,
          fixture: fixture.ref,
          sequence: seq,
          kind: 'soccer.result',
          data: {
            home_score: 1,
            away_score: 0,
            players: (listed.length > 0 ? listed : [[ref(0), { minutes: 90 }] as const]).map(
              ([player, s]) => ({ player, stats: s }),
            ),
          },
        }
      : {
          provider,
          fixture: fixture.ref,
          sequence: seq,
          kind: 'soccer.live',
          data: {
            minute: o.minute,
            events: o.events.map((e) => ({
              type: e.type,
              player: ref(e.player),
              minute: o.minute,
            })),
            players: listed.map(([player, s]) => ({ player, stats: s })),
          },
        };
    return { fixture: fixture.ref, result: o.result, status: null, message };
  };
  type Made = NonNullable<ReturnType<typeof messageOf>>;

  /** The API took the message: the model moves on with it. */
  const accepted = (m: Made) => {
    sequence.set(m.fixture, m.message.sequence);
    if (m.status === 'POSTPONED') postponed.add(m.fixture);
    else if (m.status === 'SCHEDULED') postponed.delete(m.fixture);
    if (m.result) finished.add(m.fixture);
    counts.applied++;
  };

  /** What readers show: every squad's rank is 1 + the tenant's managers above it, on every reader. */
  const expectReaderRanks = async () => {
    const ranked = await rows<{ squad_id: number; tenant_id: number; total: number; rank: number }>(
      sql`select m.squad_id, m.tenant_id, m.total::float8 as total,
                 coalesce(m.rank, 1 + coalesce((select sum(h.managers) from points_histograms h
                   where h.tenant_id = m.tenant_id and h.round_id = m.round_id and h.kind = 'total'
                     and h.points > m.total), 0))::int as rank
            from manager_round_scores m where m.round_id = ${round}`,
    );
    expect(ranked.length).toBeGreaterThan(0);
    for (const r of ranked)
      expect(r.rank).toBe(
        1 + ranked.filter((o) => o.tenant_id === r.tenant_id && o.total > r.total).length,
      );
    // The overall leaderboard's rows and a manager's round (GET /v1/round's overall_rank) read them.
    const leagues = new LeagueRepository(db());
    const scores = new ScoreRepository(db());
    for (const r of ranked.slice(0, 10)) {
      expect((await leagues.overallRow(r.squad_id, round))?.rank).toBe(r.rank);
      expect((await scores.managerScore(r.squad_id, round))?.rank).toBe(r.rank);
    }
  };

  return {
    fixtures,
    finished,
    sequence,
    counts,
    op: liveOp(fixtures.length),
    compare,
    messageOf,
    accepted,
    expectReaderRanks,
  };
}
