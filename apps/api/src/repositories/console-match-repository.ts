// SQL for the console's match operations (ADR 0058): a match's players' points (what a delivery's
// correction moves), and what re-dating a fixture does to its rounds — each club's matches per round,
// the rounds' deadlines, the tenant's managers who picked a player of either club. Every read that takes
// an id from a request is given ids the service already read through the tenant's season.
import { type Database, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';

export class ConsoleMatchRepository {
  /** Points per player in the fixture. */
  async fixturePoints(tx: Database, fixtureId: number): Promise<Map<number, number>> {
    const rows = await queryRows<{ player_id: number; points: number | string }>(
      tx,
      sql`select player_id, points from player_fixture_points where fixture_id = ${fixtureId}`,
    );
    return new Map(rows.map((r) => [Number(r.player_id), Number(r.points)]));
  }

  /** Each club's fixtures in each round, postponed ones left out (they score in no round). */
  async clubMatches(
    tx: Database,
    clubIds: readonly number[],
    roundIds: readonly number[],
  ): Promise<{ clubId: number; club: string; roundId: number; round: number; matches: number }[]> {
    const clubs = sql.join(
      clubIds.map((c) => sql`${c}`),
      sql`, `,
    );
    const rounds = sql.join(
      roundIds.map((r) => sql`${r}`),
      sql`, `,
    );
    const rows = await queryRows<{
      club_id: number;
      club: string;
      round_id: number;
      round: number;
      matches: number | string;
    }>(
      tx,
      sql`select c.id as club_id, c.short_name as club, r.id as round_id, r.number as round,
                 (select count(*) from fixtures f
                   where f.round_id = r.id and f.status <> 'POSTPONED'
                     and (f.home_club_id = c.id or f.away_club_id = c.id)) as matches
            from clubs c cross join rounds r
           where c.id in (${clubs}) and r.id in (${rounds})
           order by r.number, c.short_name`,
    );
    return rows.map((r) => ({
      clubId: Number(r.club_id),
      club: r.club,
      roundId: Number(r.round_id),
      round: Number(r.round),
      matches: Number(r.matches),
    }));
  }

  /** The rounds' numbers and deadlines. */
  async roundDeadlines(
    tx: Database,
    roundIds: readonly number[],
  ): Promise<{ id: number; number: number; deadlineAt: Date }[]> {
    const rows = await queryRows<{ id: number; number: number; deadline_at: Date | string }>(
      tx,
      sql`select id, number, deadline_at from rounds
           where id in (${sql.join(
             roundIds.map((r) => sql`${r}`),
             sql`, `,
           )}) order by number`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      number: Number(r.number),
      deadlineAt: new Date(r.deadline_at),
    }));
  }

  /** How many of the tenant's teams for those rounds hold a player of either club. */
  async squadsWithClubPlayers(
    tx: Database,
    tenantId: number,
    clubIds: readonly number[],
    roundIds: readonly number[],
  ): Promise<number> {
    const [row] = await queryRows<{ n: number | string }>(
      tx,
      sql`select count(distinct k.squad_id) as n from picks k
            join squads s on s.id = k.squad_id and s.tenant_id = ${tenantId}
            join players p on p.id = k.player_id
           where k.round_id in (${sql.join(
             roundIds.map((r) => sql`${r}`),
             sql`, `,
           )})
             and p.club_id in (${sql.join(
               clubIds.map((c) => sql`${c}`),
               sql`, `,
             )})`,
    );
    return Number(row?.n ?? 0);
  }
}
