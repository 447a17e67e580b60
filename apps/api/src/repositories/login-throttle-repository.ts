import type { Database } from '@gameweek/db/create-db';
import { loginThrottles, users } from '@gameweek/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/** One counter: failures of one account from one source address, per tenant (ADR 0028). */
export interface ThrottleKey {
  tenantId: number;
  account: string;
  source: string;
}

/** How waits grow: the statement computes a counter's block from the counter it writes. */
export interface ThrottleSchedule {
  freeAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  lockAfter: number;
}

export class LoginThrottleRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt in one upsert, unless the counter is blocked at `now` or locked: then nothing
   * is written and null comes back. The block is computed in the statement from the counter it
   * writes, so concurrent attempts each see the previous one's block.
   */
  async count(key: ThrottleKey, now: Date, s: ThrottleSchedule): Promise<number | null> {
    const next = sql`${loginThrottles.failures} + 1`;
    const blockAfter = (failures: typeof next | number) =>
      sql`case when (${failures})::int < ${s.freeAttempts}::int then null else ${now}::timestamptz + make_interval(secs => least(${s.baseDelaySeconds}::int * power(2, least((${failures})::int - ${s.freeAttempts}::int, 30)), ${s.maxDelaySeconds}::int)) end`;
    const counted = await this.db
      .insert(loginThrottles)
      .values({ ...key, failures: 1, blockedUntil: sql`${blockAfter(1)}`, updatedAt: now })
      .onConflictDoUpdate({
        target: [loginThrottles.tenantId, loginThrottles.account, loginThrottles.source],
        set: { failures: next, blockedUntil: blockAfter(next), updatedAt: now },
        setWhere: sql`${loginThrottles.failures} < ${s.lockAfter}::int and (${loginThrottles.blockedUntil} is null or ${loginThrottles.blockedUntil} <= ${now}::timestamptz)`,
      })
      .returning({ failures: loginThrottles.failures });
    return counted[0]?.failures ?? null;
  }

  async find(
    key: ThrottleKey,
  ): Promise<{ failures: number; blockedUntil: Date | null } | undefined> {
    const [row] = await this.db
      .select({ failures: loginThrottles.failures, blockedUntil: loginThrottles.blockedUntil })
      .from(loginThrottles)
      .where(
        and(
          eq(loginThrottles.tenantId, key.tenantId),
          eq(loginThrottles.account, key.account),
          eq(loginThrottles.source, key.source),
        ),
      );
    return row;
  }

  /** Counters last touched before `before` with fewer than `lockAfter` failures; how many went. */
  async deleteIdle(before: Date, lockAfter: number): Promise<number> {
    const gone = await this.db
      .delete(loginThrottles)
      .where(
        sql`${loginThrottles.updatedAt} < ${before}::timestamptz and ${loginThrottles.failures} < ${lockAfter}::int`,
      )
      .returning({ source: loginThrottles.source });
    return gone.length;
  }

  async delete(key: ThrottleKey): Promise<void> {
    await this.db
      .delete(loginThrottles)
      .where(
        and(
          eq(loginThrottles.tenantId, key.tenantId),
          eq(loginThrottles.account, key.account),
          eq(loginThrottles.source, key.source),
        ),
      );
  }

  /** Every source's counter on the account a user signs in with (their e-mail). */
  async deleteForUser(userId: number, tx: Database = this.db): Promise<void> {
    await tx.delete(loginThrottles).where(
      sql`(${loginThrottles.tenantId}, ${loginThrottles.account}) in (
          select ${users.tenantId}, ${users.email} from ${users}
          where ${users.id} = ${userId} and ${users.email} is not null)`,
    );
  }
}
