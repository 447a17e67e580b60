// Per-account throttling of password guesses (ADR 0028, NIST SP 800-63B §5.2.2). The per-address
// rate limit alone let one client try 100 passwords on one account without a single 429.
//
// Counted per account *and* source address: a guesser elsewhere slows only themselves, never the
// owner. The counter lives in the database so every API instance and every restart sees the same
// number, and an attempt is counted before its password is checked (one atomic upsert that also
// refuses while blocked), so parallel guesses cannot all slip through one open window.
import type { Database } from '@gameweek/db/create-db';
import { loginThrottles, users } from '@gameweek/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';

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
        ...(locked ? { redirect: '/auth/forgot-password' } : {}),
      },
    );
  }
}

/** The same key for what the user typed and for what is stored: trimmed, lower case. */
export const accountKey = (username: string) => username.trim().toLowerCase();

export class LoginThrottle {
  private newCounters = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date = () => new Date(),
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
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
    const { freeAttempts, baseDelaySeconds, maxDelaySeconds, lockAfter } = this.policy;
    const now = this.clock();
    const account = accountKey(username);
    const next = sql`${loginThrottles.failures} + 1`;
    // The delay is computed in the statement from the counter it writes, so concurrent attempts
    // each see the previous one's block.
    const delay = (failures: typeof next | number) =>
      sql`case when (${failures})::int < ${freeAttempts}::int then null else ${now}::timestamptz + make_interval(secs => least(${baseDelaySeconds}::int * power(2, least((${failures})::int - ${freeAttempts}::int, 30)), ${maxDelaySeconds}::int)) end`;
    const counted = await this.db
      .insert(loginThrottles)
      .values({
        tenantId,
        account,
        source,
        failures: 1,
        blockedUntil: sql`${delay(1)}`,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [loginThrottles.tenantId, loginThrottles.account, loginThrottles.source],
        set: { failures: next, blockedUntil: delay(next), updatedAt: now },
        setWhere: sql`${loginThrottles.failures} < ${lockAfter}::int and (${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} <= ${now}::timestamptz)`,
      })
      .returning({ failures: loginThrottles.failures });
    if (counted.length > 0) {
      if (counted[0]!.failures === 1 && ++this.newCounters % this.policy.pruneEvery === 0) {
        await this.forgetIdle();
      }
      return;
    }
    const [row] = await this.db
      .select({ failures: loginThrottles.failures, blockedUntil: loginThrottles.blockedUntil })
      .from(loginThrottles)
      .where(
        and(
          eq(loginThrottles.tenantId, tenantId),
          eq(loginThrottles.account, account),
          eq(loginThrottles.source, source),
        ),
      );
    if (!row || row.failures >= lockAfter) throw new LoginThrottledError(null, true);
    const waitMs = (row.blockedUntil?.getTime() ?? now.getTime()) - now.getTime();
    throw new LoginThrottledError(Math.max(1, Math.ceil(waitMs / 1000)), false);
  }

  /**
   * Deletes counters idle for `forgetAfterDays` that never reached a lock: without it, guesses at
   * addresses nobody signs in with would leave rows forever. Locks stay until the owner clears them.
   */
  async forgetIdle(): Promise<number> {
    const before = new Date(this.clock().getTime() - this.policy.forgetAfterDays * 86_400_000);
    const gone = await this.db
      .delete(loginThrottles)
      .where(
        sql`${loginThrottles.updatedAt} < ${before}::timestamptz and ${loginThrottles.failures} < ${this.policy.lockAfter}::int`,
      )
      .returning({ source: loginThrottles.source });
    return gone.length;
  }

  /** The password was right: this source's failures on the account are forgotten. */
  async succeeded(tenantId: number, username: string, source: string): Promise<void> {
    await this.db
      .delete(loginThrottles)
      .where(
        and(
          eq(loginThrottles.tenantId, tenantId),
          eq(loginThrottles.account, accountKey(username)),
          eq(loginThrottles.source, source),
        ),
      );
  }

  /**
   * The owner proved control of the account another way (a reset link, an SMS code): every
   * source's failures and locks on it are cleared.
   */
  async clearUser(userId: number, db: Database = this.db): Promise<void> {
    await db.delete(loginThrottles).where(
      sql`(${loginThrottles.tenantId}, ${loginThrottles.account}) in (
          select ${users.tenantId}, ${users.email} from ${users}
          where ${users.id} = ${userId} and ${users.email} is not null)`,
    );
  }
}
