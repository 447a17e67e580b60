import { type Database, queryRows } from '@gameweek/db/create-db';
import type { CricketMatchOutcome } from '@gameweek/rules/cricket/match-result';
import { sql } from 'drizzle-orm';

export interface FixtureRecord {
  id: number;
  roundId: number;
  roundNumber: number;
  kickoffAt: Date | string;
  status: 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'POSTPONED';
  minute: number;
  homeScore: number | null;
  awayScore: number | null;
  homeDifficulty: number;
  awayDifficulty: number;
  /** Cricket: the finished match's outcome (ADR 0062), null until the clock has finished it. */
  outcome: CricketMatchOutcome | null;
  /** When the clock finished it (null until then). */
  finishedAt: Date | string | null;
  homeId: number;
  homeName: string;
  homeShort: string;
  awayId: number;
  awayName: string;
  awayShort: string;
}

/** One club's side of a fixture still to be played. */
export interface NextFixtureRecord {
  clubId: number;
  round: number;
  opponentId: number;
  opponentShort: string;
  isHome: boolean;
  difficulty: number;
}

// A score shows once the clock has kicked the fixture off and a result once it has finished it: a cricket
// fixture's outcome is imported with the match, so without the cut-off an unplayed match day showed
// "Rajasthan Royals won by 12 runs" before its deadline (issue 18). `now` is the season clock's.
const fixtureSelect = (
  now: Date,
) => sql`select f.id, f.round_id as "roundId", r.number as "roundNumber", f.kickoff_at as "kickoffAt",
       f.status, f.minute,
       case when f.started_at <= ${now} then f.home_score end as "homeScore",
       case when f.started_at <= ${now} then f.away_score end as "awayScore",
       f.home_difficulty as "homeDifficulty", f.away_difficulty as "awayDifficulty",
       case when f.status = 'FINISHED' and f.finished_at <= ${now} then f.outcome end as "outcome",
       f.finished_at as "finishedAt",
       h.id as "homeId", h.name as "homeName", h.short_name as "homeShort",
       a.id as "awayId", a.name as "awayName", a.short_name as "awayShort"
  from fixtures f join rounds r on r.id = f.round_id
  join clubs h on h.id = f.home_club_id join clubs a on a.id = f.away_club_id`;

/** Read-only queries behind the public home sections (fixtures, tables, round summaries, trends). */
export class HomeRepository {
  constructor(private readonly db: Database) {}

  fixturesOfRound(roundId: number, now: Date, tx: Database = this.db): Promise<FixtureRecord[]> {
    return queryRows(
      tx,
      sql`${fixtureSelect(now)} where f.round_id = ${roundId} order by f.kickoff_at, f.id`,
    );
  }

  /** One fixture of the season (the match page, ADR 0060); undefined when it is not of the season. */
  async fixtureOfSeason(
    seasonId: number,
    fixtureId: number,
    now: Date,
    tx: Database = this.db,
  ): Promise<FixtureRecord | undefined> {
    const [row] = await queryRows<FixtureRecord>(
      tx,
      sql`${fixtureSelect(now)} where f.id = ${fixtureId} and f.season_id = ${seasonId}`,
    );
    return row;
  }

  fixturesByStatus(
    seasonId: number,
    statuses: string[],
    now: Date,
    tx: Database = this.db,
  ): Promise<FixtureRecord[]> {
    return queryRows(
      tx,
      sql`${fixtureSelect(now)} where f.season_id = ${seasonId} and f.status::text in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )}) order by f.kickoff_at, f.id`,
    );
  }

  /**
   * Each club's first `perClub` fixtures still to be played (scheduled) from round `fromRound` on, in
   * kick-off order, seen from the club's side: the opponent, home or away, and the club's difficulty.
   */
  nextFixturesByClub(
    seasonId: number,
    fromRound: number,
    perClub: number,
    tx: Database = this.db,
  ): Promise<NextFixtureRecord[]> {
    return queryRows(
      tx,
      sql`select club_id as "clubId", round_number as "round", opponent_id as "opponentId",
                 opponent_short as "opponentShort", is_home as "isHome", difficulty
            from (select s.*, row_number() over (partition by s.club_id order by s.kickoff_at, s.id) as rn
                    from (select f.id, f.kickoff_at, r.number as round_number, f.home_club_id as club_id,
                                 f.away_club_id as opponent_id, a.short_name as opponent_short,
                                 true as is_home, f.home_difficulty as difficulty
                            from fixtures f join rounds r on r.id = f.round_id
                            join clubs a on a.id = f.away_club_id
                           where f.season_id = ${seasonId} and r.number >= ${fromRound}
                             and f.status = 'SCHEDULED'
                          union all
                          select f.id, f.kickoff_at, r.number, f.away_club_id, f.home_club_id, h.short_name,
                                 false, f.away_difficulty
                            from fixtures f join rounds r on r.id = f.round_id
                            join clubs h on h.id = f.home_club_id
                           where f.season_id = ${seasonId} and r.number >= ${fromRound}
                             and f.status = 'SCHEDULED') s) ranked
           where rn <= ${perClub}
           order by club_id, rn`,
    );
  }

