import type { UserStatus } from '@gameweek/contracts/user-status';

/**
 * Where a sign-in by number (code or header enrichment) continues: a subscriber (or demo player)
 * goes home; anyone else on to the operator checkout, which offers the subscription.
 */
export function afterSignIn(status: UserStatus | string): '/home' | '/auth/checkout-payment' {
  return status === 'active' || status === 'demo' ? '/home' : '/auth/checkout-payment';
}
