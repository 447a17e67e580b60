// SQL for the console's season operations (ADR 0053): the tenant's feed keys with their last call,
// fixtures by the provider's ids or by round, a fixture's players with their stats and points, and this
// tenant's managers' points in a round (the re-score a correction causes). Every read that takes an id
// from a request names the tenant's season, so another tenant's id reads as nothing.
import { type Database, queryRows } from '@gameweek/db/create-db';
import {
  clubs,
  feedKeys,
  fixtures,
  playerFixturePoints,
  playerFixtureStats,
  players,
  rounds,
} from '@gameweek/db/schema';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const home = alias(clubs, 'home');
const away = alias(clubs, 'away');

const fixtureColumns = {
  id: fixtures.id,
  seasonId: fixtures.seasonId,
  ref: fixtures.externalId,
  round: rounds.number,
  roundId: fixtures.roundId,
  homeName: home.name,
  homeShort: home.shortName,
  awayName: away.name,
  awayShort: away.shortName,
  homeClubId: fixtures.homeClubId,
  awayClubId: fixtures.awayClubId,
  kickoffAt: fixtures.kickoffAt,
  status: fixtures.status,
  minute: fixtures.minute,
  homeScore: fixtures.homeScore,
  awayScore: fixtures.awayScore,
  finishedAt: fixtures.finishedAt,
};

export type OpsFixtureRow = {
  id: number;
  seasonId: number;
  ref: string;
  round: number;
  roundId: number;
  homeName: string;
  homeShort: string;
  awayName: string;
  awayShort: string;
  homeClubId: number;
  awayClubId: number;
  kickoffAt: Date;
  status: 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'POSTPONED';
  minute: number;
  homeScore: number | null;
  awayScore: number | null;
  finishedAt: Date | null;
};

function fixtureQuery(db: Database) {
  return db
    .select(fixtureColumns)
    .from(fixtures)
    .innerJoin(rounds, eq(rounds.id, fixtures.roundId))
    .innerJoin(home, eq(home.id, fixtures.homeClubId))
    .innerJoin(away, eq(away.id, fixtures.awayClubId));
}

export class ConsoleOpsRepository {
  constructor(private readonly db: Database) {}

  /** The tenant's feed keys, each with the last call the feed logged for it. */
  async keysWithLastCall(tenantId: number) {
    return queryRows<{
      key_id: string;
      provider: string;
      created_at: Date | string;
      retires_at: Date | string | null;
      at: Date | string | null;
      method: string | null;
      path: string | null;
      status_code: number | null;
      outcome: string | null;
    }>(
      this.db,
      sql`select k.key_id, k.provider, k.created_at, k.retires_at,
                 c.received_at as at, c.method, c.path, c.status_code, c.outcome
            from ${feedKeys} k
            left join lateral (
              select received_at, method, path, status_code, outcome from feed_calls
               where tenant_id = ${tenantId} and key_id = k.key_id
               order by received_at desc, id desc limit 1) c on true
           where k.tenant_id = ${tenantId}
           order by k.provider, k.created_at desc`,
    );
  }

  /** Fixtures named by (season, provider id) pairs: what the feed status's streams are about. */
  async fixturesByRefs(
    pairs: readonly { seasonId: number; ref: string }[],
  ): Promise<OpsFixtureRow[]> {
    if (pairs.length === 0) return [];
    const bySeason = new Map<number, string[]>();
    for (const p of pairs) bySeason.set(p.seasonId, [...(bySeason.get(p.seasonId) ?? []), p.ref]);
    return fixtureQuery(this.db).where(
      or(
        ...[...bySeason].map(([seasonId, refs]) =>
          and(eq(fixtures.seasonId, seasonId), inArray(fixtures.externalId, refs)),
        ),
      ),
    );
  }

  /** A round of the season (null when the id is not one of its rounds). */
  async roundIn(seasonId: number, roundId: number, tx: Database = this.db) {
    const [row] = await tx
      .select({
        id: rounds.id,
        number: rounds.number,
        status: rounds.status,
        finalisedAt: rounds.finalisedAt,
      })
      .from(rounds)
      .where(and(eq(rounds.id, roundId), eq(rounds.seasonId, seasonId)));
    return row ?? null;
  }

  async roundFixtures(roundId: number): Promise<OpsFixtureRow[]> {
    return fixtureQuery(this.db)
      .where(eq(fixtures.roundId, roundId))
      .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id));
  }

  /** A fixture of the season (null when the id is not one of its fixtures). */
  async fixtureIn(seasonId: number, fixtureId: number, tx: Database = this.db) {
    const [row] = await fixtureQuery(tx).where(
      and(eq(fixtures.id, fixtureId), eq(fixtures.seasonId, seasonId)),
    );
    return (row as OpsFixtureRow | undefined) ?? null;
  }

  /** Both clubs' players with their stats and points in the fixture (none yet: empty stats, null). */
  async fixturePlayers(
    fixture: { id: number; seasonId: number; homeClubId: number; awayClubId: number },
    tx: Database = this.db,
  ) {
    return tx
      .select({
        id: players.id,
        ref: players.externalId,
        name: players.name,
        club: clubs.shortName,
        position: players.position,
        stats: playerFixtureStats.stats,
        points: playerFixturePoints.points,
      })
      .from(players)
      .innerJoin(clubs, eq(clubs.id, players.clubId))
      .leftJoin(
        playerFixtureStats,
        and(
          eq(playerFixtureStats.playerId, players.id),
          eq(playerFixtureStats.fixtureId, fixture.id),
        ),
      )
      .leftJoin(
        playerFixturePoints,
        and(
          eq(playerFixturePoints.playerId, players.id),
          eq(playerFixturePoints.fixtureId, fixture.id),
        ),
      )
      .where(
        and(
          eq(players.seasonId, fixture.seasonId),
          or(
            inArray(players.clubId, [fixture.homeClubId, fixture.awayClubId]),
            sql`${playerFixtureStats.playerId} is not null`,
          ),
        ),
      )
      .orderBy(asc(clubs.shortName), asc(players.position), asc(players.name));
  }

  /** One player's stats and points in the fixture. */
  async playerInFixture(fixtureId: number, playerId: number, tx: Database) {
    const [row] = await queryRows<{ stats: Record<string, number> | null; points: number | null }>(
      tx,
      sql`select s.stats, p.points from players pl
            left join player_fixture_stats s on s.player_id = pl.id and s.fixture_id = ${fixtureId}
            left join player_fixture_points p on p.player_id = pl.id and p.fixture_id = ${fixtureId}
           where pl.id = ${playerId}`,
    );
    return row ?? null;
  }

  /** This tenant's managers' points and totals in a round, by squad. */
  async managerPoints(tenantId: number, roundId: number, tx: Database) {
    const rows = await queryRows<{
      squad_id: number;
      points: string | number;
      transfer_cost: number;
      total: string | number;
      manager_name: string;
      team_name: string;
    }>(
      tx,
      sql`select m.squad_id, m.points, m.transfer_cost, m.total, u.name as manager_name, s.name as team_name
            from manager_round_scores m
            join squads s on s.id = m.squad_id
            join users u on u.id = s.user_id
           where m.round_id = ${roundId} and m.tenant_id = ${tenantId}`,
    );
    return new Map(
      rows.map((r) => [
        Number(r.squad_id),
        {
          points: Number(r.points) - Number(r.transfer_cost),
          total: Number(r.total),
          managerName: r.manager_name,
          teamName: r.team_name,
        },
      ]),
    );
  }
}