  /** Average, highest and count of the tenant's managers' net points in a round. */
  async roundSummary(tenantId: number, roundId: number, tx: Database = this.db) {
    const rows = await queryRows<{ managers: number; average: number | null }>(
      tx,
      sql`select count(*)::int as managers, round(avg(points - transfer_cost)::numeric, 1)::float8 as average
            from manager_round_scores where tenant_id = ${tenantId} and round_id = ${roundId}`,
    );
    const top = await queryRows<{
      points: number;
      managerName: string;
      teamName: string;
      userId: number;
    }>(
      tx,
      sql`select (m.points - m.transfer_cost) as points, u.name as "managerName", sq.name as "teamName", u.id as "userId"
            from manager_round_scores m join squads sq on sq.id = m.squad_id join users u on u.id = sq.user_id
           where m.tenant_id = ${tenantId} and m.round_id = ${roundId}
           order by (m.points - m.transfer_cost) desc, m.squad_id limit 1`,
    );
    return {
      managers: rows[0]?.managers ?? 0,
      average: rows[0]?.average ?? null,
      top: top[0] ?? null,
    };
  }

  /** Captain picks of the tenant's squads for a round. */
  captainCounts(tenantId: number, roundId: number, tx: Database = this.db) {
    return queryRows<{ playerId: number; n: number; total: number }>(
      tx,
      sql`select sr.captain_player_id as "playerId", count(*)::int as n, sum(count(*)) over ()::int as total
            from squad_rounds sr join squads s on s.id = sr.squad_id
           where s.tenant_id = ${tenantId} and sr.round_id = ${roundId}
           group by sr.captain_player_id order by n desc, sr.captain_player_id limit 10`,
    );
  }

  transferCounts(
    tenantId: number,
    roundId: number,
    direction: 'in' | 'out',
    tx: Database = this.db,
  ) {
    const column = direction === 'in' ? sql`t.player_in_id` : sql`t.player_out_id`;
    return queryRows<{ playerId: number; n: number }>(
      tx,
      sql`select ${column} as "playerId", count(*)::int as n
            from transfers t join squads s on s.id = t.squad_id
           where s.tenant_id = ${tenantId} and t.round_id = ${roundId}
           group by ${column} order by n desc, ${column} limit 10`,
    );
  }

  /** Each player's points in a round (summed over his fixtures). */
  roundPlayerPoints(roundId: number, tx: Database = this.db) {
    return queryRows<{ playerId: number; points: number }>(
      tx,
      sql`select player_id as "playerId", sum(points)::int as points
            from player_fixture_points where round_id = ${roundId} group by player_id`,
    );
  }

  /** What each player finally did in these fixtures (the source the replay reveals minute by minute). */
  sourceStats(fixtureIds: number[], tx: Database = this.db) {
    if (fixtureIds.length === 0) return Promise.resolve([]);
    return queryRows<{
      fixtureId: number;
      playerId: number;
      clubId: number;
      name: string;
      stats: Record<string, number | boolean>;
    }>(
      tx,
      sql`select s.fixture_id as "fixtureId", s.player_id as "playerId", p.club_id as "clubId", p.name, s.stats
            from player_fixture_stats s join players p on p.id = s.player_id
           where s.fixture_id in (${sql.join(
             fixtureIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
  }

  /** The stored Cricsheet matches (fixtures.replay) of these fixtures. */
  replays(fixtureIds: number[], tx: Database = this.db) {
    if (fixtureIds.length === 0) return Promise.resolve([]);
    return queryRows<{ id: number; replay: Record<string, unknown> | null }>(
      tx,
      sql`select id, replay from fixtures where id in (${sql.join(
        fixtureIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }

  /** Each listed player of these fixtures: his Cricsheet registry id and the engine's final points. */
  fixturePlayers(fixtureIds: number[], tx: Database = this.db) {
    if (fixtureIds.length === 0) return Promise.resolve([]);
    return queryRows<{
      fixtureId: number;
      playerId: number;
      externalId: string;
      name: string;
      points: number | null;
    }>(
      tx,
      sql`select s.fixture_id as "fixtureId", s.player_id as "playerId", p.external_id as "externalId",
                 p.name, s.source_points as points
            from player_fixture_stats s join players p on p.id = s.player_id
           where s.fixture_id in (${sql.join(
             fixtureIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
  }
}
