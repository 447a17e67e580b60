// The account behind a phone number proven by an OTP code or by header enrichment. A new number
// gets a new account (status by the table: → registered); a signed-in user without a number gets
// this one attached, unless another account of the tenant already holds it.
import type { Database } from '@gameweek/db/create-db';
import { users } from '@gameweek/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { recordInitialStatus } from '../user-status/change-status.ts';
import { nextStatus } from '../user-status/transitions.ts';

export type UserRow = typeof users.$inferSelect;

export class MsisdnTakenError extends Error {
  constructor() {
    super('This number belongs to another account');
    this.name = 'MsisdnTakenError';
  }
}

export async function userForMsisdn(
  db: Database,
  input: {
    tenantId: number;
    msisdn: string;
    currentUserId: number | null;
    language: string;
    via: 'otp' | 'header_enrichment';
  },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Serialise per number: two first sign-ins at once must not both create an account.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`msisdn:${input.tenantId}:${input.msisdn}`}))`,
    );
    const [owner] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, input.tenantId), eq(users.msisdn, input.msisdn)));
    if (input.currentUserId !== null) {
      if (owner && owner.id !== input.currentUserId) throw new MsisdnTakenError();
      const [me] = await tx
        .update(users)
        .set({ msisdn: input.msisdn, updatedAt: sql`now()` })
        .where(eq(users.id, input.currentUserId))
        .returning();
      if (!me) throw new Error('signed-in user vanished');
      return me;
    }
    if (owner) return owner;
    const [created] = await tx
      .insert(users)
      .values({
        tenantId: input.tenantId,
        status: nextStatus(null, 'msisdn_sign_in'),
        msisdn: input.msisdn,
        name: '',
        preferredLanguage: input.language,
      })
      .returning();
    await recordInitialStatus(tx, created!.id, 'msisdn_sign_in', input.via);
    return created!;
  });
}

/** `userForMsisdn` on the app's database, as the services plugin wires it for the operator routes. */
export class MsisdnSignIn {
  constructor(private readonly db: Database) {}

  userFor(input: Parameters<typeof userForMsisdn>[1]): Promise<UserRow> {
    return userForMsisdn(this.db, input);
  }
}
