// Single-use tokens sent by e-mail. 256 random bits; only the sha-256 is stored, so a copy of the
// table cannot reset anyone's password. Consuming is one UPDATE … WHERE used_at IS NULL, so two
// concurrent uses of the same token cannot both succeed.
import type { Database } from '@gameweek/db/create-db';
import { accountTokens } from '@gameweek/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../lib/tokens.ts';

export type TokenPurpose = 'password_reset' | 'email_verification';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60_000,
  email_verification: 7 * 86_400_000,
};

/** Issues a token; earlier unused tokens of the same purpose stop working (the newest e-mail wins). */
export async function issueAccountToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
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
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
      createdAt: now,
    });
  });
  return token;
}

/** Marks the token used and returns its user, or null when unknown, used, expired or of another purpose. */
export async function consumeAccountToken(
  tx: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}
