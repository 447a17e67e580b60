// Per-account throttling of password guesses (ADR 0028, NIST SP 800-63B §5.2.2). The per-address
// rate limit alone let one client try 100 passwords on one account without a single 429.
//
// Counted per account *and* source address: a guesser elsewhere slows only themselves, never the
// owner. The counter lives in the database so every API instance and every restart sees the same
// number, and an attempt is counted before its password is checked (one atomic upsert that also
// refuses while blocked), so parallel guesses cannot all slip through one open window.
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../../errors.ts';
import type { LoginThrottleRepository } from '../../repositories/login-throttle-repository.ts';

/**
 * Where counters live: the subscribers' login_throttles (LoginThrottleRepository), or the staff
 * console's table with the same schedule (StaffLoginThrottleRepository, ADR 0046).
 */
export type ThrottleStore = Pick<
  LoginThrottleRepository,
  'count' | 'find' | 'deleteIdle' | 'delete' | 'deleteForUser'
>;

export interface ThrottlePolicy {
  /** Attempts allowed before delays start. */
  freeAttempts: number;
  /** Delay after the first throttled attempt; doubles with each further failure. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Consecutive failures after which the account is locked for that source until a reset. */
  lockAfter: number;
  /** Failures older than this, short of a lock, are forgotten. */
  forgetAfterDays: number;
  /** Idle counters are pruned once every this many new counters (per instance). */
  pruneEvery: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  freeAttempts: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  lockAfter: 100,
  forgetAfterDays: 30,
  pruneEvery: 500,
};

export class LoginThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number | null,
    locked: boolean,
    resetPath = '/auth/forgot-password',
  ) {
    super(
      'RATE_LIMITED',
      locked
        ? 'Too many wrong passwords: reset the password to sign in from here'
        : `Too many wrong passwords, retry in ${retryAfterSeconds} s`,
      {
        details: [
          locked
            ? { code: 'LOGIN_LOCKED' }
            : { code: 'LOGIN_THROTTLED', params: { retry_after: retryAfterSeconds } },
        ],
        ...(locked ? { redirect: resetPath } : {}),
      },
    );
  }
}

/** The same key for what the user typed and for what is stored: trimmed, lower case. */
export const accountKey = (username: string) => username.trim().toLowerCase();

export class LoginThrottle {
  private newCounters = 0;

  constructor(
    private readonly repo: ThrottleStore,
    private readonly clock: () => Date = () => new Date(),
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
    /** Where a locked-out account resets its password (the staff console has its own page). */
    private readonly resetPath = '/auth/forgot-password',
  ) {}

  /** Seconds to wait after the n-th consecutive failure (0 while attempts are free). */
  delayAfter(failures: number): number {
    const { freeAttempts, baseDelaySeconds, maxDelaySeconds } = this.policy;
    if (failures < freeAttempts) return 0;
    const exponent = Math.min(failures - freeAttempts, 30);
    return Math.min(baseDelaySeconds * 2 ** exponent, maxDelaySeconds);
  }

  /**
   * Counts one attempt, or throws LoginThrottledError (429) when this source must wait or is
   * locked out of the account. Call before checking the password; `succeeded` afterwards.
   */
  async attempt(tenantId: number, username: string, source: string): Promise<void> {
    const now = this.clock();
    const key = { tenantId, account: accountKey(username), source };
    const failures = await this.repo.count(key, now, this.policy);
    if (failures !== null) {
      if (failures === 1 && ++this.newCounters % this.policy.pruneEvery === 0) {
        await this.forgetIdle();
      }
      return;
    }
    const row = await this.repo.find(key);
    if (!row || row.failures >= this.policy.lockAfter) {
      throw new LoginThrottledError(null, true, this.resetPath);
    }
    const waitMs = (row.blockedUntil?.getTime() ?? now.getTime()) - now.getTime();
    throw new LoginThrottledError(Math.max(1, Math.ceil(waitMs / 1000)), false, this.resetPath);
  }

  /**
   * Deletes counters idle for `forgetAfterDays` that never reached a lock: without it, guesses at
   * addresses nobody signs in with would leave rows forever. Locks stay until the owner clears them.
   */
  forgetIdle(): Promise<number> {
    const before = new Date(this.clock().getTime() - this.policy.forgetAfterDays * 86_400_000);
    return this.repo.deleteIdle(before, this.policy.lockAfter);
  }

  /** The password was right: this source's failures on the account are forgotten. */
  succeeded(tenantId: number, username: string, source: string): Promise<void> {
    return this.repo.delete({ tenantId, account: accountKey(username), source });
  }

  /**
   * The owner proved control of the account another way (a reset link, an SMS code): every
   * source's failures and locks on it are cleared.
   */
  clearUser(userId: number, db?: Database): Promise<void> {
    return this.repo.deleteForUser(userId, db);
  }
}
