// DELETE /auth/user/delete: the person's data goes, the game's history stays anonymous. The user row
// is kept (squads, league tables and points reference it) but loses every personal field; sessions,
// e-mail tokens, codes and preferences are deleted; kept billing evidence has its number replaced
// by a keyed hash, which still matches if the operator later disputes a charge for that number.
import type { Database } from '@gameweek/db/create-db';
import { deleteAccountTokens } from '../../repositories/account-token-repository.ts';
import {
  anonymiseConsentMsisdn,
  clearConsentEvidence,
  dropOperatorEventMsisdn,
} from '../../repositories/billing-repository.ts';
import { deleteIdempotencyKeys } from '../../repositories/idempotency-repository.ts';
import { deleteOtpChallenges } from '../../repositories/otp-repository.ts';
import { renameUserSquads } from '../../repositories/squad-repository.ts';
import {
  anonymiseUser,
  deleteUserPreferences,
  deleteUserSessions,
  userById,
} from '../../repositories/user-repository.ts';
import { BillingService } from '../billing/billing-service.ts';
import { changeStatus } from './change-status.ts';

export const DELETED_NAME = 'Deleted manager';
export const DELETED_TEAM_NAME = 'Anonymous team';

export class ProfileRemoval {
  constructor(
    private readonly db: Database,
    private readonly billing: BillingService,
    private readonly pepper: string,
  ) {}

  /**
   * `actor`: who asked ('user:12', or 'staff:3' through the console); kept in the status history.
   * `alongside`: written in the removal's transaction (the console's audit entry), so both or neither.
   */
  async remove(
    userId: number,
    actor = `user:${userId}`,
    alongside?: (tx: Database) => Promise<void>,
  ): Promise<void> {
    const user = await userById(this.db, userId);
    if (!user) return;
    // Stop the charges first: a removed profile must never be billed again. A failure leaves
    // everything as it was, and the call can be repeated.
    if (user.status === 'active' || user.status === 'suspended') {
      const subscriptionId = await this.billing.subscriptionOf(userId);
      if (subscriptionId) await this.billing.cancelAtOperator(subscriptionId);
    }
    await this.db.transaction(async (tx) => {
      // Consents before the user row: the lock order of an operator callback (and of unsubscribe),
      // so a cancellation callback arriving meanwhile waits instead of deadlocking with this.
      await this.billing.endLiveConsents(tx, userId);
      await changeStatus(tx, userId, 'profile_deleted', actor);
      if (user.msisdn) {
        const anon = BillingService.anonymisedMsisdn(this.pepper, user.msisdn);
        await anonymiseConsentMsisdn(tx, userId, anon);
        await deleteOtpChallenges(tx, user.msisdn);
      }
      await clearConsentEvidence(tx, userId);
      await dropOperatorEventMsisdn(tx, userId);
      await deleteUserSessions(tx, userId);
      await deleteAccountTokens(tx, userId);
      await deleteUserPreferences(tx, userId);
      await deleteIdempotencyKeys(tx, userId);
      await renameUserSquads(tx, userId, DELETED_TEAM_NAME);
      await anonymiseUser(tx, userId, DELETED_NAME);
      await alongside?.(tx);
    });
  }
}
