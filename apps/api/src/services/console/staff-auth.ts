// Staff sign-in for the operator console (ADR 0046): e-mail + password (the project's policy and
// argon2id hashes), then a TOTP code once two-factor is enrolled. A staff member without it gets an
// 'enrol' session that can only set it up. Sessions are opaque tokens (only their sha-256 is stored)
// that expire absolutely and after idleness. Failed sign-ins are throttled like the public sign-in's.
// TOTP secrets are sealed at rest (AES-256-GCM under STAFF_TOTP_KEY, ADR 0054); sign-ins, sign-outs and
// enrolment go into the audit log of every tenant the staff member works in.
import type { StaffRole, StaffSessionResponse } from '@gameweek/contracts/admin';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type {
  StaffRepository,
  StaffRow,
  StaffSession,
  StaffStage,
} from '../../repositories/staff-repository.ts';
import { type LoginThrottle, LoginThrottledError } from '../passwords/login-throttle.ts';
import { passwordProblem } from '../passwords/policy.ts';
import { permissionsOf } from './access.ts';
import type { AuditService } from './audit.ts';
import { newTotpSecret, qrSvgDataUrl, totpStep, totpUri } from './totp.ts';

export interface StaffAuthOptions {
  sessionTtlMs: number;
  idleMs: number;
  totpIssuer: string;
  /** Seals TOTP secrets at rest (STAFF_TOTP_KEY). */
  totpBox: SecretBox;
}

/** What a sealed TOTP secret is bound to: its account (pending and confirmed alike). */
const totpContext = (staffId: number) => `staff:${staffId}:totp`;

/** Staff accounts are not in any tenant: their throttle counters use tenant 0 (the store ignores it). */
const NO_TENANT = 0;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function assertStaffPassword(password: string, email: string, name: string): void {
  const problem = passwordProblem(password, [email, name]);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', 'This password is not allowed', {
      details: [{ code: problem, path: ['body', 'password'] }],
    });
  }
}

/** Why a staff sign-in failed, as its audit entry says (ADR 0057). */
export type SignInFailure =
  | 'unknown_account'
  | 'wrong_password'
  | 'wrong_code'
  | 'disabled'
  | 'throttled';

/** The audit action of a failed sign-in: the one entry with no acting staff member. */
export const SIGN_IN_FAILED = 'staff.sign_in_failed';

const badCredentials = () => new AppError('INVALID_CREDENTIALS', 'Wrong e-mail or password');

export class StaffAuthService {
  constructor(
    private readonly db: Database,
    private readonly staff: StaffRepository,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditService,
    private readonly opts: StaffAuthOptions,
    private readonly clock: () => Date,
  ) {}

  /**
   * `hostTenantId`: the tenant of the console's host, whose log records a failed attempt on an
   * address with no account (ADR 0057).
   */
  async login(
    body: { email: string; password: string; code?: string | undefined },
    source: string,
    hostTenantId: number | null = null,
  ): Promise<StaffSessionResponse> {
    const email = normaliseEmail(body.email);
    const found = await this.staff.findByEmail(email);
    const failed = (reason: SignInFailure) =>
      this.recordFailure(found ?? null, email, reason, source, hostTenantId);
    try {
      await this.throttle.attempt(NO_TENANT, email, source);
    } catch (err) {
      if (err instanceof LoginThrottledError) await failed('throttled');
      throw err;
    }
    const ok = await verifyPassword(
      found?.passwordHash ?? (await dummyPasswordHash()),
      body.password,
    );
    if (!found || !ok) {
      await failed(found ? 'wrong_password' : 'unknown_account');
      throw badCredentials();
    }
    // The same answer as a wrong password: the console does not say which accounts are disabled.
    if (found.disabledAt) {
      await failed('disabled');
      throw badCredentials();
    }
    if (found.totpSecret) {
      if (!body.code) {
        // The password was right: the page asks for the code and sends both again.
        throw new AppError('UNAUTHENTICATED', 'Enter the code from your authenticator app', {
          details: [{ code: 'TOTP_REQUIRED', path: ['body', 'code'] }],
        });
      }
      const { plain, stale } = this.opts.totpBox.open(found.totpSecret, totpContext(found.id));
      try {
        await this.spendCode(found, plain, body.code);
      } catch (err) {
        await failed('wrong_code');
        throw err;
      }
      // Stored in the clear before sealing, or under a key being rotated out: sealed anew.
      if (stale) {
        await this.staff.resealTotp(
          found.id,
          found.totpSecret,
          this.opts.totpBox.seal(plain, totpContext(found.id)),
        );
      }
    }
    await this.throttle.succeeded(NO_TENANT, email, source);
    const stage: StaffStage = found.totpSecret ? 'full' : 'enrol';
    return this.db.transaction(async (tx) => {
      const session = await this.issue(found.id, stage, tx);
      await this.recordInTenants(tx, found.id, 'staff.signed_in', null, { stage, source });
      return session;
    });
  }

