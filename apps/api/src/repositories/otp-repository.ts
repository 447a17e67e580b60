// The SMS one-time codes (ADR 0010): one otp_challenges row per code sent, which is also what the
// send limits are counted from. Functions taking the caller's transaction first (ADR 0006).
import type { Database } from '@gameweek/db/create-db';
import { otpChallenges } from '@gameweek/db/schema';
import { and, count, eq, gte, min, sql } from 'drizzle-orm';

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

/** The challenge a request id names, locked until the transaction ends (one check at a time). */
export async function otpChallengeForUpdate(
  tx: Database,
  requestIdHash: string,
): Promise<OtpChallengeRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.requestIdHash, requestIdHash))
    .for('update');
  return row;
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
