import { type Database, queryRows } from '@gameweek/db/create-db';
import {
  leagueMembers,
  leagues,
  managerRoundScores,
  pointsHistograms,
  rounds,
  squads,
  userPreferences,
  users,
} from '@gameweek/db/schema';
import { and, desc, eq, sql } from 'drizzle-orm';

export type LeagueRow = typeof leagues.$inferSelect;

/** A user's leagues in a season with what GET /v1/user/games needs, read in one statement. */
export interface UserLeagues {
  /** Null when the user has no squad this season (then `leagues` is empty). */
  squadId: number | null;
  /** user_preferences.extra.activeLeagueId when it is a number. */
  activeLeagueId: number | null;
  leagues: (LeagueRow & { members: number })[];
}

/** A league as seen by one user: their squad this season and whether it is a member. */
export interface LeagueForUser {
  league: LeagueRow;
  squadId: number | null;
  member: boolean;
  /** Members of a private league; 0 for the overall (system) league, which counts managers. */
  members: number;
}

export interface StandingRecord {
  squadId: number;
  userId: number;
  managerName: string;
  teamName: string;
  total: number;
  roundPoints: number;
  rank: number;
  previousRank: number | null;
}

export interface Cursor {
  total: number;
  squadId: number;
}

export interface LeagueRounds {
  /** The round whose scores are shown (latest scored). */
  roundId: number;
  /** The round before it, for movement; -1 when none. */
  previousRoundId: number;
  /** The round before the league started: its totals are subtracted; -1 when the league starts at round 1. */
  baseRoundId: number;
}

const keyset = (cursor: Cursor | null) =>
  cursor ? sql`and (r.total, r.squad_id) < (${cursor.total}, ${cursor.squadId})` : sql``;

const mrs = managerRoundScores;
const standingColumns = {
  squadId: mrs.squadId,
  userId: squads.userId,
  managerName: users.name,
  teamName: squads.name,
  total: mrs.total,
  roundPoints: sql<number>`(${mrs.points} - ${mrs.transferCost})`,
  rank: sql<number>`coalesce(${mrs.rank}, 0)`,
  previousRank: mrs.previousRank,
};

export class LeagueRepository {
  private readonly overallRowQuery;
  private readonly overallPageQuery;
  private readonly byIdQuery;
  private readonly userLeaguesQuery;
  private readonly leagueForUserQuery;