  /**
   * A failed sign-in in the audit log (ADR 0057): the account tried (its id, or the address typed
   * when no account has it), the reason, the source address and the time; never the password or
   * the code. Whoever typed is unknown, so the entry has no acting staff member. It goes to every
   * tenant the account works in (or the host's tenant for an unknown address).
   */
  private async recordFailure(
    found: StaffRow | null,
    email: string,
    reason: SignInFailure,
    source: string,
    hostTenantId: number | null,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const roles = found ? await this.staff.rolesOf(found.id, tx) : [];
      const tenantIds = roles.length ? roles.map((r) => r.tenantId) : [found ? null : hostTenantId];
      for (const tenantId of tenantIds) {
        await this.audit.record(tx, {
          tenantId,
          staffId: null,
          action: SIGN_IN_FAILED,
          targetType: 'staff',
          targetId: found ? String(found.id) : '',
          before: null,
          after: { reason, source, email },
          reason: null,
        });
      }
    });
  }

  /**
   * An entry about the staff member's own account in the log of every tenant they work in (so
   * each operator sees its staff's sign-ins), or in no tenant's for a super-admin without roles.
   */
  async recordInTenants(
    tx: Database,
    staffId: number,
    action: string,
    before: unknown,
    after: unknown,
    actor: number = staffId,
  ): Promise<void> {
    const roles = await this.staff.rolesOf(staffId, tx);
    const tenantIds = roles.length ? roles.map((r) => r.tenantId) : [null];
    for (const tenantId of tenantIds) {
      await this.audit.record(tx, {
        tenantId,
        staffId: actor,
        action,
        targetType: 'staff',
        targetId: String(staffId),
        before,
        after,
        reason: null,
      });
    }
  }

  /** A code valid now, for a step after the last one used: each code signs in once. */
  private async spendCode(s: StaffRow, secret: string, code: string): Promise<void> {
    const step = totpStep(secret, code, this.clock());
    if (step === null || !(await this.staff.spendTotpStep(s.id, step))) {
      throw new AppError('INVALID_CREDENTIALS', 'The code is not valid', {
        details: [{ code: 'TOTP_INVALID', path: ['body', 'code'] }],
      });
    }
  }

  private async issue(staffId: number, stage: StaffStage, tx: Database) {
    const token = newToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + this.opts.sessionTtlMs);
    await this.staff.insertSession(
      { staffId, tokenHash: hashToken(token), stage, expiresAt, now },
      tx,
    );
    return {
      token,
      token_type: 'Bearer' as const,
      stage,
      expires_at: expiresAt.toISOString(),
    };
  }

  /** The live session of a bearer token, touched now; undefined when dead, idle or disabled. */
  authenticate(token: string): Promise<StaffSession | undefined> {
    const now = this.clock();
    return this.staff.touchSession(
      hashToken(token),
      now,
      new Date(now.getTime() - this.opts.idleMs),
    );
  }

  roleIn(staffId: number, tenantId: number): Promise<StaffRole | undefined> {
    return this.staff.roleIn(staffId, tenantId);
  }

  /** Who the session is, with their roles, and what they may do in the request's tenant. */
  async me(session: StaffSession, tenantId: number | undefined) {
    const roles = await this.staff.rolesOf(session.staffId);
    const role = roles.find((r) => r.tenantId === tenantId)?.role;
    return {
      id: session.staffId,
      email: session.email,
      name: session.name,
      super_admin: session.superAdmin,
      two_factor: session.twoFactor,
      stage: session.stage,
      session_expires_at: session.expiresAt.toISOString(),
      roles: roles.map((r) => ({
        tenant_id: r.tenantId,
        tenant_slug: r.tenantSlug,
        tenant_name: r.tenantName,
        role: r.role,
      })),
      permissions:
        session.stage === 'full' && tenantId !== undefined
          ? permissionsOf({ superAdmin: session.superAdmin, role })
          : [],
    };
  }

  logout(session: StaffSession): Promise<void> {
    return this.db.transaction(async (tx) => {
      await this.staff.revokeSession(session.sessionId, this.clock(), tx);
      await this.recordInTenants(
        tx,
        session.staffId,
        'staff.signed_out',
        { stage: session.stage },
        null,
      );
    });
  }

  /** A new secret to scan, kept pending until a code from it is confirmed. */
  async setupTotp(session: StaffSession) {
    if (session.twoFactor) {
      throw new AppError('CONFLICT', 'Two-factor is already set up', {
        details: [{ code: 'TOTP_ALREADY_ENROLLED' }],
      });
    }
    const secret = newTotpSecret();
    await this.staff.setPendingTotp(
      session.staffId,
      this.opts.totpBox.seal(secret, totpContext(session.staffId)),
    );
    const uri = totpUri(secret, session.email, this.opts.totpIssuer);
    return { otpauth_uri: uri, qr_svg_data_url: await qrSvgDataUrl(uri), secret };
  }

  /**
   * The first code proves the app holds the secret: two-factor is on, the enrolment session ends
   * and a full session replaces it.
   */
  async confirmTotp(session: StaffSession, code: string): Promise<StaffSessionResponse> {
    const s = await this.staff.findById(session.staffId);
    const pending = s?.totpPendingSecret;
    const secret = pending && this.opts.totpBox.open(pending, totpContext(session.staffId)).plain;
    const step = secret ? totpStep(secret, code, this.clock()) : null;
    if (!s || !pending || step === null) {
      throw new AppError('VALIDATION_FAILED', 'The code is not valid', {
        details: [{ code: 'TOTP_INVALID', path: ['body', 'code'] }],
      });
    }
    return this.db.transaction(async (tx) => {
      if (!(await this.staff.confirmTotp(s.id, pending, step, tx))) {
        throw new AppError('CONFLICT', 'Enrolment changed meanwhile; start again');
      }
      await this.recordInTenants(
        tx,
        s.id,
        'staff.two_factor_enrolled',
        { two_factor: false },
        { two_factor: true },
      );
      await this.staff.revokeSession(session.sessionId, this.clock(), tx);
      return this.issue(s.id, 'full', tx);
    });
  }

  /**
   * The first account of a deployment (the CLI, `npm run admin:create`): a super-admin, or an owner
   * of the given tenant. Refuses an address that already has an account.
   */
  async createAccount(input: {
    email: string;
    name: string;
    password: string;
    superAdmin: boolean;
    owner?: { tenantId: number; role: StaffRole };
  }): Promise<StaffRow> {
    const email = normaliseEmail(input.email);
    assertStaffPassword(input.password, email, input.name);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await this.staff.insert(
          { email, name: input.name, passwordHash, superAdmin: input.superAdmin },
          tx,
        );
        if (input.owner)
          await this.staff.setRole(row.id, input.owner.tenantId, input.owner.role, tx);
        await this.audit.record(tx, {
          tenantId: input.owner?.tenantId ?? null,
          staffId: row.id,
          action: 'staff.created',
          targetType: 'staff',
          targetId: String(row.id),
          before: null,
          after: {
            email,
            super_admin: input.superAdmin,
            role: input.owner?.role ?? null,
            by: 'command line',
          },
          reason: null,
        });
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError('CONFLICT', `A staff account for ${email} exists already`);
      }
      throw err;
    }
  }
}

export type { StaffSession };
