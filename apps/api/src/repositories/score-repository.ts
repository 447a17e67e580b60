import type { Database } from '@gameweek/db/create-db';
import {
  fixtures,
  managerRoundScores,
  playerFixturePoints,
  pointsHistograms,
} from '@gameweek/db/schema';
import { and, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { scoreRowRank } from './histogram-rank.ts';

export type PlayerFixturePointsRow = typeof playerFixturePoints.$inferSelect;
export type ManagerRoundScoreRow = typeof managerRoundScores.$inferSelect;
export type FixtureRow = typeof fixtures.$inferSelect;

export class ScoreRepository {
  constructor(private readonly db: Database) {}

  async playerPoints(
    roundId: number,
    playerIds: number[],
    tx: Database = this.db,
  ): Promise<PlayerFixturePointsRow[]> {
    if (playerIds.length === 0) return [];
    return tx
      .select()
      .from(playerFixturePoints)
      .where(
        and(
          eq(playerFixturePoints.roundId, roundId),
          inArray(playerFixturePoints.playerId, playerIds),
        ),
      );
  }

  async roundFixtures(roundId: number, tx: Database = this.db): Promise<FixtureRow[]> {
    return tx.select().from(fixtures).where(eq(fixtures.roundId, roundId));
  }

  async managerScore(
    squadId: number,
    roundId: number,
    tx: Database = this.db,
  ): Promise<ManagerRoundScoreRow | undefined> {
    const m = managerRoundScores;
    const rows = await tx
      .select({ ...getTableColumns(m), rank: scoreRowRank() })
      .from(m)
      .where(and(eq(m.squadId, squadId), eq(m.roundId, roundId)))
      .limit(1);
    return rows[0];
  }

  /** The tenant's managers' average (one decimal) and highest net points in a round. */
  async roundSpread(
    tenantId: number,
    roundId: number,
    tx: Database = this.db,
  ): Promise<{ average: number | null; highest: number | null }> {
    const net = sql`${managerRoundScores.points} - ${managerRoundScores.transferCost}`;
    const rows = await tx
      .select({
        average: sql<number | null>`round(avg(${net})::numeric, 1)::float8`,
        highest: sql<number | null>`max(${net})::float8`,
      })
      .from(managerRoundScores)
      .where(
        and(eq(managerRoundScores.tenantId, tenantId), eq(managerRoundScores.roundId, roundId)),
      );
    return { average: rows[0]?.average ?? null, highest: rows[0]?.highest ?? null };
  }

  /** Rank from the histogram: 1 + managers of the tenant with more points (ADR 0004). */
  async rankOf(
    tenantId: number,
    roundId: number,
    kind: 'total' | 'round',
    points: number,
    tx: Database = this.db,
  ): Promise<number> {
    const rows = await tx
      .select({ above: sql<number>`coalesce(sum(${pointsHistograms.managers}), 0)::int` })
      .from(pointsHistograms)
      .where(
        and(
          eq(pointsHistograms.tenantId, tenantId),
          eq(pointsHistograms.roundId, roundId),
          eq(pointsHistograms.kind, kind),
          gt(pointsHistograms.points, points),
        ),
      );
    return 1 + (rows[0]?.above ?? 0);
  }
}
