// DELETE /auth/user/delete: the person's data goes, the game's history stays anonymous. The user row
// is kept (squads, league tables and points reference it) but loses every personal field; sessions,
// e-mail tokens, codes and preferences are deleted; kept billing evidence has its number replaced
// by a keyed hash, which still matches if the operator later disputes a charge for that number.
import type { Database } from '@gameweek/db/create-db';
import {
  accountTokens,
  billingConsents,
  idempotencyKeys,
  operatorEvents,
  otpChallenges,
  sessions,
  squads,
  userPreferences,
  users,
} from '@gameweek/db/schema';
import { eq, sql } from 'drizzle-orm';
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

  async remove(userId: number): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    // Stop the charges first: a removed profile must never be billed again. A failure leaves
    // everything as it was, and the call can be repeated.
    if (user.status === 'active' || user.status === 'suspended') {
      const subscriptionId = await this.billing.subscriptionOf(userId);
      if (subscriptionId) await this.billing.cancelAtOperator(subscriptionId);
    }
    await this.db.transaction(async (tx) => {
      await changeStatus(tx, userId, 'profile_deleted', `user:${userId}`);
      await this.billing.endLiveConsents(tx, userId);
      if (user.msisdn) {
        const anon = BillingService.anonymisedMsisdn(this.pepper, user.msisdn);
        await tx
          .update(billingConsents)
          .set({ msisdn: anon })
          .where(eq(billingConsents.userId, userId));
        await tx.delete(otpChallenges).where(eq(otpChallenges.msisdn, user.msisdn));
      }
      await tx
        .update(billingConsents)
        .set({ shownIp: '', shownUserAgent: '', confirmedIp: null, confirmedUserAgent: null })
        .where(eq(billingConsents.userId, userId));
      await tx
        .update(operatorEvents)
        .set({ payload: sql`${operatorEvents.payload} - 'msisdn'` })
        .where(eq(operatorEvents.userId, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await tx.delete(userPreferences).where(eq(userPreferences.userId, userId));
      await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      await tx.update(squads).set({ name: DELETED_TEAM_NAME }).where(eq(squads.userId, userId));
      await tx
        .update(users)
        .set({
          email: null,
          msisdn: null,
          name: DELETED_NAME,
          passwordHash: null,
          emailVerifiedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    });
  }
}
