// Staff accounts an operator runs without a developer (ADR 0057): a forgotten password reset by
// e-mail (asked for on the sign-in page, or sent by an owner), disabling and re-enabling an
// account, and an owner's "reset two-factor" for a lost phone. A reset keeps two-factor: the
// mailbox alone never opens the console. Every change ends the member's sessions where the ADR says
// so and is audited in each tenant the member works in.
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type {
  StaffLoginThrottleRepository,
  StaffRepository,
  StaffRow,
} from '../../repositories/staff-repository.ts';
import { mailLanguage } from '../mail/mail-text.ts';
import type { Mailer } from '../mail/mailer.ts';
import { staffResetMail } from '../mail/templates.ts';
import type { AuditService } from './audit.ts';
import { assertStaffPassword, normaliseEmail, type StaffAuthService } from './staff-auth.ts';

/** A reset link works once, for 30 minutes (the subscribers' reset too). */
export const STAFF_RESET_TTL_MS = 30 * 60_000;
/** At most this many reset mails to one account per hour, whoever asks: no mail-bombing a member. */
export const STAFF_RESETS_PER_HOUR = 3;

/** Who acts, in which tenant, and whether as a super-admin (who may act on any account). */
export interface AccountActor {
  staffId: number;
  tenantId: number;
  superAdmin: boolean;
}

/** Where reset mails point and what they are signed with. */
export interface ResetMailContext {
  /** The link from the token; null when the tenant has no public web URL (nothing is mailed). */
  link: ((token: string) => string) | null;
  productName: string;
  /** The tenant's default language, for a member whose invitation named none. */
  tenantLanguage: string;
}

const noMember = () => new AppError('NOT_FOUND', 'No such staff member in this tenant');

export class StaffAccountService {
  constructor(
    private readonly db: Database,
    private readonly staff: StaffRepository,
    private readonly throttles: StaffLoginThrottleRepository,
    private readonly staffAuth: StaffAuthService,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    private readonly clock: () => Date,
  ) {}

  // ── forgotten password ──

  /**
   * The sign-in page's "forgot password": mails a reset link if the address has a live account and
   * it has not had STAFF_RESETS_PER_HOUR links this hour. The route answers before this runs, so
   * neither the answer nor its timing says whether the account exists. True when a mail went out.
   */
  async requestReset(email: string, mail: ResetMailContext): Promise<boolean> {
    const member = await this.staff.findByEmail(normaliseEmail(email));
    if (!member || member.disabledAt || !mail.link) return false;
    return this.mailReset(member, null, mail, mail.link);
  }

  /** An owner sends a member of their tenant a reset link (nothing changes until it is used). */
  async sendReset(actor: AccountActor, staffId: number, mail: ResetMailContext) {
    const member = await this.memberOf(actor, staffId);
    if (member.disabledAt) {
      throw new AppError('CONFLICT', 'This account is disabled; enable it first', {
        details: [{ code: 'STAFF_DISABLED' }],
      });
    }
    const mailed = mail.link ? await this.mailReset(member, actor, mail, mail.link) : false;
    if (mail.link && !mailed) {
      throw new AppError('RATE_LIMITED', 'This member got enough reset links this hour', {
        details: [{ code: 'STAFF_RESET_LIMIT' }],
      });
    }
    return {
      id: member.id,
      mailed,
      language: mailLanguage(member.language ?? mail.tenantLanguage),
    };
  }

