// Forgot / reset / change password. Answers never reveal whether an account exists: forgot-password
// returns before any lookup happens (the work continues in the background), and every failure of a
// reset token reads the same.
import type { Database } from '@gameweek/db/create-db';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  revokeUserSessions,
  setPasswordHash,
  userByEmail,
  userById,
} from '../../repositories/user-repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { type PasswordProblem, passwordProblem } from './policy.ts';

export type PasswordFailure =
  | PasswordProblem
  | 'PASSWORD_MISMATCH'
  | 'TOKEN_INVALID'
  | 'WRONG_PASSWORD'
  | 'NO_PASSWORD';

export class PasswordError extends Error {
  constructor(readonly reason: PasswordFailure) {
    super(reason);
    this.name = 'PasswordError';
  }
}

export function checkNewPassword(password: string, confirmation: string, context: string[]): void {
  if (password !== confirmation) throw new PasswordError('PASSWORD_MISMATCH');
  const problem = passwordProblem(password, context);
  if (problem) throw new PasswordError(problem);
}

export class PasswordService {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly clock: () => Date = () => new Date(),
    private readonly throttle?: LoginThrottle,
  ) {}

  /** Sends a reset link if (and only if) the account exists; callers do not await the outcome. */
  async sendResetLink(
    tenantId: number,
    username: string,
    link: (token: string) => string,
    product: string,
  ): Promise<boolean> {
    const email = username.trim().toLowerCase();
    const user = await userByEmail(this.db, tenantId, email);
    if (!user?.email || user.status === 'deleted') return false;
    const token = await issueAccountToken(this.db, user.id, 'password_reset', this.clock());
    await this.mailer.send(passwordResetMail(user.email, link(token), product));
    return true;
  }

  /** Sets a new password from a reset token and signs the account out everywhere. */
  async reset(token: string, password: string, confirmation: string): Promise<void> {
    if (password !== confirmation) throw new PasswordError('PASSWORD_MISMATCH');
    const length = passwordProblem(password);
    if (length) throw new PasswordError(length);
    // Hash before the transaction: argon2 takes ~50 ms and must not hold row locks.
    const hash = await hashPassword(password);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const userId = await consumeAccountToken(tx, token, 'password_reset', now);
      if (!userId) throw new PasswordError('TOKEN_INVALID');
      const user = await userById(tx, userId);
      const problem = passwordProblem(password, [user?.email ?? '', user?.name ?? '']);
      if (problem) throw new PasswordError(problem);
      await setPasswordHash(tx, userId, hash);
      await revokeUserSessions(tx, userId, now);
      // The reset link proved the mailbox: guessing from anywhere starts again from zero.
      await this.throttle?.clearUser(userId, tx);
    });
  }

  /**
   * Re-authenticates with the current password, then replaces it; other sessions are revoked. A
   * stolen session must not become a way around the login's throttle, so the current-password check
   * counts against the same account-and-source counter (`source`: the client address).
   */
  async change(
    userId: number,
    currentSessionId: number,
    currentPassword: string,
    password: string,
    confirmation: string,
    source?: string,
  ): Promise<void> {
    const user = await userById(this.db, userId);
    if (!user?.passwordHash) throw new PasswordError('NO_PASSWORD');
    const throttled = source !== undefined && user.email ? this.throttle : undefined;
    await throttled?.attempt(user.tenantId, user.email ?? '', source ?? '');
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw new PasswordError('WRONG_PASSWORD');
    await throttled?.succeeded(user.tenantId, user.email ?? '', source ?? '');
    checkNewPassword(password, confirmation, [user.email ?? '', user.name]);
    const hash = await hashPassword(password);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, hash);
      await revokeUserSessions(tx, userId, now, currentSessionId);
    });
  }
}
