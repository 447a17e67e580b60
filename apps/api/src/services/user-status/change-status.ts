// Applies one transition of the table in transitions.ts to a stored user and records who/what
// caused it. The row is locked first, so two concurrent causes (a callback and an unsubscribe)
// apply one after the other against the status the first one left.
import type { UserStatus } from '@gameweek/contracts/user-status';
import type { Database } from '@gameweek/db/create-db';
import {
  appendUserStatusHistory,
  setUserStatus,
  userStatusForUpdate,
} from '../../repositories/user-repository.ts';
import { nextStatus, type StatusCause } from './transitions.ts';

export interface StatusChange {
  userId: number;
  from: UserStatus;
  to: UserStatus;
}

/** `actor`: who reported the cause ('user:12', 'operator:evt_…', 'system'); kept in the history. */
export async function changeStatus(
  tx: Database,
  userId: number,
  cause: StatusCause,
  actor: string,
): Promise<StatusChange> {
  const from = await userStatusForUpdate(tx, userId);
  if (!from) throw new Error(`user ${userId} not found`);
  const to = nextStatus(from, cause);
  await setUserStatus(tx, userId, to);
  await appendUserStatusHistory(tx, {
    userId,
    fromStatus: from,
    toStatus: to,
    source: `${cause} by ${actor}`,
  });
  return { userId, from, to };
}

/** The first status of a new account, recorded like any other change. */
export async function recordInitialStatus(
  tx: Database,
  userId: number,
  cause: StatusCause,
  actor: string,
): Promise<UserStatus> {
  const to = nextStatus(null, cause);
  await appendUserStatusHistory(tx, {
    userId,
    fromStatus: null,
    toStatus: to,
    source: `${cause} by ${actor}`,
  });
  return to;
}
