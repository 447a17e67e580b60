import { type AccessLevel, accessLevelOf, type UserStatus } from '@gameweek/contracts/user-status';
import type { Database } from '@gameweek/db/create-db';
import { AppError } from '../errors.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import { nextStatus, type StatusCause } from './user-status/transitions.ts';

/**
 * Owns user status: what each status may do, and every change of it. Changes go through the
 * transition table (user-status/transitions.ts) and are appended to the status history in the
 * caller's transaction. The operator and billing flows plug their causes in here.
 */
export class UserStatusService {
  constructor(private readonly users: UserRepository) {}

  accessLevel(status: UserStatus): AccessLevel {
    return accessLevelOf(status);
  }

  /** Playing (building a team, joining leagues) needs full or partial access. */
  assertCanPlay(status: UserStatus): void {
    if (accessLevelOf(status) === 'restricted') {
      throw new AppError('FORBIDDEN', `A ${status} account cannot play`, { redirect: '/' });
    }
  }

  /** The status a new account starts in for `cause`. */
  initialStatus(cause: StatusCause): UserStatus {
    return nextStatus(null, cause);
  }

  /** Records the creation of an account (its first history row). */
  async recordCreated(
    userId: number,
    status: UserStatus,
    cause: StatusCause,
    tx: Database,
  ): Promise<void> {
    await this.users.appendStatusHistory(
      { userId, fromStatus: null, toStatus: status, source: cause },
      tx,
    );
  }

  /** What the account calls show of a user: status, whether a number and an e-mail are confirmed. */
  async accountOf(
    userId: number,
  ): Promise<{ status: UserStatus; msisdn: string | null; emailVerified: boolean } | undefined> {
    const user = await this.users.findById(userId);
    return (
      user && {
        status: user.status,
        msisdn: user.msisdn,
        emailVerified: user.emailVerifiedAt !== null,
      }
    );
  }

  /** Moves an existing account along the transition table; throws on a transition it lacks. */
  async change(
    userId: number,
    from: UserStatus,
    cause: StatusCause,
    tx: Database,
  ): Promise<UserStatus> {
    const to = nextStatus(from, cause);
    await this.users.setStatus(userId, to, tx);
    await this.users.appendStatusHistory(
      { userId, fromStatus: from, toStatus: to, source: cause },
      tx,
    );
    return to;
  }
}
