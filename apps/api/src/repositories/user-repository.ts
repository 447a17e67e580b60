import type { Database } from '@gameweek/db/create-db';
import { sessions, userPreferences, userStatusHistory, users } from '@gameweek/db/schema';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;
export type UserStatusValue = UserRow['status'];

export interface NewUser {
  tenantId: number;
  status: UserStatusValue;
  email: string | null;
  name: string;
  passwordHash: string | null;
  preferredLanguage: string;
}

/** One row of user_status_history: who or what moved a user from one status to another. */
export interface StatusHistoryEntry {
  userId: number;
  fromStatus: UserStatusValue | null;
  toStatus: UserStatusValue;
  source: string;
}

/** What an authenticated request knows about its user (one indexed lookup per request). */
export interface SessionUser {
  sessionId: number;
  userId: number;
  tenantId: number;
  status: UserStatusValue;
  name: string;
  email: string | null;
  language: string;
  createdAt: Date;
  /** When the session was last touched (null: not since sign-in). */
  sessionSeenAt: Date | null;
}

const sessionUserColumns = {
  sessionId: sessions.id,
  userId: users.id,
  tenantId: users.tenantId,
  status: users.status,
  name: users.name,
  email: users.email,
  language: users.preferredLanguage,
  createdAt: users.createdAt,
  sessionSeenAt: sessions.lastSeenAt,
};

/** The session with the token hash `hash`, neither revoked nor expired at `now`. */
const liveSessionByHash = and(
  eq(sessions.tokenHash, sql.placeholder('hash')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
);

export class UserRepository {
  /** Runs on every authenticated request: prepared once, planned once per connection. */
  private readonly sessionQuery;
  /** The same for GET /v1/config, which also tells whether the user has a team this season. */
  private readonly sessionTeamQuery;

  constructor(private readonly db: Database) {
    this.sessionQuery = db
      .select(sessionUserColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSessionByHash)
      .limit(1)
      .prepare('session_user');
    this.sessionTeamQuery = db
      .select({
        ...sessionUserColumns,
        hasTeam: sql<boolean>`exists (select 1 from squads s where s.user_id = ${users.id} and s.season_id = ${sql.placeholder('season')})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSessionByHash)
      .limit(1)
      .prepare('session_user_team');
  }

  insert(user: NewUser, tx: Database = this.db): Promise<UserRow> {
    return insertUser(tx, user);
  }

  findByEmail(
    tenantId: number,
    email: string,
    tx: Database = this.db,
  ): Promise<UserRow | undefined> {
    return userByEmail(tx, tenantId, email);
  }

  findById(id: number, tx: Database = this.db): Promise<UserRow | undefined> {
    return userById(tx, id);
  }

  async setLanguage(userId: number, language: string, tx: Database = this.db): Promise<void> {
    await tx
      .update(users)
      .set({ preferredLanguage: language, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  setStatus(userId: number, status: UserStatusValue, tx: Database = this.db): Promise<void> {
    return setUserStatus(tx, userId, status);
  }

  appendStatusHistory(entry: StatusHistoryEntry, tx: Database = this.db): Promise<void> {
    return appendUserStatusHistory(tx, entry);
  }

  async insertSession(
    s: { userId: number; tokenHash: string; expiresAt: Date },
    tx: Database = this.db,
  ): Promise<void> {
    await tx.insert(sessions).values(s);
  }

  async findSessionUser(tokenHash: string, now: Date): Promise<SessionUser | undefined> {
    const rows = await this.sessionQuery.execute({ hash: tokenHash, now });
    return rows[0];
  }

  /** The session's user and whether they have a squad in `seasonId`, in one round trip. */
  async findSessionUserWithTeam(
    tokenHash: string,
    now: Date,
    seasonId: number,
  ): Promise<{ user: SessionUser; hasTeam: boolean } | undefined> {
    const [row] = await this.sessionTeamQuery.execute({ hash: tokenHash, now, season: seasonId });
    if (!row) return undefined;
    const { hasTeam, ...user } = row;
    return { user, hasTeam: hasTeam === true };
  }

  async revokeSession(tokenHash: string, now: Date, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /**
   * Notes the session's device and last request (ADR 0054), unless someone did so after `staleBefore`:
   * one write per session every few minutes, not one per request.
   */
  async touchSession(
    sessionId: number,
    now: Date,
    staleBefore: Date,
    userAgent: string | null,
  ): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now, userAgent })
      .where(
        and(
          eq(sessions.id, sessionId),
          or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore)),
        ),
      );
  }

  revokeAllSessions(userId: number, now: Date, tx: Database = this.db): Promise<void> {
    return revokeUserSessions(tx, userId, now);
  }
}

// ── The account services' reads and writes (functions taking the database or the caller's
// transaction first, ADR 0006); the class above delegates to those it shares ──

export async function insertUser(tx: Database, user: UserInsert): Promise<UserRow> {
  const rows = await tx.insert(users).values(user).returning();
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function userById(tx: Database, id: number): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function userByEmail(
  tx: Database,
  tenantId: number,
  email: string,
): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
    .limit(1);
  return rows[0];
}

export async function userByMsisdn(
  tx: Database,
  tenantId: number,
  msisdn: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.msisdn, msisdn)));
  return row;
}

/** Holds the tenant's number until the transaction ends: one first sign-in per number at a time. */
export async function lockMsisdn(tx: Database, tenantId: number, msisdn: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`msisdn:${tenantId}:${msisdn}`}))`);
}

/** The user's status, or undefined for no such user. */
export async function userStatus(
  tx: Database,
  userId: number,
): Promise<UserStatusValue | undefined> {
  const [row] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId));
  return row?.status;
}

/** The user's status, the row locked until the transaction ends (status changes go one at a time). */
export async function userStatusForUpdate(
  tx: Database,
  userId: number,
): Promise<UserStatusValue | undefined> {
  const [row] = await tx
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.status;
}

export async function setUserStatus(
  tx: Database,
  userId: number,
  status: UserStatusValue,
): Promise<void> {
  await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function appendUserStatusHistory(
  tx: Database,
  entry: StatusHistoryEntry,
): Promise<void> {
  await tx.insert(userStatusHistory).values(entry);
}

/** The signed-in user's number; undefined when the user is gone. */
export async function setUserMsisdn(
  tx: Database,
  userId: number,
  msisdn: string,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ msisdn, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The address to verify and whether it already is; undefined when the user is gone. */
export async function userEmail(
  tx: Database,
  userId: number,
): Promise<{ email: string | null; verifiedAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setEmailVerified(tx: Database, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Database, userId: number, hash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: hash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Revokes the user's live sessions, except `keepSessionId` (the one making the change) if given. */
export async function revokeUserSessions(
  tx: Database,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Profile removal: the user's sessions and preferences go. */
export async function deleteUserSessions(tx: Database, userId: number): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteUserPreferences(tx: Database, userId: number): Promise<void> {
  await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
}

/** Profile removal: the row stays (the game's history points at it) without any personal field. */
export async function anonymiseUser(tx: Database, userId: number, name: string): Promise<void> {
  await tx
    .update(users)
    .set({
      email: null,
      msisdn: null,
      name,
      passwordHash: null,
      emailVerifiedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
