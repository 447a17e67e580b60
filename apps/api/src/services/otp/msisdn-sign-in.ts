// The account behind a phone number proven by an OTP code or by header enrichment. A new number
// gets a new account (status by the table: → registered); a signed-in user without a number gets
// this one attached, unless another account of the tenant already holds it.
import type { Database } from '@gameweek/db/create-db';
import {
  insertUser,
  lockMsisdn,
  setUserMsisdn,
  type UserRow,
  userByMsisdn,
} from '../../repositories/user-repository.ts';
import { recordInitialStatus } from '../user-status/change-status.ts';
import { nextStatus } from '../user-status/transitions.ts';

export type { UserRow };

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
    await lockMsisdn(tx, input.tenantId, input.msisdn);
    const owner = await userByMsisdn(tx, input.tenantId, input.msisdn);
    if (input.currentUserId !== null) {
      if (owner && owner.id !== input.currentUserId) throw new MsisdnTakenError();
      const me = await setUserMsisdn(tx, input.currentUserId, input.msisdn);
      if (!me) throw new Error('signed-in user vanished');
      return me;
    }
    if (owner) return owner;
    const created = await insertUser(tx, {
      tenantId: input.tenantId,
      status: nextStatus(null, 'msisdn_sign_in'),
      msisdn: input.msisdn,
      name: '',
      preferredLanguage: input.language,
    });
    await recordInitialStatus(tx, created.id, 'msisdn_sign_in', input.via);
    return created;
  });
}

/** `userForMsisdn` on the app's database, as the services plugin wires it for the operator routes. */
export class MsisdnSignIn {
  constructor(private readonly db: Database) {}

  userFor(input: Parameters<typeof userForMsisdn>[1]): Promise<UserRow> {
    return userForMsisdn(this.db, input);
  }
}