  constructor(private readonly db: Database) {
    const ph = sql.placeholder;
    // The page of leagues the shell and the leaderboard show on every signed-in page: squad,
    // memberships, member counts and the active league in one round trip (was three), prepared.
    const memberCount = sql<number>`case when ${leagues.system} then 0 else (select count(*)::int from league_members m where m.league_id = ${leagues.id}) end`;
    this.userLeaguesQuery = db
      .select({
        squadId: squads.id,
        active: sql<unknown>`(select p.extra -> 'activeLeagueId' from user_preferences p where p.user_id = ${squads.userId})`,
        league: leagues,
        members: memberCount,
      })
      .from(squads)
      .leftJoin(leagueMembers, eq(leagueMembers.squadId, squads.id))
      .leftJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
      .where(and(eq(squads.userId, ph('u')), eq(squads.seasonId, ph('s'))))
      .orderBy(desc(leagues.system), leagues.id)
      .prepare('user_leagues');
    // GET /v1/leagues/{id}: the league, the caller's squad, membership and member count at once.
    this.leagueForUserQuery = db
      .select({
        league: leagues,
        squadId: squads.id,
        member: sql<boolean>`exists (select 1 from league_members m where m.league_id = ${leagues.id} and m.squad_id = ${squads.id})`,
        members: memberCount,
      })
      .from(leagues)
      .leftJoin(squads, and(eq(squads.userId, ph('u')), eq(squads.seasonId, ph('s'))))
      .where(eq(leagues.id, ph('id')))
      .limit(1)
      .prepare('league_for_user');
    this.byIdQuery = db
      .select()
      .from(leagues)
      .where(eq(leagues.id, ph('id')))
      .limit(1)
      .prepare('league_by_id');
    // Keyset on the scores table alone, then join the page's survivors: sorting a tie group must not
    // drag a join of every tied row along. Prepared (the query is built once, not per request): since
    // manager_round_scores_keyset holds (tenant_id, round_id, total, squad_id), the row comparison is
    // an index range condition, so the generic plan is the same range scan as a custom one (ADR 0016).
    const page = db
      .select({
        squadId: mrs.squadId,
        total: mrs.total,
        points: mrs.points,
        transferCost: mrs.transferCost,
        rank: mrs.rank,
        previousRank: mrs.previousRank,
      })
      .from(mrs)
      .where(
        and(
          eq(mrs.tenantId, ph('tenant')),
          eq(mrs.roundId, ph('round')),
          sql`(${mrs.total}, ${mrs.squadId}) < (${ph('total')}::numeric, ${ph('squad')}::int)`,
        ),
      )
      .orderBy(desc(mrs.total), desc(mrs.squadId))
      .limit(ph('limit'))
      .as('page');
    this.overallPageQuery = db
      .select({
        squadId: page.squadId,
        userId: squads.userId,
        managerName: users.name,
        teamName: squads.name,
        total: page.total,
        roundPoints: sql<number>`(${page.points} - ${page.transferCost})`,
        rank: sql<number>`coalesce(${page.rank}, 0)`,
        previousRank: page.previousRank,
      })
      .from(page)
      .innerJoin(squads, eq(squads.id, page.squadId))
      .innerJoin(users, eq(users.id, squads.userId))
      .orderBy(desc(page.total), desc(page.squadId))
      .prepare('overall_page');
    this.overallRowQuery = db
      .select(standingColumns)
      .from(mrs)
      .innerJoin(squads, eq(squads.id, mrs.squadId))
      .innerJoin(users, eq(users.id, squads.userId))
      .where(and(eq(mrs.squadId, ph('squad')), eq(mrs.roundId, ph('round'))))
      .limit(1)
      .prepare('overall_row');
  }

  async findById(id: number, tx?: Database): Promise<LeagueRow | undefined> {
    const rows = tx
      ? await tx.select().from(leagues).where(eq(leagues.id, id)).limit(1)
      : await this.byIdQuery.execute({ id });
    return rows[0];
  }

  async userLeagues(userId: number, seasonId: number): Promise<UserLeagues> {
    const rows = await this.userLeaguesQuery.execute({ u: userId, s: seasonId });
    const first = rows[0];
    if (!first) return { squadId: null, activeLeagueId: null, leagues: [] };
    const list: (LeagueRow & { members: number })[] = [];
    for (const r of rows) if (r.league) list.push({ ...r.league, members: r.members ?? 0 });
    return {
      squadId: first.squadId,
      activeLeagueId: typeof first.active === 'number' ? first.active : null,
      leagues: list,
    };
  }

  async leagueForUser(
    leagueId: number,
    userId: number,
    seasonId: number,
  ): Promise<LeagueForUser | undefined> {
    const [r] = await this.leagueForUserQuery.execute({ id: leagueId, u: userId, s: seasonId });
    if (!r) return undefined;
    return { league: r.league, squadId: r.squadId, member: r.member === true, members: r.members };
  }

  async findByCode(code: string, tx: Database = this.db): Promise<LeagueRow | undefined> {
    const rows = await tx.select().from(leagues).where(eq(leagues.inviteCode, code)).limit(1);
    return rows[0];
  }

  async insert(league: typeof leagues.$inferInsert, tx: Database): Promise<LeagueRow> {
    const rows = await tx.insert(leagues).values(league).returning();
    if (!rows[0]) throw new Error('insert into leagues returned no row');
    return rows[0];
  }

