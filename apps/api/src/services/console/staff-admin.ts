// Staff management (ADR 0046): an owner invites staff to their tenant by e-mail and changes or
// removes their roles; a super-admin lists tenants and grants roles in any of them. Every change is
// audited in its own transaction.
import type { StaffRole } from '@gameweek/contracts/admin';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { ConsoleTenantRepository } from '../../repositories/console-tenant-repository.ts';
import type { StaffRepository } from '../../repositories/staff-repository.ts';
import { mailLanguage } from '../mail/mail-text.ts';
import type { Mailer } from '../mail/mailer.ts';
import { staffInviteMail } from '../mail/templates.ts';
import type { AuditService } from './audit.ts';
import { assertStaffPassword, normaliseEmail } from './staff-auth.ts';

const INVITE_TTL_MS = 7 * 86_400_000;

export interface Actor {
  staffId: number;
  tenantId: number;
}

export class StaffAdminService {
  constructor(
    private readonly db: Database,
    private readonly staff: StaffRepository,
    private readonly tenants: ConsoleTenantRepository,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly clock: () => Date,
  ) {}

  async list(tenantId: number) {
    const [members, invites] = await Promise.all([
      this.staff.members(tenantId),
      this.staff.invites(tenantId),
    ]);
    return {
      staff: members.map((m) => ({
        id: m.id,
        email: m.email,
        name: m.name,
        role: m.role,
        two_factor: m.twoFactor,
        disabled: m.disabled,
        super_admin: m.superAdmin,
      })),
      invites: invites.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        language: i.language,
        expires_at: i.expiresAt.toISOString(),
        accepted_at: i.acceptedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * A single-use link valid for seven days, e-mailed to the address in the language the owner chose
   * (default the tenant's; ADR 0057), which the new account keeps for later mails. `link` builds the
   * URL from the token (null: the tenant has no public web URL, so nothing is sent and the owner is
   * told).
   */
  async invite(
    actor: Actor,
    body: { email: string; role: StaffRole; language?: string | undefined },
    link: ((token: string) => string) | null,
    tenant: { productName: string; language: string },
  ) {
    const email = normaliseEmail(body.email);
    const language = mailLanguage(body.language ?? tenant.language);
    const token = newToken();
    const expiresAt = new Date(this.clock().getTime() + INVITE_TTL_MS);
    const invite = await this.db.transaction(async (tx) => {
      const row = await this.staff.insertInvite(
        {
          tenantId: actor.tenantId,
          email,
          role: body.role,
          language,
          tokenHash: hashToken(token),
          invitedBy: actor.staffId,
          expiresAt,
        },
        tx,
      );
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'staff.invite',
        targetType: 'staff_invite',
        targetId: String(row.id),
        before: null,
        after: { email, role: body.role, language, expires_at: expiresAt.toISOString() },
        reason: null,
      });
      return row;
    });
    if (link) {
      await this.mailer.send(
        staffInviteMail(email, link(token), tenant.productName, body.role, language),
      );
    }
    return {
      id: invite.id,
      email,
      role: invite.role,
      language,
      expires_at: expiresAt.toISOString(),
      mailed: link !== null,
    };
  }

  /**
   * Accepting an invitation: a new address gets an account with the chosen password (two-factor
   * is enrolled at first sign-in); an existing account gets the role and keeps its password.
   */
  async accept(body: { token: string; name: string; password: string }) {
    const now = this.clock();
    // Hashed before the transaction (argon2 takes a while; PGlite has one connection).
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.db.transaction(async (tx) => {
        const invite = await this.staff.takeInvite(hashToken(body.token), now, tx);
        if (!invite) {
          throw new AppError('VALIDATION_FAILED', 'The invitation is invalid or has expired', {
            details: [{ code: 'TOKEN_INVALID', path: ['body', 'token'] }],
          });
        }
        let member = await this.staff.findByEmail(invite.email, tx);
        const created = !member;
        if (!member) {
          assertStaffPassword(body.password, invite.email, body.name);
          member = await this.staff.insert(
            {
              email: invite.email,
              name: body.name,
              passwordHash,
              superAdmin: false,
              language: invite.language,
            },
            tx,
          );
        }
        const before = await this.staff.setRole(member.id, invite.tenantId, invite.role, tx);
        await this.audit.record(tx, {
          tenantId: invite.tenantId,
          staffId: member.id,
          action: 'staff.invite_accepted',
          targetType: 'staff',
          targetId: String(member.id),
          before: { role: before ?? null },
          after: { role: invite.role, created },
          reason: null,
        });
        return { email: invite.email, tenant_id: invite.tenantId, role: invite.role, created };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', 'Accepted twice at once; sign in');
      throw err;
    }
  }

  /** Changes a member's role in the actor's tenant; the last owner cannot stop being one. */
  async setRole(actor: Actor, staffId: number, role: StaffRole, reason: string | null = null) {
    return this.db.transaction(async (tx) => {
      const current = (await this.staff.members(actor.tenantId, tx)).find((m) => m.id === staffId);
      if (!current) throw new AppError('NOT_FOUND', 'No such staff member in this tenant');
      if (current.role === 'owner' && role !== 'owner') {
        await this.keepAnOwner(actor.tenantId, staffId, tx);
      }
      const before = await this.staff.setRole(staffId, actor.tenantId, role, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'staff.role',
        targetType: 'staff',
        targetId: String(staffId),
        before: { role: before ?? null },
        after: { role },
        reason,
      });
      return { id: staffId, role };
    });
  }

  async removeRole(actor: Actor, staffId: number) {
    return this.db.transaction(async (tx) => {
      const current = (await this.staff.members(actor.tenantId, tx)).find((m) => m.id === staffId);
      if (!current) throw new AppError('NOT_FOUND', 'No such staff member in this tenant');
      if (current.role === 'owner') await this.keepAnOwner(actor.tenantId, staffId, tx);
      const before = await this.staff.removeRole(staffId, actor.tenantId, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'staff.remove',
        targetType: 'staff',
        targetId: String(staffId),
        before: { role: before ?? null },
        after: { role: null },
        reason: null,
      });
      return { ok: true as const };
    });
  }

