// The user status machine (ADR 0010) as one table. Every status change in the API goes through
// `nextStatus`, so a transition that is not in this table cannot happen anywhere: a bug elsewhere
// shows up as a clear InvalidTransitionError instead of a silently wrong status.
import type { UserStatus } from '@gameweek/contracts/user-status';

/** What caused a change: recorded in the status history next to who reported it. */
export type StatusCause =
  /** An account was created by e-mail registration. */
  | 'registration'
  /** An account was created for a phone number identified by OTP or header enrichment. */
  | 'msisdn_sign_in'
  /** A fresh demo account was created. */
  | 'demo_login'
  /** The operator reported a successful charge (first charge, renewal or retry). */
  | 'charge_succeeded'
  /** The operator reported that a renewal charge failed. */
  | 'renewal_failed'
  /** The user unsubscribed in the app. */
  | 'unsubscribe'
  /** The operator ended the subscription (customer STOP, operator-side cancellation). */
  | 'operator_cancelled'
  /** The user removed their profile (or the operator's support did, the same removal). */
  | 'profile_deleted'
  /** The operator's support suspended the account through the console (ADR 0046). */
  | 'staff_suspended'
  /** The operator's support lifted a suspension it made (ADR 0046). */
  | 'staff_restored';

export interface Transition {
  /** null: the account does not exist yet. */
  from: UserStatus | null;
  to: UserStatus;
  on: StatusCause;
}

const EVERY_LIVING_STATUS: readonly UserStatus[] = [
  'active',
  'cancelled',
  'demo',
  'guest',
  'registered',
  'suspended',
  'unknown',
];

/** The only allowed transitions. `deleted` is terminal; a demo account can only be removed. */
export const TRANSITIONS: readonly Transition[] = [
  { from: null, to: 'registered', on: 'registration' },
  { from: null, to: 'registered', on: 'msisdn_sign_in' },
  { from: null, to: 'demo', on: 'demo_login' },
  // A number first seen by the operator (or a guest) that signs in becomes a known, unpaid user.
  { from: 'unknown', to: 'registered', on: 'msisdn_sign_in' },
  { from: 'guest', to: 'registered', on: 'msisdn_sign_in' },
  // Paying gives full access: the first charge, a re-subscription, or a retried renewal.
  { from: 'registered', to: 'active', on: 'charge_succeeded' },
  { from: 'cancelled', to: 'active', on: 'charge_succeeded' },
  { from: 'suspended', to: 'active', on: 'charge_succeeded' },
  { from: 'unknown', to: 'active', on: 'charge_succeeded' },
  { from: 'guest', to: 'active', on: 'charge_succeeded' },
  { from: 'active', to: 'suspended', on: 'renewal_failed' },
  { from: 'active', to: 'cancelled', on: 'unsubscribe' },
  { from: 'suspended', to: 'cancelled', on: 'unsubscribe' },
  { from: 'active', to: 'cancelled', on: 'operator_cancelled' },
  { from: 'suspended', to: 'cancelled', on: 'operator_cancelled' },
  // The console (ADR 0046): support suspends a paying account and lifts its own suspensions only
  // (a renewal that failed is lifted by a charge, never by staff: the console checks the history).
  { from: 'active', to: 'suspended', on: 'staff_suspended' },
  { from: 'suspended', to: 'active', on: 'staff_restored' },
  ...EVERY_LIVING_STATUS.map(
    (from): Transition => ({ from, to: 'deleted', on: 'profile_deleted' }),
  ),
];

export class InvalidTransitionError extends Error {
  constructor(
    readonly from: UserStatus | null,
    readonly statusCause: StatusCause,
    readonly to?: UserStatus,
  ) {
    super(
      to
        ? `status cannot change from ${from ?? '(new account)'} to ${to} on ${statusCause}`
        : `no status change from ${from ?? '(new account)'} on ${statusCause}`,
    );
    this.name = 'InvalidTransitionError';
  }
}

/** Where `cause` takes an account in status `from`; throws when the table has no such row. */
export function nextStatus(from: UserStatus | null, cause: StatusCause): UserStatus {
  const row = TRANSITIONS.find((t) => t.from === from && t.on === cause);
  if (!row) throw new InvalidTransitionError(from, cause);
  return row.to;
}

/** Checks a requested target (the status-change calls name the target status, not a cause). */
export function assertTransition(
  from: UserStatus | null,
  to: UserStatus,
  cause: StatusCause,
): void {
  if (!TRANSITIONS.some((t) => t.from === from && t.to === to && t.on === cause)) {
    throw new InvalidTransitionError(from, cause, to);
  }
}

export function canTransition(from: UserStatus | null, cause: StatusCause): boolean {
  return TRANSITIONS.some((t) => t.from === from && t.on === cause);
}