  async addMember(leagueId: number, squadId: number, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .insert(leagueMembers)
      .values({ leagueId, squadId })
      .onConflictDoNothing()
      .returning({ leagueId: leagueMembers.leagueId });
    return rows.length > 0;
  }

  async removeMember(leagueId: number, squadId: number, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.squadId, squadId)))
      .returning({ leagueId: leagueMembers.leagueId });
    return rows.length > 0;
  }

  async isMember(leagueId: number, squadId: number, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .select({ id: leagueMembers.leagueId })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.squadId, squadId)))
      .limit(1);
    return rows.length > 0;
  }

  async memberCount(leagueId: number, tx: Database = this.db): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from league_members where league_id = ${leagueId}`,
    );
    return rows[0]?.n ?? 0;
  }

  /** The latest round the tenant's managers have scores for (live rounds included). */
  /**
   * The tenant's latest scored round of a season: its current one (the live leaderboard), or one it
   * played before (that season's final leaderboard stays readable, ADR 0041).
   */
  async latestScoredRound(
    tenantId: number,
    seasonId: number,
    tx: Database = this.db,
  ): Promise<number | undefined> {
    const rows = await tx
      .select({ roundId: managerRoundScores.roundId })
      .from(managerRoundScores)
      .innerJoin(rounds, eq(rounds.id, managerRoundScores.roundId))
      .where(and(eq(managerRoundScores.tenantId, tenantId), eq(rounds.seasonId, seasonId)))
      .orderBy(desc(managerRoundScores.roundId))
      .limit(1);
    return rows[0]?.roundId;
  }

  async managersInHistogram(
    tenantId: number,
    roundId: number,
    tx: Database = this.db,
  ): Promise<number> {
    const rows = await tx
      .select({ n: sql<number>`coalesce(sum(${pointsHistograms.managers}), 0)::int` })
      .from(pointsHistograms)
      .where(
        and(
          eq(pointsHistograms.tenantId, tenantId),
          eq(pointsHistograms.roundId, roundId),
          eq(pointsHistograms.kind, 'total'),
        ),
      );
    return rows[0]?.n ?? 0;
  }

  /**
   * The tenant-wide leaderboard, keyset-paginated on (total desc, squad_id): each page is an index
   * range scan however deep it is. Ranks were written by the clock from the histogram.
   */
  async overallPage(
    tenantId: number,
    roundId: number,
    cursor: Cursor | null,
    limit: number,
  ): Promise<StandingRecord[]> {
    // No cursor: start above any total.
    return this.overallPageQuery.execute({
      tenant: tenantId,
      round: roundId,
      total: cursor?.total ?? 2_147_483_647,
      squad: cursor?.squadId ?? 0,
      limit,
    });
  }

  async overallRow(squadId: number, roundId: number): Promise<StandingRecord | undefined> {
    const rows = await this.overallRowQuery.execute({ squad: squadId, round: roundId });
    return rows[0];
  }

  private standingsCte(leagueId: number, rounds: LeagueRounds) {
    return sql`with m as (
        select lm.squad_id, sq.user_id, u.name as manager_name, sq.name as team_name,
               coalesce(s.total, b.total, 0) - coalesce(b.total, 0) as total,
               coalesce(p.total, b.total, 0) - coalesce(b.total, 0) as prev_total,
               coalesce(s.points - s.transfer_cost, 0) as round_points
          from league_members lm
          join squads sq on sq.id = lm.squad_id
          join users u on u.id = sq.user_id
          left join manager_round_scores s on s.squad_id = lm.squad_id and s.round_id = ${rounds.roundId}
          left join manager_round_scores p on p.squad_id = lm.squad_id and p.round_id = ${rounds.previousRoundId}
          left join manager_round_scores b on b.squad_id = lm.squad_id and b.round_id = ${rounds.baseRoundId}
         where lm.league_id = ${leagueId}),
      r as (
        select *, rank() over (order by total desc)::int as rank,
               rank() over (order by prev_total desc)::int as previous_rank
          from m)`;
  }

  /** A private league's standings: points since the league started, ranked in SQL. */
  async leaguePage(
    leagueId: number,
    rounds: LeagueRounds,
    cursor: Cursor | null,
    limit: number,
    tx: Database = this.db,
  ): Promise<StandingRecord[]> {
    return queryRows(
      tx,
      sql`${this.standingsCte(leagueId, rounds)}
          select r.squad_id as "squadId", r.user_id as "userId", r.manager_name as "managerName", r.team_name as "teamName",
                 r.total, r.round_points as "roundPoints", r.rank,
                 case when ${rounds.previousRoundId} = -1 then null else r.previous_rank end as "previousRank"
            from r where true ${keyset(cursor)}
           order by r.total desc, r.squad_id desc
           limit ${limit}`,
    );
  }

  async leagueRow(
    leagueId: number,
    rounds: LeagueRounds,
    squadId: number,
    tx: Database = this.db,
  ): Promise<StandingRecord | undefined> {
    const rows = await queryRows<StandingRecord>(
      tx,
      sql`${this.standingsCte(leagueId, rounds)}
          select r.squad_id as "squadId", r.user_id as "userId", r.manager_name as "managerName", r.team_name as "teamName",
                 r.total, r.round_points as "roundPoints", r.rank,
                 case when ${rounds.previousRoundId} = -1 then null else r.previous_rank end as "previousRank"
            from r where r.squad_id = ${squadId}`,
    );
    return rows[0];
  }

  /** Rounds a league's standings are computed from, resolved in one query. */
  async roundsFor(
    league: LeagueRow,
    roundId: number,
    tx: Database = this.db,
  ): Promise<LeagueRounds> {
    const rows = await queryRows<{ prev: number | null; base: number | null }>(
      tx,
      sql`select (select p.id from rounds p join rounds c on c.id = ${roundId}
                    where p.season_id = c.season_id and p.number < c.number order by p.number desc limit 1) as prev,
                 (select p.id from rounds p join rounds st on st.id = ${league.startRoundId}
                    where p.season_id = st.season_id and p.number < st.number order by p.number desc limit 1) as base`,
    );
    return { roundId, previousRoundId: rows[0]?.prev ?? -1, baseRoundId: rows[0]?.base ?? -1 };
  }

  async h2hMatches(leagueId: number, tx: Database = this.db) {
    return queryRows<{
      roundNumber: number;
      homeSquadId: number;
      homeName: string;
      awaySquadId: number | null;
      awayName: string | null;
      homePoints: number | null;
      awayPoints: number | null;
      homeResult: number | null;
      awayResult: number | null;
    }>(
      tx,
      sql`select r.number as "roundNumber", m.home_squad_id as "homeSquadId", hs.name as "homeName",
                 m.away_squad_id as "awaySquadId", aws.name as "awayName", m.home_points as "homePoints",
                 m.away_points as "awayPoints", m.home_result as "homeResult", m.away_result as "awayResult"
            from h2h_matches m join rounds r on r.id = m.round_id
            join squads hs on hs.id = m.home_squad_id
            left join squads aws on aws.id = m.away_squad_id
           where m.league_id = ${leagueId}
           order by r.number, m.id`,
    );
  }

  async activeLeagueId(userId: number, tx: Database = this.db): Promise<number | null> {
    const rows = await tx
      .select({ extra: userPreferences.extra })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .limit(1);
    const v = rows[0]?.extra.activeLeagueId;
    return typeof v === 'number' ? v : null;
  }

  async setActiveLeague(
    userId: number,
    leagueId: number | null,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .insert(userPreferences)
      .values({ userId, extra: { activeLeagueId: leagueId } })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: {
          extra: sql`${userPreferences.extra} || ${JSON.stringify({ activeLeagueId: leagueId })}::jsonb`,
          updatedAt: sql`now()`,
        },
      });
  }
}
