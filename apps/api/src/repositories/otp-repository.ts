// The SMS one-time codes (ADR 0010): one otp_challenges row per code sent, which is also what the
// send limits are counted from. Functions taking the caller's transaction first (ADR 0006).
import type { Database } from '@gameweek/db/create-db';
import { otpChallenges } from '@gameweek/db/schema';
import { and, count, desc, eq, gt, gte, isNull, lt, min, sql } from 'drizzle-orm';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type OtpChallengeInsert = typeof otpChallenges.$inferInsert;
/** What a send limit counts by: the number, the client address or the number's prefix. */
export type OtpSendKey = 'msisdn' | 'ip' | 'msisdnPrefix';

/** Holds the number until the transaction ends: concurrent sends to it are counted one at a time. */
export async function lockOtpSends(tx: Database, msisdn: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${msisdn}`}))`);
}

/** Codes sent since `since` to a number, from an address or to a number prefix, and the oldest. */
export async function countOtpSends(tx: Database, by: OtpSendKey, value: string, since: Date) {
  const [row] = await tx
    .select({ n: count(), oldest: min(otpChallenges.createdAt) })
    .from(otpChallenges)
    .where(and(eq(otpChallenges[by], value), gte(otpChallenges.createdAt, since)));
  return row;
}

export async function insertOtpChallenge(
  tx: Database,
  challenge: OtpChallengeInsert,
): Promise<void> {
  await tx.insert(otpChallenges).values(challenge);
}

/**
 * The challenge a request id names — its newest row, when support resent the code (ADR 0054) —
 * locked until the transaction ends (one check at a time).
 */
export async function otpChallengeForUpdate(
  tx: Database,
  requestIdHash: string,
): Promise<OtpChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.requestIdHash, requestIdHash))
    .orderBy(desc(otpChallenges.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The newest code of the number in the tenant that can still be entered: not used, not expired,
 * tries left. (Call under `lockOtpSends`.)
 */
export async function pendingOtpChallenge(
  tx: Database,
  tenantId: number,
  msisdn: string,
  now: Date,
  maxAttempts: number,
): Promise<OtpChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tenantId, tenantId),
        eq(otpChallenges.msisdn, msisdn),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return row;
}

/** How many codes of the number in the tenant could still be entered, and when the newest was sent. */
export async function pendingOtpSummary(
  db: Database,
  tenantId: number,
  msisdn: string,
  now: Date,
  maxAttempts: number,
): Promise<{ pending: number; lastSentAt: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: sql<string | null>`max(${otpChallenges.createdAt})` })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tenantId, tenantId),
        eq(otpChallenges.msisdn, msisdn),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.attempts, maxAttempts),
      ),
    );
  return { pending: row?.n ?? 0, lastSentAt: row?.last ? new Date(row.last) : null };
}

/** Marks every code of the number in the tenant that could still be entered as used; how many. */
export async function voidPendingOtpChallenges(
  tx: Database,
  tenantId: number,
  msisdn: string,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpChallenges.tenantId, tenantId),
        eq(otpChallenges.msisdn, msisdn),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
      ),
    )
    .returning({ id: otpChallenges.id });
  return rows.length;
}

export async function setOtpAttempts(tx: Database, id: number, attempts: number): Promise<void> {
  await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, id));
}

export async function consumeOtpChallenge(tx: Database, id: number, at: Date): Promise<void> {
  await tx.update(otpChallenges).set({ consumedAt: at }).where(eq(otpChallenges.id, id));
}

/** Profile removal: the codes sent to the number go. */
export async function deleteOtpChallenges(tx: Database, msisdn: string): Promise<void> {
  await tx.delete(otpChallenges).where(eq(otpChallenges.msisdn, msisdn));
}
