// The console's reads and writes of the game's data (ADR 0046): subscribers, their billing and
// sessions, leagues and rounds. Every read is scoped to one tenant here, in SQL: a row of another
// tenant is never returned, so a service cannot forget the check.
import { type Database, queryRows } from '@gameweek/db/create-db';
import {
  billingConsents,
  fixtures,
  leagueMembers,
  leagues,
  operatorEvents,
  rounds,
  sessions,
  squadRounds,
  squads,
  tenants,
  userStatusHistory,
  users,
} from '@gameweek/db/schema';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';

export type ConsoleUserRow = typeof users.$inferSelect;
export type ConsoleLeagueRow = typeof leagues.$inferSelect;
export type ConsoleRoundRow = typeof rounds.$inferSelect;

/** A LIKE pattern that matches `text` literally somewhere inside. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userSummary = {
  id: users.id,
  name: users.name,
  email: users.email,
  msisdn: users.msisdn,
  status: users.status,
  createdAt: users.createdAt,
  teamName: sql<
    string | null
  >`(select s.name from squads s where s.user_id = "users"."id" order by s.season_id desc limit 1)`,
};
export type UserSummaryRow = {
  id: number;
  name: string;
  email: string | null;
  msisdn: string | null;
  status: ConsoleUserRow['status'];
  createdAt: Date;
  teamName: string | null;
};

export class ConsoleRepository {
  constructor(private readonly db: Database) {}

  // ── subscribers ──

  async usersByMsisdn(tenantId: number, digits: string, limit: number): Promise<UserSummaryRow[]> {
    return this.db
      .select(userSummary)
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.msisdn, digits)))
      .limit(limit);
  }

  async usersByEmail(tenantId: number, email: string, limit: number): Promise<UserSummaryRow[]> {
    return this.db
      .select(userSummary)
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
      .limit(limit);
  }

  /** Managers whose name or team name contains `text` (case-insensitive). */
  async usersByName(tenantId: number, text: string, limit: number): Promise<UserSummaryRow[]> {
    const pattern = containing(text);
    return this.db
      .select(userSummary)
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          or(
            ilike(users.name, pattern),
            sql`exists (select 1 from squads s where s.user_id = "users"."id" and s.name ilike ${pattern})`,
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit);
  }

  async userIn(tenantId: number, userId: number, tx: Database = this.db) {
    const [row] = await tx
      .select({
        ...userSummary,
        emailVerifiedAt: users.emailVerifiedAt,
        language: users.preferredLanguage,
      })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    return row;
  }

  async statusHistory(userId: number) {
    return this.db
      .select()
      .from(userStatusHistory)
      .where(eq(userStatusHistory.userId, userId))
      .orderBy(desc(userStatusHistory.id));
  }

  async consents(userId: number) {
    return this.db
      .select()
      .from(billingConsents)
      .where(eq(billingConsents.userId, userId))
      .orderBy(desc(billingConsents.id));
  }

  async operatorEvents(userId: number) {
    return this.db
      .select()
      .from(operatorEvents)
      .where(eq(operatorEvents.userId, userId))
      .orderBy(desc(operatorEvents.receivedAt));
  }

  async liveSessions(userId: number, now: Date) {
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      )
      .orderBy(desc(sessions.id));
  }

  /** Ends live sessions of the user (one when `sessionId` is given); how many ended. */
  async endSessions(userId: number, now: Date, sessionId: number | undefined, tx: Database) {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          sessionId === undefined ? undefined : eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }

  // ── leagues ──

  private leagueColumns() {
    return {
      league: leagues,
      members: sql<number>`(select count(*)::int from league_members m where m.league_id = "leagues"."id")`,
      ownerName: users.name,
    };
  }

  /** Leagues of the tenant whose name contains q or whose invite code is q; newest first. */
  async searchLeagues(tenantId: number, q: string, limit: number) {
    return this.db
      .select(this.leagueColumns())
      .from(leagues)
      .leftJoin(users, eq(users.id, leagues.ownerUserId))
      .where(
        and(
          eq(leagues.tenantId, tenantId),
          q === ''
            ? undefined
            : or(ilike(leagues.name, containing(q)), eq(leagues.inviteCode, q.toUpperCase())),
        ),
      )
      .orderBy(desc(leagues.id))
      .limit(limit);
  }

  async leagueIn(tenantId: number, leagueId: number, tx: Database = this.db) {
    const [row] = await tx
      .select(this.leagueColumns())
      .from(leagues)
      .leftJoin(users, eq(users.id, leagues.ownerUserId))
      .where(and(eq(leagues.id, leagueId), eq(leagues.tenantId, tenantId)));
    return row;
  }

  async leagueMembers(leagueId: number) {
    return this.db
      .select({
        userId: squads.userId,
        squadId: squads.id,
        managerName: users.name,
        teamName: squads.name,
        joinedAt: leagueMembers.joinedAt,
      })
      .from(leagueMembers)
      .innerJoin(squads, eq(squads.id, leagueMembers.squadId))
      .innerJoin(users, eq(users.id, squads.userId))
      .where(eq(leagueMembers.leagueId, leagueId))
      .orderBy(asc(leagueMembers.joinedAt), asc(squads.id));
  }

  async renameLeague(leagueId: number, name: string, tx: Database): Promise<void> {
    await tx.update(leagues).set({ name }).where(eq(leagues.id, leagueId));
  }

  async closeLeague(leagueId: number, at: Date, tx: Database): Promise<void> {
    await tx
      .update(leagues)
      .set({ closedAt: at })
      .where(and(eq(leagues.id, leagueId), isNull(leagues.closedAt)));
  }

  /** The member's squad in the league and the manager's address; undefined when not a member. */
  async memberOf(leagueId: number, userId: number, tx: Database = this.db) {
    const [row] = await tx
      .select({
        squadId: squads.id,
        teamName: squads.name,
        managerName: users.name,
        email: users.email,
      })
      .from(leagueMembers)
      .innerJoin(squads, eq(squads.id, leagueMembers.squadId))
      .innerJoin(users, eq(users.id, squads.userId))
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(squads.userId, userId)));
    return row;
  }

  async removeMember(leagueId: number, squadId: number, tx: Database): Promise<boolean> {
    const rows = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.squadId, squadId)))
      .returning({ squadId: leagueMembers.squadId });
    return rows.length > 0;
  }

  // ── rounds ──

  /** The season's rounds with their first kick-off and this tenant's saved teams per round. */
  async roundsOf(tenantId: number, seasonId: number) {
    return this.db
      .select({
        round: rounds,
        firstKickoffAt: sql<Date | null>`(select min(f.kickoff_at) from fixtures f where f.round_id = "rounds"."id")`,
        savedTeams: sql<number>`(select count(*)::int from squad_rounds sr join squads s on s.id = sr.squad_id where sr.round_id = "rounds"."id" and s.tenant_id = ${tenantId})`,
      })
      .from(rounds)
      .where(eq(rounds.seasonId, seasonId))
      .orderBy(asc(rounds.number));
  }

  /** The round locked for the move, with its neighbours' deadlines and its first kick-off. */
  async roundForMove(seasonId: number, roundId: number, tx: Database) {
    const [round] = await tx
      .select()
      .from(rounds)
      .where(and(eq(rounds.id, roundId), eq(rounds.seasonId, seasonId)))
      .for('update');
    if (!round) return undefined;
    const [kick] = await tx
      .select({ at: sql<Date | null>`min(${fixtures.kickoffAt})` })
      .from(fixtures)
      .where(eq(fixtures.roundId, roundId));
    const [prev] = await tx
      .select({ deadlineAt: rounds.deadlineAt })
      .from(rounds)
      .where(and(eq(rounds.seasonId, seasonId), eq(rounds.number, round.number - 1)));
    return {
      round,
      firstKickoffAt: kick?.at ? new Date(kick.at) : null,
      previousDeadlineAt: prev?.deadlineAt ?? null,
    };
  }

  async setDeadline(roundId: number, deadlineAt: Date, tx: Database): Promise<ConsoleRoundRow> {
    const [row] = await tx
      .update(rounds)
      .set({ deadlineAt })
      .where(eq(rounds.id, roundId))
      .returning();
    if (!row) throw new Error(`round ${roundId} vanished`);
    return row;
  }

  async savedTeams(tenantId: number, roundId: number, tx: Database = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(squadRounds)
      .innerJoin(squads, eq(squads.id, squadRounds.squadId))
      .where(and(eq(squadRounds.roundId, roundId), eq(squads.tenantId, tenantId)));
    return row?.n ?? 0;
  }

  /** The season's round being played (locked at its deadline, not final yet), if any. */
  async roundInPlay(seasonId: number, tx: Database = this.db) {
    const [row] = await tx
      .select({ id: rounds.id, number: rounds.number, status: rounds.status })
      .from(rounds)
      .where(and(eq(rounds.seasonId, seasonId), inArray(rounds.status, ['LOCKED', 'LIVE'])))
      .orderBy(asc(rounds.number))
      .limit(1);
    return row ?? null;
  }

  /** Other tenants playing the same season. */
  async tenantsSharingSeason(seasonId: number, tenantId: number, tx: Database = this.db) {
    const rows = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${tenants} where ${tenants.seasonId} = ${seasonId} and ${tenants.id} <> ${tenantId}`,
    );
    return rows[0]?.n ?? 0;
  }
}
