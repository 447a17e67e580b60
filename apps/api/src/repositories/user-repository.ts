import type { Database } from '@gameweek/db/create-db';
import { sessions, userStatusHistory, users } from '@gameweek/db/schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;
export type UserStatusValue = UserRow['status'];

export interface NewUser {
  tenantId: number;
  status: UserStatusValue;
  email: string | null;
  name: string;
  passwordHash: string | null;
  preferredLanguage: string;
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

  async insert(user: NewUser, tx: Database = this.db): Promise<UserRow> {
    const rows = await tx.insert(users).values(user).returning();
    const row = rows[0];
    if (!row) throw new Error('insert into users returned no row');
    return row;
  }

  async findByEmail(
    tenantId: number,
    email: string,
    tx: Database = this.db,
  ): Promise<UserRow | undefined> {
    const rows = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.email, email)))
      .limit(1);
    return rows[0];
  }

  async findById(id: number, tx: Database = this.db): Promise<UserRow | undefined> {
    const rows = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0];
  }

  async setLanguage(userId: number, language: string, tx: Database = this.db): Promise<void> {
    await tx
      .update(users)
      .set({ preferredLanguage: language, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async setStatus(userId: number, status: UserStatusValue, tx: Database = this.db): Promise<void> {
    await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
  }

  async appendStatusHistory(
    entry: {
      userId: number;
      fromStatus: UserStatusValue | null;
      toStatus: UserStatusValue;
      source: string;
    },
    tx: Database = this.db,
  ): Promise<void> {
    await tx.insert(userStatusHistory).values(entry);
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

  async revokeAllSessions(userId: number, now: Date, tx: Database = this.db): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
