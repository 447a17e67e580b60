// The console's staff (ADR 0046): accounts, roles per tenant, sessions and invitations. SQL only.
import type { Database } from '@gameweek/db/create-db';
import {
  staff,
  staffInvites,
  staffLoginThrottles,
  staffPasswordResets,
  staffRoles,
  staffSessions,
  tenants,
} from '@gameweek/db/schema';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ThrottleKey, ThrottleSchedule } from './login-throttle-repository.ts';

export type StaffRow = typeof staff.$inferSelect;
export type StaffRoleValue = (typeof staffRoles.$inferSelect)['role'];
export type StaffInviteRow = typeof staffInvites.$inferSelect;
export type StaffStage = 'enrol' | 'full';

/** What an authenticated console request knows about its staff member. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  stage: StaffStage;
  expiresAt: Date;
  email: string;
  name: string;
  superAdmin: boolean;
  twoFactor: boolean;
}

export interface StaffTenantRole {
  tenantId: number;
  tenantSlug: string;
  tenantName: string;
  role: StaffRoleValue;
}

export class StaffRepository {
  constructor(private readonly db: Database) {}

  async findByEmail(email: string, tx: Database = this.db): Promise<StaffRow | undefined> {
    const [row] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
    return row;
  }

  async findById(id: number, tx: Database = this.db): Promise<StaffRow | undefined> {
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
    return row;
  }

  async insert(
    s: {
      email: string;
      name: string;
      passwordHash: string;
      superAdmin: boolean;
      language?: string | null;
    },
    tx: Database = this.db,
  ): Promise<StaffRow> {
    const [row] = await tx.insert(staff).values(s).returning();
    if (!row) throw new Error('insert into staff returned no row');
    return row;
  }

  async setPendingTotp(staffId: number, secret: string): Promise<void> {
    await this.db.update(staff).set({ totpPendingSecret: secret }).where(eq(staff.id, staffId));
  }

  /** The confirmed secret sealed anew (a new key), unless it changed meanwhile. */
  async resealTotp(staffId: number, was: string, sealed: string): Promise<void> {
    await this.db
      .update(staff)
      .set({ totpSecret: sealed })
      .where(and(eq(staff.id, staffId), eq(staff.totpSecret, was)));
  }

  /** The pending secret becomes the confirmed one, at the step its first code was for. */
  async confirmTotp(staffId: number, secret: string, step: number, tx: Database): Promise<boolean> {
    const rows = await tx
      .update(staff)
      .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staff.id, staffId), eq(staff.totpPendingSecret, secret)))
      .returning({ id: staff.id });
    return rows.length > 0;
  }

  /**
   * Records that a code for `step` was used, only if no code for it or a later step was: the one
   * statement that makes a code single-use, even when two sign-ins race with it.
   */
  async spendTotpStep(staffId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(staff)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staff.id, staffId),
          sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step}::int)`,
        ),
      )
      .returning({ id: staff.id });
    return rows.length > 0;
  }

  async rolesOf(staffId: number, tx: Database = this.db): Promise<StaffTenantRole[]> {
    return tx
      .select({
        tenantId: staffRoles.tenantId,
        tenantSlug: tenants.slug,
        tenantName: tenants.name,
        role: staffRoles.role,
      })
      .from(staffRoles)
      .innerJoin(tenants, eq(tenants.id, staffRoles.tenantId))
      .where(eq(staffRoles.staffId, staffId))
      .orderBy(asc(tenants.id));
  }

  async roleIn(staffId: number, tenantId: number): Promise<StaffRoleValue | undefined> {
    const [row] = await this.db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(and(eq(staffRoles.staffId, staffId), eq(staffRoles.tenantId, tenantId)));
    return row?.role;
  }

  /** Sets the staff member's role in the tenant; returns the role before (undefined: none). */
  async setRole(
    staffId: number,
    tenantId: number,
    role: StaffRoleValue,
    tx: Database,
  ): Promise<StaffRoleValue | undefined> {
    const [before] = await tx
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(and(eq(staffRoles.staffId, staffId), eq(staffRoles.tenantId, tenantId)))
      .for('update');
    await tx
      .insert(staffRoles)
      .values({ staffId, tenantId, role })
      .onConflictDoUpdate({ target: [staffRoles.staffId, staffRoles.tenantId], set: { role } });
    return before?.role;
  }

  async removeRole(
    staffId: number,
    tenantId: number,
    tx: Database,
  ): Promise<StaffRoleValue | undefined> {
    const [gone] = await tx
      .delete(staffRoles)
      .where(and(eq(staffRoles.staffId, staffId), eq(staffRoles.tenantId, tenantId)))
      .returning({ role: staffRoles.role });
    return gone?.role;
  }

  /** The tenant's owners whose accounts are not disabled, other than `except` (ADR 0057). */
  async activeOwnersBesides(tenantId: number, except: number, tx: Database): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRoles)
      .innerJoin(staff, eq(staff.id, staffRoles.staffId))
      .where(
        and(
          eq(staffRoles.tenantId, tenantId),
          eq(staffRoles.role, 'owner'),
          isNull(staff.disabledAt),
          ne(staff.id, except),
        ),
      );
    return row?.n ?? 0;
  }

  /** The account row locked for a change to it (disable, reset), in the caller's transaction. */
  async lockById(id: number, tx: Database): Promise<StaffRow | undefined> {
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    return row;
  }

  /** Disables (a date) or re-enables (null) the account. */
  async setDisabled(staffId: number, at: Date | null, tx: Database): Promise<void> {
    await tx.update(staff).set({ disabledAt: at }).where(eq(staff.id, staffId));
  }

  async setPassword(staffId: number, passwordHash: string, tx: Database): Promise<void> {
    await tx.update(staff).set({ passwordHash }).where(eq(staff.id, staffId));
  }

  /** Two-factor forgotten: the next sign-in with the password enrols it again. */
  async clearTotp(staffId: number, tx: Database): Promise<void> {
    await tx
      .update(staff)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(staff.id, staffId));
  }

  async setLanguage(staffId: number, language: string, tx: Database): Promise<void> {
    await tx.update(staff).set({ language }).where(eq(staff.id, staffId));
  }

  // ── password resets (ADR 0057) ──

  /** A new reset token; the member's earlier unused ones stop working (the newest mail wins). */
  async insertReset(
    r: { staffId: number; tokenHash: string; sentBy: number | null; expiresAt: Date; now: Date },
    tx: Database,
  ): Promise<void> {
    await tx
      .update(staffPasswordResets)
      .set({ usedAt: r.now })
      .where(and(eq(staffPasswordResets.staffId, r.staffId), isNull(staffPasswordResets.usedAt)));
    await tx.insert(staffPasswordResets).values({
      staffId: r.staffId,
      tokenHash: r.tokenHash,
      sentBy: r.sentBy,
      expiresAt: r.expiresAt,
      createdAt: r.now,
    });
  }

  /** Reset links made for the account since `since` (the per-account mail limit). */
  async resetsSince(staffId: number, since: Date, tx: Database = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffPasswordResets)
      .where(
        and(eq(staffPasswordResets.staffId, staffId), gt(staffPasswordResets.createdAt, since)),
      );
    return row?.n ?? 0;
  }

  /** Spends a live reset token (one UPDATE: two uses cannot both pass); its account, or undefined. */
  async takeReset(
    tokenHash: string,
    now: Date,
    tx: Database,
  ): Promise<{ staffId: number; sentBy: number | null } | undefined> {
    const [row] = await tx
      .update(staffPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffPasswordResets.tokenHash, tokenHash),
          isNull(staffPasswordResets.usedAt),
          gt(staffPasswordResets.expiresAt, now),
        ),
      )
      .returning({ staffId: staffPasswordResets.staffId, sentBy: staffPasswordResets.sentBy });
    return row;
  }

  /** The tenant's staff with their role. */
  async members(tenantId: number, tx: Database = this.db) {
    return tx
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staffRoles.role,
        twoFactor: sql<boolean>`${staff.totpSecret} is not null`,
        disabled: sql<boolean>`${staff.disabledAt} is not null`,
        superAdmin: staff.superAdmin,
      })
      .from(staffRoles)
      .innerJoin(staff, eq(staff.id, staffRoles.staffId))
      .where(eq(staffRoles.tenantId, tenantId))
      .orderBy(asc(staff.id));
  }

  // ── sessions ──

  async insertSession(
    s: { staffId: number; tokenHash: string; stage: StaffStage; expiresAt: Date; now: Date },
    tx: Database = this.db,
  ): Promise<void> {
    await tx.insert(staffSessions).values({
      staffId: s.staffId,
      tokenHash: s.tokenHash,
      stage: s.stage,
      expiresAt: s.expiresAt,
      lastSeenAt: s.now,
    });
  }

  /**
   * The live session with this token hash (not revoked, not expired, used within the idle limit),
   * touched at `now` in the same statement; undefined otherwise. A disabled account has none.
   */
  async touchSession(
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<StaffSession | undefined> {
    const rows = await this.db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .from(staff)
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          eq(staff.id, staffSessions.staffId),
          isNull(staffSessions.revokedAt),
          isNull(staff.disabledAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleSince),
        ),
      )
      .returning({
        sessionId: staffSessions.id,
        staffId: staffSessions.staffId,
        stage: staffSessions.stage,
        expiresAt: staffSessions.expiresAt,
        email: staff.email,
        name: staff.name,
        superAdmin: staff.superAdmin,
        twoFactor: sql<boolean>`${staff.totpSecret} is not null`,
      });
    return rows[0];
  }

  async revokeSession(sessionId: number, now: Date, tx: Database = this.db): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  }

  /** Ends every session of the account still open at `now`; how many. */
  async revokeAllSessions(staffId: number, now: Date, tx: Database = this.db): Promise<number> {
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
        ),
      )
      .returning({ id: staffSessions.id });
    return ended.length;
  }

  // ── invitations ──

  async insertInvite(
    invite: {
      tenantId: number;
      email: string;
      role: StaffRoleValue;
      language: string;
      tokenHash: string;
      invitedBy: number;
      expiresAt: Date;
    },
    tx: Database,
  ): Promise<StaffInviteRow> {
    const [row] = await tx.insert(staffInvites).values(invite).returning();
    if (!row) throw new Error('insert into staff_invites returned no row');
    return row;
  }

  /** Takes the live invitation with this token (single use): undefined when unknown, used or expired. */
  async takeInvite(
    tokenHash: string,
    now: Date,
    tx: Database,
  ): Promise<StaffInviteRow | undefined> {
    const [row] = await tx
      .update(staffInvites)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvites.tokenHash, tokenHash),
          isNull(staffInvites.acceptedAt),
          gt(staffInvites.expiresAt, now),
        ),
      )
      .returning();
    return row;
  }

  async invites(tenantId: number): Promise<StaffInviteRow[]> {
    return this.db
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.tenantId, tenantId))
      .orderBy(asc(staffInvites.id));
  }
}

/**
 * The staff sign-in's throttle counters: the same schedule as the public sign-in's
 * (LoginThrottleRepository, ADR 0028) on a table without tenants, since staff accounts are global.
 * The key's tenantId is not used.
 */
export class StaffLoginThrottleRepository {
  constructor(private readonly db: Database) {}

  async count(key: ThrottleKey, now: Date, s: ThrottleSchedule): Promise<number | null> {
    const t = staffLoginThrottles;
    const next = sql`${t.failures} + 1`;
    const blockAfter = (failures: typeof next | number) =>
      sql`case when (${failures})::int < ${s.freeAttempts}::int then null else ${now}::timestamptz + make_interval(secs => least(${s.baseDelaySeconds}::int * power(2, least((${failures})::int - ${s.freeAttempts}::int, 30)), ${s.maxDelaySeconds}::int)) end`;
    const counted = await this.db
      .insert(t)
      .values({
        account: key.account,
        source: key.source,
        failures: 1,
        blockedUntil: sql`${blockAfter(1)}`,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [t.account, t.source],
        set: { failures: next, blockedUntil: blockAfter(next), updatedAt: now },
        setWhere: sql`${t.failures} < ${s.lockAfter}::int and (${t.blockedUntil} is null or ${t.blockedUntil} <= ${now}::timestamptz)`,
      })
      .returning({ failures: t.failures });
    return counted[0]?.failures ?? null;
  }

  async find(
    key: ThrottleKey,
  ): Promise<{ failures: number; blockedUntil: Date | null } | undefined> {
    const t = staffLoginThrottles;
    const [row] = await this.db
      .select({ failures: t.failures, blockedUntil: t.blockedUntil })
      .from(t)
      .where(and(eq(t.account, key.account), eq(t.source, key.source)));
    return row;
  }

  async deleteIdle(before: Date, lockAfter: number): Promise<number> {
    const t = staffLoginThrottles;
    const gone = await this.db
      .delete(t)
      .where(sql`${t.updatedAt} < ${before}::timestamptz and ${t.failures} < ${lockAfter}::int`)
      .returning({ source: t.source });
    return gone.length;
  }

  async delete(key: ThrottleKey): Promise<void> {
    const t = staffLoginThrottles;
    await this.db.delete(t).where(and(eq(t.account, key.account), eq(t.source, key.source)));
  }

  /** Every source's counter on a staff account (its e-mail), e.g. after an owner resets it. */
  async deleteForUser(staffId: number, tx: Database = this.db): Promise<void> {
    const t = staffLoginThrottles;
    await tx
      .delete(t)
      .where(
        sql`${t.account} in (select ${staff.email} from ${staff} where ${staff.id} = ${staffId})`,
      );
  }
}
