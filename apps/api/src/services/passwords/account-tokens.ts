// Single-use tokens sent by e-mail. 256 random bits; only the sha-256 is stored, so a copy of the
// table cannot reset anyone's password. Consuming is one UPDATE … WHERE used_at IS NULL, so two
// concurrent uses of the same token cannot both succeed.
import type { Database } from '@gameweek/db/create-db';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  type AccountTokenPurpose,
  insertAccountToken,
  retireAccountTokens,
  spendAccountToken,
} from '../../repositories/account-token-repository.ts';

export type TokenPurpose = AccountTokenPurpose;

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
    await retireAccountTokens(tx, userId, purpose, now);
    await insertAccountToken(tx, {
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
export function consumeAccountToken(
  tx: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  return spendAccountToken(tx, hashToken(token), purpose, now);
}
