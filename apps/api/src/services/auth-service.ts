import type { LoginBody, RegisterBody, TokenResponse } from '@gameweek/contracts/auth';
import type { UserStatus } from '@gameweek/contracts/user-status';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../errors.ts';
import { asLanguageCode } from '../lib/languages.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/passwords.ts';
import { isUniqueViolation } from '../lib/pg-errors.ts';
import type { UserRepository, UserRow } from '../repositories/user-repository.ts';
import type { LoginThrottle } from './passwords/login-throttle.ts';
import { passwordProblem } from './passwords/policy.ts';
import type { SessionService } from './session-service.ts';
import type { TenantContext, TenantService } from './tenant-service.ts';
import type { UserStatusService } from './user-status-service.ts';

export interface RegisterOutcome {
  userId: number;
  email: string;
  /** The address already had an account (told only to that address, by e-mail). */
  existing: boolean;
}

export interface AuthServiceOptions {
  sessionTtlMs: number;
  demoSessionTtlMs: number;
}

/** Register, log in and demo log-in. Every path ends by issuing a session in the same transaction. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly statuses: UserStatusService,
    private readonly tenants: TenantService,
    private readonly opts: AuthServiceOptions,
    private readonly throttle?: LoginThrottle,
  ) {}

  /**
   * Creates the account, or finds that the address already has one. The caller answers both the
   * same way (the answer must not reveal which addresses are registered) and e-mails the address:
   * a verification link to a new account, a notice to the owner of an existing one. Nobody is
   * signed in here: whoever registers proves the address first, then logs in.
   */
  async register(body: RegisterBody, ctx: TenantContext): Promise<RegisterOutcome> {
    const email = body.username.trim().toLowerCase();
    const tenantId = ctx.tenant.id;
    const problem = passwordProblem(body.password, [email, body.name]);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', 'This password is not allowed', {
        details: [{ code: problem, path: ['body', 'password'] }],
      });
    }
    // Hashed whether or not the account exists: the expensive step costs the same both ways.
    const passwordHash = await hashPassword(body.password);
    const existing = await this.users.findByEmail(tenantId, email);
    if (existing) return { userId: existing.id, email, existing: true };
    try {
      return await this.db.transaction(async (tx) => {
        const status = this.statuses.initialStatus('registration');
        const user = await this.users.insert(
          {
            tenantId,
            status,
            email,
            name: body.name,
            passwordHash,
            preferredLanguage: ctx.tenant.defaultLanguage,
          },
          tx,
        );
        await this.statuses.recordCreated(user.id, status, 'registration', tx);
        return { userId: user.id, email, existing: false };
      });
    } catch (err) {
      // Registered by a concurrent request in the meantime: that is an existing account now.
      const winner = isUniqueViolation(err) ? await this.users.findByEmail(tenantId, email) : null;
      if (winner) return { userId: winner.id, email, existing: true };
      throw err;
    }
  }

  /** `source`: the client address, the second half of the throttle's key (with the account). */
  async login(body: LoginBody, domainCtx: TenantContext, source?: string): Promise<TokenResponse> {
    const ctx = body.service_id ? await this.tenantByServiceId(body.service_id) : domainCtx;
    if (source !== undefined) await this.throttle?.attempt(ctx.tenant.id, body.username, source);
    const user = await this.users.findByEmail(ctx.tenant.id, body.username.trim().toLowerCase());
    const ok = await verifyPassword(
      user?.passwordHash ?? (await dummyPasswordHash()),
      body.password,
    );
    if (!user?.passwordHash || !ok || user.status === 'deleted') {
      throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password');
    }
    if (source !== undefined) await this.throttle?.succeeded(ctx.tenant.id, body.username, source);
    return this.signIn(user, user.status, this.opts.sessionTtlMs, this.db);
  }

  /** A fresh, isolated demo account each call: nothing is shared between demo visitors. */
  async demo(serviceId: string | undefined, domainCtx: TenantContext): Promise<TokenResponse> {
    const ctx = serviceId ? await this.tenantByServiceId(serviceId) : domainCtx;
    const status = this.statuses.initialStatus('demo_login');
    return this.db.transaction(async (tx) => {
      const user = await this.users.insert(
        {
          tenantId: ctx.tenant.id,
          status,
          email: null,
          name: 'Demo manager',
          passwordHash: null,
          preferredLanguage: asLanguageCode(ctx.tenant.defaultLanguage) ?? 'en',
        },
        tx,
      );
      await this.statuses.recordCreated(user.id, status, 'demo_login', tx);
      return this.signIn(user, status, this.opts.demoSessionTtlMs, tx);
    });
  }

  private async tenantByServiceId(serviceId: string): Promise<TenantContext> {
    const ctx = await this.tenants.byServiceId(serviceId);
    if (!ctx) throw new AppError('UNKNOWN_TENANT', `Unknown service_id ${serviceId}`);
    return ctx;
  }

  private async signIn(
    user: UserRow,
    status: UserStatus,
    ttlMs: number,
    tx: Database,
  ): Promise<TokenResponse> {
    const session = await this.sessions.issue(user.id, ttlMs, tx);
    return {
      token: session.token,
      token_type: 'Bearer',
      expires_at: session.expiresAt.toISOString(),
      user: { id: user.id, username: user.email ?? `demo-${user.id}`, name: user.name, status },
    };
  }
}