  /** Another owner whose account is not disabled stays (ADR 0057: a disabled owner runs nothing). */
  private async keepAnOwner(tenantId: number, leaving: number, tx: Database): Promise<void> {
    if ((await this.staff.activeOwnersBesides(tenantId, leaving, tx)) === 0) {
      throw new AppError('CONFLICT', 'A tenant keeps at least one active owner', {
        details: [{ code: 'LAST_OWNER' }],
      });
    }
  }

  // ── super-admin ──

  async tenantsList() {
    const rows = await this.tenants.list();
    return {
      tenants: rows.map((t) => ({
        id: t.id,
        slug: t.slug,
        name: t.name,
        context: t.context,
        season_id: t.seasonId,
        domains: t.domains,
      })),
    };
  }

  /** A super-admin makes an existing staff account (e.g. a tenant's first owner) a member of a tenant. */
  async grant(superAdminId: number, tenantId: number, body: { email: string; role: StaffRole }) {
    const email = normaliseEmail(body.email);
    return this.db.transaction(async (tx) => {
      if (!(await this.tenants.exists(tenantId, tx)))
        throw new AppError('NOT_FOUND', 'No such tenant');
      const member = await this.staff.findByEmail(email, tx);
      if (!member) {
        throw new AppError('NOT_FOUND', 'No staff account has this address; invite it instead');
      }
      const before = await this.staff.setRole(member.id, tenantId, body.role, tx);
      await this.audit.record(tx, {
        tenantId,
        staffId: superAdminId,
        action: 'staff.role',
        targetType: 'staff',
        targetId: String(member.id),
        before: { role: before ?? null },
        after: { role: body.role },
        reason: null,
      });
      return { id: member.id, role: body.role };
    });
  }
}
