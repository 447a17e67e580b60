// What scoring reads and writes, for both sports (ADR 0004, ADR 0015): the source stats of a fixture, the
// players and clubs they belong to, player fixture points, every squad's round with its picks, manager round
// scores and the points histograms. Functions whose first argument is the caller's transaction: the clock
// writes a round's scores in one transaction (ADR 0006, jobs → repositories). The read side behind the
// game's calls is ScoreRepository.
import type { Database } from '@gameweek/db/create-db';
import { type BulkColumn, bulkInsert, chunks, excluded } from '@gameweek/db/import/upsert';
import {
  clubs,
  managerRoundScores,
  picks,
  playerFixturePoints,
  playerFixtureStats,
  players,
  pointsHistograms,
  squadRounds,
  squads,
} from '@gameweek/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scoreRowRank } from './histogram-rank.ts';
import { bumpRoundScoresVersion, lockRoundScoreRows } from './live-score-repository.ts';
import { previousRound } from './round-repository.ts';

export type PlayerFixturePointsInsert = typeof playerFixturePoints.$inferInsert;
export type ManagerRoundScoreInsert = typeof managerRoundScores.$inferInsert;
export type ManagerRoundScoreDetail = NonNullable<ManagerRoundScoreInsert['detail']>;
export type PointsHistogramInsert = typeof pointsHistograms.$inferInsert;

/** The fixture's imported stats per player, with his club and position (soccer). */
export async function fixtureStatsWithPlayers(tx: Database, fixtureId: number) {
  return tx
    .select({
      playerId: playerFixtureStats.playerId,
      stats: playerFixtureStats.stats,
      clubId: players.clubId,
      position: players.position,
    })
    .from(playerFixtureStats)
    .innerJoin(players, eq(players.id, playerFixtureStats.playerId))
    .where(eq(playerFixtureStats.fixtureId, fixtureId));
}

/** The fixture's imported stats per player. */
export async function fixtureStats(tx: Database, fixtureId: number) {
  return tx
    .select({ playerId: playerFixtureStats.playerId, stats: playerFixtureStats.stats })
    .from(playerFixtureStats)
    .where(eq(playerFixtureStats.fixtureId, fixtureId));
}

/** Every player of the season with his position (a cricket role) and club. */
export async function seasonPlayers(tx: Database, seasonId: number) {
  return tx
    .select({
      id: players.id,
      externalId: players.externalId,
      position: players.position,
      clubId: players.clubId,
    })
    .from(players)
    .where(eq(players.seasonId, seasonId));
}

/** The season's clubs with their source names (externalId: the team name in a Cricsheet match). */
export async function seasonClubNames(tx: Database, seasonId: number) {
  return tx
    .select({ id: clubs.id, name: clubs.externalId })
    .from(clubs)
    .where(eq(clubs.seasonId, seasonId));
}

/** The points last written for a fixture's players (to tell which changed). */
export async function fixturePoints(tx: Database, fixtureId: number) {
  return tx
    .select({
      playerId: playerFixturePoints.playerId,
      points: playerFixturePoints.points,
      final: playerFixturePoints.final,
    })
    .from(playerFixturePoints)
    .where(eq(playerFixturePoints.fixtureId, fixtureId));
}

/** Upserts a fixture's player points (both sports): one row per fixture and player. */
export async function writePlayerFixturePoints(
  tx: Database,
  values: readonly PlayerFixturePointsInsert[],
): Promise<void> {
  for (const chunk of chunks(values, 500)) {
    await tx
      .insert(playerFixturePoints)
      .values(chunk)
      .onConflictDoUpdate({
        target: [playerFixturePoints.fixtureId, playerFixturePoints.playerId],
        set: excluded(['stats', 'points', 'breakdown', 'final', 'updatedAt']),
      });
  }
}

/** Every player fixture points row of a round. */
export async function roundPlayerPoints(tx: Database, roundId: number) {
  return tx
    .select({
      playerId: playerFixturePoints.playerId,
      points: playerFixturePoints.points,
      stats: playerFixturePoints.stats,
    })
    .from(playerFixturePoints)
    .where(eq(playerFixturePoints.roundId, roundId));
}

/**
 * Every squad's row for a round (captaincy, chip, hit) and its picks by squad: both sports score these.
 * `only`: just these squads (a live change re-scoring the squads it touched, ADR 0045).
 */
