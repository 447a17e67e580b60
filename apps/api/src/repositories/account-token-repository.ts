// The single-use e-mail tokens (password reset, e-mail verification; ADR 0010): only their sha-256
// is stored. Functions taking the database or the caller's transaction first (ADR 0006).
import type { Database } from '@gameweek/db/create-db';
import { accountTokens } from '@gameweek/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** Marks the user's unused tokens of `purpose` used at `now`. */
export async function retireAccountTokens(
  tx: Database,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

export async function insertAccountToken(
  tx: Database,
  token: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(accountTokens).values(token);
}

/**
 * Marks the token used in one UPDATE … WHERE used_at IS NULL (two concurrent uses cannot both
 * succeed) and returns its user, or null when unknown, used, expired at `now` or of another purpose.
 */
export async function spendAccountToken(
  tx: Database,
  tokenHash: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<number | null> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Profile removal: the user's tokens go, used or not. */
export async function deleteAccountTokens(tx: Database, userId: number): Promise<void> {
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