  private async mailReset(
    member: StaffRow,
    actor: AccountActor | null,
    mail: ResetMailContext,
    link: (token: string) => string,
  ): Promise<boolean> {
    const now = this.clock();
    const token = newToken();
    const language = mailLanguage(member.language ?? mail.tenantLanguage);
    const made = await this.db.transaction(async (tx) => {
      // The account's row lock serialises its resets, so concurrent asks cannot all pass the count.
      await this.staff.lockById(member.id, tx);
      const recent = await this.staff.resetsSince(
        member.id,
        new Date(now.getTime() - 3_600_000),
        tx,
      );
      if (recent >= STAFF_RESETS_PER_HOUR) return false;
      await this.staff.insertReset(
        {
          staffId: member.id,
          tokenHash: hashToken(token),
          sentBy: actor?.staffId ?? null,
          expiresAt: new Date(now.getTime() + STAFF_RESET_TTL_MS),
          now,
        },
        tx,
      );
      if (actor) {
        await this.audit.record(tx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: 'staff.password_reset_sent',
          targetType: 'staff',
          targetId: String(member.id),
          before: null,
          after: { language },
          reason: null,
        });
      }
      return true;
    });
    if (!made) return false;
    await this.mailer.send(staffResetMail(member.email, link(token), mail.productName, language));
    return true;
  }

  /**
   * The new password from the mailed link: the project's password rules, every session of the
   * account ends, the sign-in throttle's counters on it are cleared (the link proved the mailbox).
   * Two-factor stays as it was.
   */
  async completeReset(token: string, password: string) {
    const now = this.clock();
    // Hashed before the transaction (argon2 takes a while; PGlite has one connection).
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const taken = await this.staff.takeReset(hashToken(token), now, tx);
      const member = taken && (await this.staff.lockById(taken.staffId, tx));
      if (!member || member.disabledAt) {
        throw new AppError('VALIDATION_FAILED', 'The link is invalid or has expired', {
          details: [{ code: 'TOKEN_INVALID', path: ['body', 'token'] }],
        });
      }
      assertStaffPassword(password, member.email, member.name);
      await this.staff.setPassword(member.id, passwordHash, tx);
      const ended = await this.staff.revokeAllSessions(member.id, now, tx);
      await this.throttles.deleteForUser(member.id, tx);
      await this.staffAuth.recordInTenants(tx, member.id, 'staff.password_reset', null, {
        sessions_ended: ended,
        sent_by: taken.sentBy,
      });
      return { email: member.email, two_factor: member.totpSecret !== null };
    });
  }

  // ── an owner's changes to an account ──

  /**
   * Disables (no sign-in; every session ends at once) or re-enables an account. Not one's own, and
   * never a tenant's last active owner.
   */
  async setDisabled(
    actor: AccountActor,
    staffId: number,
    disabled: boolean,
    reason: string | null,
  ) {
    return this.change(actor, staffId, async (member, tx, now) => {
      if (disabled) await this.keepActiveOwners(member.id, tx);
      const wasDisabled = member.disabledAt !== null;
      if (wasDisabled === disabled) {
        return { action: null, ended: 0 };
      }
      await this.staff.setDisabled(member.id, disabled ? now : null, tx);
      const ended = disabled ? await this.staff.revokeAllSessions(member.id, now, tx) : 0;
      return {
        action: disabled ? 'staff.disabled' : 'staff.enabled',
        before: { disabled: wasDisabled },
        after: { disabled, sessions_ended: ended },
        reason,
        ended,
      };
    });
  }

  /**
   * A lost phone: two-factor is cleared and every session ends; the member's next sign-in with
   * their password enrols a new authenticator before the console opens.
   */
  async resetTwoFactor(actor: AccountActor, staffId: number, reason: string | null) {
    return this.change(actor, staffId, async (member, tx, now) => {
      await this.staff.clearTotp(member.id, tx);
      const ended = await this.staff.revokeAllSessions(member.id, now, tx);
      return {
        action: 'staff.two_factor_reset',
        before: { two_factor: member.totpSecret !== null },
        after: { two_factor: false, sessions_ended: ended },
        reason,
        ended,
      };
    });
  }

  /** One change to a member's account, with its audit entries, in one transaction. */
  private async change(
    actor: AccountActor,
    staffId: number,
    apply: (
      member: StaffRow,
      tx: Database,
      now: Date,
    ) => Promise<
      | { action: null; ended: number }
      | { action: string; before: unknown; after: unknown; reason: string | null; ended: number }
    >,
  ) {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const member = await this.memberOf(actor, staffId, tx);
      const done = await apply(member, tx, now);
      if (done.action) {
        for (const tenantId of await this.tenantsOf(member.id, tx)) {
          await this.audit.record(tx, {
            tenantId,
            staffId: actor.staffId,
            action: done.action,
            targetType: 'staff',
            targetId: String(member.id),
            before: done.before,
            after: done.after,
            reason: done.reason,
          });
        }
      }
      const after = await this.staff.lockById(member.id, tx);
      return {
        id: member.id,
        disabled: after?.disabledAt !== null && after?.disabledAt !== undefined,
        two_factor: after?.totpSecret !== null && after?.totpSecret !== undefined,
        sessions_ended: done.ended,
      };
    });
  }

  /** The tenants whose logs record a change to the account: every one it works in. */
  private async tenantsOf(staffId: number, tx: Database): Promise<number[]> {
    return (await this.staff.rolesOf(staffId, tx)).map((r) => r.tenantId);
  }

  /**
   * The account a change may touch: a member of the actor's tenant (404 otherwise, as for any id
   * of another tenant), not the actor. An owner changes only accounts that work in no tenant they
   * do not own, and no super-admin: an account is one login across tenants, so disabling it in one
   * would lock it out of another operator's console.
   */
  private async memberOf(actor: AccountActor, staffId: number, tx: Database = this.db) {
    const roles = await this.staff.rolesOf(staffId, tx);
    if (!roles.some((r) => r.tenantId === actor.tenantId)) throw noMember();
    const member = await this.staff.lockById(staffId, tx);
    if (!member) throw noMember();
    if (member.id === actor.staffId) {
      throw new AppError('CONFLICT', 'Ask another owner to change your own account', {
        details: [{ code: 'STAFF_SELF' }],
      });
    }
    if (actor.superAdmin) return member;
    if (member.superAdmin) {
      throw new AppError('FORBIDDEN', 'Only a super-admin can change a super-admin', {
        details: [{ code: 'STAFF_SUPER_ADMIN' }],
      });
    }
    const owned = new Set(
      (await this.staff.rolesOf(actor.staffId, tx))
        .filter((r) => r.role === 'owner')
        .map((r) => r.tenantId),
    );
    if (roles.some((r) => !owned.has(r.tenantId))) {
      throw new AppError(
        'FORBIDDEN',
        'This account also works for another operator; ask a super-admin',
        {
          details: [{ code: 'STAFF_SHARED' }],
        },
      );
    }
    return member;
  }

  /** Disabling an owner leaves every tenant they own with another active owner. */
  private async keepActiveOwners(staffId: number, tx: Database): Promise<void> {
    for (const r of await this.staff.rolesOf(staffId, tx)) {
      if (r.role !== 'owner') continue;
      if ((await this.staff.activeOwnersBesides(r.tenantId, staffId, tx)) === 0) {
        throw new AppError('CONFLICT', 'A tenant keeps at least one active owner', {
          details: [{ code: 'LAST_OWNER' }],
        });
      }
    }
  }
}
