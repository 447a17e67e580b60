// Confirms that a registered e-mail address reaches its owner.
import type { Database } from '@gameweek/db/create-db';
import { setEmailVerified, userEmail } from '../../repositories/user-repository.ts';
import { consumeAccountToken, issueAccountToken } from '../passwords/account-tokens.ts';
import type { Mailer } from './mailer.ts';
import { verifyEmailMail } from './templates.ts';

export class EmailVerificationService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Sends a verification link; false when there is nothing to verify (no e-mail, already verified). */
  async send(userId: number, link: (token: string) => string, product: string): Promise<boolean> {
    const user = await userEmail(this.db, userId);
    if (!user?.email || user.verifiedAt) return false;
    const token = await issueAccountToken(this.db, userId, 'email_verification', this.clock());
    await this.mailer.send(verifyEmailMail(user.email, link(token), product));
    return true;
  }

  /** The verified user's id, or null for an unknown, used or expired token. */
  async verify(token: string): Promise<number | null> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const userId = await consumeAccountToken(tx, token, 'email_verification', now);
      if (!userId) return null;
      await setEmailVerified(tx, userId, now);
      return userId;
    });
  }
}
