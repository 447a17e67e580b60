import { type Database, queryRows } from '@gameweek/db/create-db';
import { clubs, players } from '@gameweek/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

export interface PlayerRecord {
  id: number;
  name: string;
  fullName: string;
  position: (typeof players.$inferSelect)['position'];
  price: number;
  startPrice: number;
  availability: string;
  chanceOfPlaying: number | null;
  news: string;
  clubId: number;
  clubName: string;
  clubShortName: string;
}

const playerColumns = {
  id: players.id,
  name: players.name,
  fullName: players.fullName,
  position: players.position,
  price: players.price,
  startPrice: players.startPrice,
  availability: players.availability,
  chanceOfPlaying: players.chanceOfPlaying,
  news: players.news,
  clubId: clubs.id,
  clubName: clubs.name,
  clubShortName: clubs.shortName,
};

export class PlayerRepository {
  constructor(private readonly db: Database) {}

  async listForSeason(seasonId: number, tx: Database = this.db): Promise<PlayerRecord[]> {
    return tx
      .select(playerColumns)
      .from(players)
      .innerJoin(clubs, eq(clubs.id, players.clubId))
      .where(eq(players.seasonId, seasonId));
  }

  /** Current prices, read inside the save transaction so a price change cannot slip between. */
  async byIds(seasonId: number, ids: number[], tx: Database = this.db): Promise<PlayerRecord[]> {
    if (ids.length === 0) return [];
    return tx
      .select(playerColumns)
      .from(players)
      .innerJoin(clubs, eq(clubs.id, players.clubId))
      .where(and(eq(players.seasonId, seasonId), inArray(players.id, ids)));
  }

  /**
   * What the rules engine needs of each player (position, club, current price), read inside the save
   * transaction so a price change cannot slip between. Plain SQL: drizzle's select builder was a
   * third of the save's CPU (ADR 0016).
   */
  async marketOf(
    seasonId: number,
    ids: number[],
    tx: Database,
  ): Promise<{ id: number; position: string; clubId: number; price: number }[]> {
    if (ids.length === 0) return [];
    return queryRows(
      tx,
      sql`select id, position, club_id as "clubId", price from players
           where season_id = ${seasonId} and id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
  }

  /** Points per player per round (summed over a double round's fixtures), for totals and form. */
  async roundPoints(
    seasonId: number,
    tx: Database = this.db,
  ): Promise<{ playerId: number; roundNumber: number; points: number; minutes: number }[]> {
    return queryRows(
      tx,
      sql`select pfp.player_id as "playerId", r.number as "roundNumber",
                 sum(pfp.points)::int as points,
                 sum(coalesce((pfp.stats->>'minutes')::int, case when (pfp.stats->>'inXI')::boolean then 1 else 0 end))::int as minutes
            from player_fixture_points pfp
            join rounds r on r.id = pfp.round_id
           where r.season_id = ${seasonId}
           group by pfp.player_id, r.number`,
    );
  }

  /** How many of the tenant's squads hold each player in their latest picks, and how many squads there are. */
  async selectionCounts(
    tenantId: number,
    seasonId: number,
    tx: Database = this.db,
  ): Promise<{ counts: Map<number, number>; squads: number }> {
    const rows = await queryRows<{ playerId: number; n: number }>(
      tx,
      sql`with latest as (
            select p.squad_id, max(p.round_id) as round_id
              from picks p join squads s on s.id = p.squad_id
             where s.tenant_id = ${tenantId} and s.season_id = ${seasonId}
             group by p.squad_id)
          select p.player_id as "playerId", count(*)::int as n
            from picks p join latest l on l.squad_id = p.squad_id and l.round_id = p.round_id
           group by p.player_id`,
    );
    const total = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from squads where tenant_id = ${tenantId} and season_id = ${seasonId}`,
    );
    return { counts: new Map(rows.map((r) => [r.playerId, r.n])), squads: total[0]?.n ?? 0 };
  }
}
