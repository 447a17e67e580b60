import type { Database } from '@gameweek/db/create-db';
import { competitions, rounds, seasons, tenantDomains, tenants } from '@gameweek/db/schema';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

export type TenantRow = typeof tenants.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;

export interface SeasonInfo {
  seasonId: number;
  seasonName: string;
  budget: number;
  competitionId: number;
  competitionCode: string;
  competitionName: string;
  format: string;
}

export class TenantRepository {
  constructor(private readonly db: Database) {}

  async findByDomain(domain: string, tx: Database = this.db): Promise<TenantRow | undefined> {
    const rows = await tx
      .select({ tenant: tenants })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.domain, domain))
      .limit(1);
    return rows[0]?.tenant;
  }

  async findByServiceId(serviceId: string, tx: Database = this.db): Promise<TenantRow | undefined> {
    const rows = await tx.select().from(tenants).where(eq(tenants.serviceId, serviceId)).limit(1);
    return rows[0];
  }

  async findById(id: number, tx: Database = this.db): Promise<TenantRow | undefined> {
    const rows = await tx.select().from(tenants).where(eq(tenants.id, id)).limit(1);
    return rows[0];
  }

  async seasonInfo(seasonId: number, tx: Database = this.db): Promise<SeasonInfo | undefined> {
    const rows = await tx
      .select({
        seasonId: seasons.id,
        seasonName: seasons.name,
        budget: seasons.budget,
        competitionId: competitions.id,
        competitionCode: competitions.code,
        competitionName: competitions.name,
        format: competitions.format,
      })
      .from(seasons)
      .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
      .where(eq(seasons.id, seasonId))
      .limit(1);
    return rows[0];
  }

  /** The latest round whose deadline has passed (LOCKED, LIVE or FINISHED). */
  async currentRound(seasonId: number, tx: Database = this.db): Promise<RoundRow | undefined> {
    const rows = await tx
      .select()
      .from(rounds)
      .where(
        and(eq(rounds.seasonId, seasonId), inArray(rounds.status, ['LOCKED', 'LIVE', 'FINISHED'])),
      )
      .orderBy(desc(rounds.number))
      .limit(1);
    return rows[0];
  }

  /** The first round still ahead (OPEN or NOT_STARTED). */
  async nextRound(seasonId: number, tx: Database = this.db): Promise<RoundRow | undefined> {
    const rows = await tx
      .select()
      .from(rounds)
      .where(and(eq(rounds.seasonId, seasonId), inArray(rounds.status, ['OPEN', 'NOT_STARTED'])))
      .orderBy(asc(rounds.number))
      .limit(1);
    return rows[0];
  }

  async roundById(roundId: number, tx: Database = this.db): Promise<RoundRow | undefined> {
    const rows = await tx.select().from(rounds).where(eq(rounds.id, roundId)).limit(1);
    return rows[0];
  }

  async roundByNumber(
    seasonId: number,
    number: number,
    tx: Database = this.db,
  ): Promise<RoundRow | undefined> {
    const rows = await tx
      .select()
      .from(rounds)
      .where(and(eq(rounds.seasonId, seasonId), eq(rounds.number, number)))
      .limit(1);
    return rows[0];
  }

  async listRounds(seasonId: number, tx: Database = this.db): Promise<RoundRow[]> {
    return tx
      .select()
      .from(rounds)
      .where(eq(rounds.seasonId, seasonId))
      .orderBy(asc(rounds.number));
  }
}