export async function loadRoundSquads(tx: Database, roundId: number, only?: readonly number[]) {
  const ofSquads = (column: typeof squadRounds.squadId | typeof picks.squadId) =>
    only ? sql`${column} = any(${sql.param(only)}::int[])` : undefined;
  const entries = await tx
    .select({
      squadId: squadRounds.squadId,
      tenantId: squads.tenantId,
      captain: squadRounds.captainPlayerId,
      vice: squadRounds.viceCaptainPlayerId,
      chip: squadRounds.chip,
      transferCost: squadRounds.transferCost,
    })
    .from(squadRounds)
    .innerJoin(squads, eq(squads.id, squadRounds.squadId))
    .where(and(eq(squadRounds.roundId, roundId), ofSquads(squadRounds.squadId)));
  const pickRows = await tx
    .select({ squadId: picks.squadId, playerId: picks.playerId, slot: picks.slot })
    .from(picks)
    .where(and(eq(picks.roundId, roundId), ofSquads(picks.squadId)));
  const picksBySquad = new Map<number, { playerId: number; slot: number }[]>();
  for (const p of pickRows) {
    const list = picksBySquad.get(p.squadId);
    if (list) list.push(p);
    else picksBySquad.set(p.squadId, [p]);
  }
  return { entries, picksBySquad };
}

/** Previous round's totals and ranks per squad ("previous" = the latest earlier round). */
export async function previousTotals(
  tx: Database,
  round: { seasonId: number; number: number },
): Promise<Map<number, { total: number; rank: number | null }>> {
  const prevRound = await previousRound(tx, round.seasonId, round.number);
  const previous = prevRound
    ? await tx
        .select({
          squadId: managerRoundScores.squadId,
          total: managerRoundScores.total,
          rank: scoreRowRank(),
        })
        .from(managerRoundScores)
        .where(eq(managerRoundScores.roundId, prevRound.id))
    : [];
  return new Map(previous.map((p) => [p.squadId, p]));
}

/** Net round points (points − transfer cost) of the given squads in a round. */
export async function netRoundPoints(
  tx: Database,
  roundId: number,
  squadIds: number[],
): Promise<Map<number, number>> {
  const scores = await tx
    .select({
      squadId: managerRoundScores.squadId,
      points: managerRoundScores.points,
      cost: managerRoundScores.transferCost,
    })
    .from(managerRoundScores)
    .where(
      and(eq(managerRoundScores.roundId, roundId), inArray(managerRoundScores.squadId, squadIds)),
    );
  return new Map(scores.map((s) => [s.squadId, s.points - s.cost]));
}

const SCORE_COLUMNS: BulkColumn[] = [
  { name: 'squad_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'tenant_id', type: 'int' },
  { name: 'points', type: 'numeric' },
  { name: 'transfer_cost', type: 'int' },
  { name: 'total', type: 'numeric' },
  { name: 'rank', type: 'int' },
  { name: 'previous_rank', type: 'int' },
  { name: 'round_rank', type: 'int' },
  { name: 'detail', type: 'jsonb' },
  { name: 'final', type: 'bool' },
  { name: 'updated_at', type: 'timestamptz' },
];
const HISTOGRAM_COLUMNS: BulkColumn[] = [
  { name: 'tenant_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'kind', type: 'text' },
  { name: 'points', type: 'numeric' },
  { name: 'managers', type: 'int' },
];

/**
 * Upserts a round's manager scores and replaces its histograms, in the caller's transaction: readers see
 * the previous state or the new one, never a mix (the "atomic swap" of ADR 0004).
 */
export async function writeManagerRoundScores(
  tx: Database,
  roundId: number,
  values: readonly ManagerRoundScoreInsert[],
  histogram: readonly PointsHistogramInsert[],
): Promise<void> {
  // A whole scoring is a writer of the round's rows like a live flush (ADR 0049): after the flushes that
  // hold the lock, and any live state of the round in memory is stale from now on.
  await lockRoundScoreRows(tx, roundId);
  await bumpRoundScoresVersion(tx, roundId);
  await bulkInsert(
    tx,
    'manager_round_scores',
    SCORE_COLUMNS,
    values.map((v) => [
      v.squadId,
      v.roundId,
      v.tenantId,
      v.points,
      v.transferCost,
      v.total,
      v.rank,
      v.previousRank,
      v.roundRank,
      v.detail,
      v.final,
      v.updatedAt,
    ]),
    `on conflict (squad_id, round_id) do update set ${SCORE_COLUMNS.slice(3)
      .map((c) => `${c.name} = excluded.${c.name}`)
      .join(', ')}`,
  );
  await tx.delete(pointsHistograms).where(eq(pointsHistograms.roundId, roundId));
  await bulkInsert(
    tx,
    'points_histograms',
    HISTOGRAM_COLUMNS,
    histogram.map((h) => [h.tenantId, h.roundId, h.kind, h.points, h.managers]),
  );
}

/**
 * Takes the season's scoring lock until the transaction ends: whoever re-scores a season's rounds (the
 * clock's full time and finalisation, a feed message) does it one at a time, so a round's scores are never
 * computed from stats a concurrent writer has changed meanwhile (ADR 0039).
 */
export async function lockSeasonScoring(tx: Database, seasonId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(2126, ${seasonId}::int)`);
}
