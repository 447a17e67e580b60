import { type UserStatus, UserStatusSchema } from '@gameweek/contracts/user-status';
import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  InvalidTransitionError,
  nextStatus,
  type StatusCause,
  TRANSITIONS,
} from '../../src/services/user-status/transitions.ts';

const statuses = UserStatusSchema.options;
const causes: StatusCause[] = [
  'registration',
  'msisdn_sign_in',
  'demo_login',
  'charge_succeeded',
  'renewal_failed',
  'unsubscribe',
  'operator_cancelled',
  'profile_deleted',
  'staff_suspended',
  'staff_restored',
];

describe('the user status machine', () => {
  it.each<[UserStatus | null, StatusCause, UserStatus]>([
    [null, 'registration', 'registered'],
    [null, 'demo_login', 'demo'],
    ['registered', 'charge_succeeded', 'active'],
    ['active', 'unsubscribe', 'cancelled'],
    ['active', 'renewal_failed', 'suspended'],
    ['suspended', 'charge_succeeded', 'active'],
    ['cancelled', 'charge_succeeded', 'active'],
    ['demo', 'profile_deleted', 'deleted'],
  ])('%s --%s--> %s', (from, cause, to) => {
    expect(nextStatus(from, cause)).toBe(to);
  });

  it('lets every status except deleted be removed', () => {
    for (const from of statuses) {
      if (from === 'deleted')
        expect(() => nextStatus(from, 'profile_deleted')).toThrow(InvalidTransitionError);
      else expect(nextStatus(from, 'profile_deleted')).toBe('deleted');
    }
  });

  it('has nothing leaving deleted and no subscription for a demo account', () => {
    for (const cause of causes) {
      expect(() => nextStatus('deleted', cause)).toThrow(InvalidTransitionError);
    }
    expect(() => nextStatus('demo', 'charge_succeeded')).toThrow(/from demo/);
  });

  it('lets the console suspend only an active account and restore only a suspended one', () => {
    for (const from of statuses) {
      if (from === 'active') expect(nextStatus(from, 'staff_suspended')).toBe('suspended');
      else expect(() => nextStatus(from, 'staff_suspended')).toThrow(InvalidTransitionError);
      if (from === 'suspended') expect(nextStatus(from, 'staff_restored')).toBe('active');
      else expect(() => nextStatus(from, 'staff_restored')).toThrow(InvalidTransitionError);
    }
  });

  it('rejects a renewal failure for an account that is not active', () => {
    for (const from of statuses.filter((s) => s !== 'active')) {
      expect(() => nextStatus(from, 'renewal_failed')).toThrow(InvalidTransitionError);
    }
  });

  it('is deterministic: one target per (from, cause)', () => {
    const keys = TRANSITIONS.map((t) => `${t.from}|${t.on}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rejects a target the table does not name for that cause', () => {
    expect(() => assertTransition('registered', 'active', 'unsubscribe')).toThrow(
      'status cannot change from registered to active on unsubscribe',
    );
    expect(() => assertTransition('active', 'cancelled', 'unsubscribe')).not.toThrow();
  });
});
