// Carrier billing (ADR 0011): a two-step consent whose evidence is stored, one operator charge per
// consent (its idempotency key is fixed when the offer is shown, so any number of confirmations or
// retries make one charge), and operator callbacks applied exactly once through the status table.
import { createHmac, randomBytes } from 'node:crypto';
import type { Consent, Offer, OperatorCallback } from '@gameweek/contracts/operator';
import type { UserStatus } from '@gameweek/contracts/user-status';
import type { Database } from '@gameweek/db/create-db';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import {
  type ConsentRow,
  confirmConsent,
  consentForUpdate,
  endConsent,
  endLiveConsents,
  failChargingConsent,
  insertConsent,
  insertOperatorEvent,
  latestSubscriptionId,
  setConsentCharge,
  setConsentOutcome,
  setOperatorEventOutcome,
  userConsent,
} from '../../repositories/billing-repository.ts';
import { userById, userStatus, userStatusForUpdate } from '../../repositories/user-repository.ts';
import { changeStatus, type StatusChange } from '../user-status/change-status.ts';
import { canTransition } from '../user-status/transitions.ts';
import { OperatorCallError, type OperatorClient } from './operator-client.ts';

/** A signed callback the service refuses to apply (nothing was changed, not even the event log). */
export class CallbackRefusedError extends Error {
  constructor(
    readonly reason: 'CONSENT_NOT_CONFIRMED' | 'SUBSCRIPTION_CONFLICT',
    message: string,
  ) {
    super(message);
    this.name = 'CallbackRefusedError';
  }
}

export class BillingError extends Error {
  constructor(
    readonly reason:
      | 'NO_MSISDN'
      | 'NOT_ELIGIBLE'
      | 'ALREADY_SUBSCRIBED'
      | 'CONSENT_NOT_FOUND'
      | 'CONSENT_CLOSED',
    message: string,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

export interface Evidence {
  ip: string;
  userAgent: string;
}

function view(c: ConsentRow): Consent {
  return {
    reference: c.reference,
    status: c.status,
    offer: {
      amount_minor: c.amountMinor,
      currency: c.currency,
      period_days: c.periodDays,
      description: c.description,
    },
    shown_at: c.shownAt.toISOString(),
    confirmed_at: c.confirmedAt?.toISOString() ?? null,
  };
}

export class BillingService {
  private readonly confirming = new Map<number, Promise<Consent>>();

  constructor(
    private readonly db: Database,
    private readonly operator: OperatorClient,
    private readonly offerTerms: Offer,
    private readonly tenants: {
      serviceIdOf(tenantId: number): Promise<string>;
      tenantIdOf(serviceId: string): Promise<number | null>;
    },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  offer(): Offer {
    return this.offerTerms;
  }

  /** Step 1: the price and period were shown to this user; returns the reference step 2 needs. */
  async showOffer(userId: number, evidence: Evidence): Promise<Consent> {
    const user = await userById(this.db, userId);
    if (!user?.msisdn) throw new BillingError('NO_MSISDN', 'Confirm your phone number first');
    if (user.status === 'active')
      throw new BillingError('ALREADY_SUBSCRIBED', 'Already subscribed');
    if (!canTransition(user.status, 'charge_succeeded')) {
      throw new BillingError('NOT_ELIGIBLE', `A ${user.status} account cannot subscribe`);
    }
    const row = await insertConsent(this.db, {
      reference: randomBytes(16).toString('base64url'),
      tenantId: user.tenantId,
      userId,
      msisdn: user.msisdn,
      amountMinor: this.offerTerms.amount_minor,
      currency: this.offerTerms.currency,
      periodDays: this.offerTerms.period_days,
      description: this.offerTerms.description,
      shownAt: this.clock(),
      shownIp: evidence.ip,
      shownUserAgent: evidence.userAgent.slice(0, 500),
      idempotencyKey: randomBytes(24).toString('base64url'),
    });
    return view(row);
  }

  async consent(userId: number, reference: string): Promise<Consent> {
    return view(await this.ownConsent(userId, reference));
  }

  private async ownConsent(userId: number, reference: string): Promise<ConsentRow> {
    const c = await userConsent(this.db, userId, reference);
    // Another user's reference is reported exactly like an unknown one.
    if (!c) throw new BillingError('CONSENT_NOT_FOUND', 'No such checkout');
    return c;
  }

  /**
   * Step 2: the separate confirmation. Records it, then asks the operator to charge with the
   * consent's fixed idempotency key: concurrent or repeated confirmations all name the same charge.
   */
  async confirm(userId: number, reference: string, evidence: Evidence): Promise<Consent> {
    const c = await this.ownConsent(userId, reference);
    // Already with the operator: a repeat confirmation has nothing left to do.
    if (c.status !== 'offered' && c.operatorChargeId) return view(c);
    if (c.status === 'failed' || c.status === 'ended') {
      throw new BillingError('CONSENT_CLOSED', 'This checkout is closed, start a new one');
    }
    // Duplicates arriving together on this instance share one operator call; across instances the
    // idempotency key still makes them one charge.
    const running = this.confirming.get(c.id);
    if (running) return running;
    const call = this.charge(c, evidence).finally(() => this.confirming.delete(c.id));
    this.confirming.set(c.id, call);
    return call;
  }

  private async charge(c: ConsentRow, evidence: Evidence): Promise<Consent> {
    const serviceId = await this.tenants.serviceIdOf(c.tenantId);
    // 'offered' -> 'charging' is what lets a confirmation reach the operator, and the partial unique
    // index billing_consents_one_live admits one charging-or-charged consent per user and tenant:
    // of several checkouts confirmed at once (here or on other instances) one moves, the others wait
    // for its commit and fail, before any of them has called the operator.
    let moved: ConsentRow['status'] | undefined;
    try {
      moved = await confirmConsent(this.db, c.id, this.clock(), {
        ip: evidence.ip,
        userAgent: evidence.userAgent.slice(0, 500),
      });
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new BillingError('ALREADY_SUBSCRIBED', 'Another subscription is active or pending');
      }
      throw err;
    }
    if (!moved)
      throw new BillingError('CONSENT_CLOSED', 'This checkout is closed, start a new one');
    let charge: Awaited<ReturnType<OperatorClient['createCharge']>>;
    try {
      charge = await this.operator.createCharge(c.idempotencyKey, {
        msisdn: c.msisdn,
        service_id: serviceId,
        amount_minor: c.amountMinor,
        currency: c.currency,
        period_days: c.periodDays,
        description: c.description,
        consent_reference: c.reference,
      });
    } catch (err) {
      // The operator's definite no (4xx) closes this checkout, so it does not hold the one live
      // slot forever; an unreachable operator leaves it charging, to be retried with the same key.
      if (err instanceof OperatorCallError && err.status >= 400 && err.status < 500) {
        await failChargingConsent(this.db, c.id);
      }
      throw err;
    }
    const updated = await setConsentCharge(this.db, c.id, {
      operatorChargeId: charge.charge_id,
      operatorSubscriptionId: charge.subscription_id,
    });
    return view(updated!);
  }

  /**
   * Applies one signed operator event. The event row and its effect commit together, and the
   * primary key on event_id turns every replay (retry, duplicate, attacker replaying a captured
   * callback within its signature window) into a no-op.
   */
  async applyCallback(event: OperatorCallback): Promise<{ duplicate: boolean; outcome: string }> {
    // Looked up before the transaction: nothing inside it may use another connection (PGlite has one).
    const tenantId = await this.tenants.tenantIdOf(event.service_id);
    return this.db
      .transaction(async (tx) => {
        const inserted = await insertOperatorEvent(tx, {
          eventId: event.event_id,
          type: event.type,
          payload: event,
        });
        if (!inserted) return { duplicate: true, outcome: 'duplicate' };

        const c = await consentForUpdate(tx, event.consent_reference);
        let outcome: string;
        let userId: number | null = null;
        if (!c || c.msisdn !== event.msisdn || c.tenantId !== tenantId) {
          outcome = 'ignored: no matching consent';
        } else if (!c.confirmedAt || c.status === 'offered') {
          // Shown but never confirmed: nobody consented to a charge, so no charge may take effect.
          // Thrown, so the transaction (and the event row) rolls back: a later delivery after a real
          // confirmation is still applied.
          throw new CallbackRefusedError(
            'CONSENT_NOT_CONFIRMED',
            'The checkout was never confirmed by the user',
          );
        } else {
          userId = c.userId;
          outcome = await this.applyToConsent(tx, c, event);
        }
        await setOperatorEventOutcome(tx, event.event_id, outcome, userId);
        return { duplicate: false, outcome };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) {
          throw new CallbackRefusedError(
            'SUBSCRIPTION_CONFLICT',
            'The user already has another live subscription',
          );
        }
        throw err;
      });
  }

  private async applyToConsent(
    tx: Database,
    c: ConsentRow,
    event: OperatorCallback,
  ): Promise<string> {
    const actor = `operator:${event.event_id}`;
    if (event.kind === 'initial') {
      await setConsentOutcome(tx, c.id, {
        status:
          event.type === 'charge.succeeded'
            ? 'charged'
            : event.type === 'charge.failed'
              ? 'failed'
              : c.status,
        operatorChargeId: event.charge_id ?? c.operatorChargeId,
        operatorSubscriptionId: event.subscription_id,
      });
    }
    if (event.type === 'subscription.cancelled') {
      // Frees the one live slot: the user may subscribe again.
      await endConsent(tx, c.id);
    }
    const status: UserStatus | undefined = await userStatus(tx, c.userId);
    if (!status) return 'ignored: user gone';
    const change = async (cause: Parameters<typeof changeStatus>[2]) => {
      const r = await changeStatus(tx, c.userId, cause, actor);
      return `applied: ${r.from} -> ${r.to}`;
    };
    switch (event.type) {
      case 'charge.succeeded':
        if (status === 'active') return 'no_change: already active';
        return canTransition(status, 'charge_succeeded')
          ? change('charge_succeeded')
          : `ignored: ${status}`;
      case 'charge.failed':
        if (event.kind === 'renewal' && status === 'active') return change('renewal_failed');
        return `no_change: ${status}`;
      case 'subscription.cancelled':
        return canTransition(status, 'operator_cancelled')
          ? change('operator_cancelled')
          : `no_change: ${status}`;
    }
  }

  /** The subscription of a user at the operator, if any (newest consent that reached the operator). */
  async subscriptionOf(userId: number): Promise<string | null> {
    return latestSubscriptionId(this.db, userId);
  }

  /**
   * Unsubscribe: the operator stops charging first (a failure leaves the user subscribed and the
   * call can be retried), then the status moves by the table.
   */
  /**
   * `actor`: who asked ('user:12', or 'staff:3' through the console); kept in the status history.
   * `alongside`: written in the status change's transaction (the console's audit entry).
   */
  async unsubscribe(
    userId: number,
    actor = `user:${userId}`,
    alongside?: (tx: Database, change: StatusChange) => Promise<void>,
  ): Promise<StatusChange> {
    const subscriptionId = await this.subscriptionOf(userId);
    const status = await userStatus(this.db, userId);
    if (status && !canTransition(status, 'unsubscribe')) {
      // Let the table produce its clear error without calling the operator.
      return this.db.transaction((tx) => changeStatus(tx, userId, 'unsubscribe', actor));
    }
    if (subscriptionId) await this.operator.cancelSubscription(subscriptionId);
    return this.db.transaction(async (tx) => {
      // Consents before the user row: the same lock order as a callback, so the two never deadlock.
      await this.endLiveConsents(tx, userId);
      const now = await userStatusForUpdate(tx, userId);
      // The operator's cancellation event can overtake its answer to our cancel call; it has then
      // done this move already, and the user's request succeeded.
      const change: StatusChange =
        subscriptionId && status && status !== 'cancelled' && now === 'cancelled'
          ? { userId, from: status, to: 'cancelled' }
          : await changeStatus(tx, userId, 'unsubscribe', actor);
      await alongside?.(tx, change);
      return change;
    });
  }

  /** The user's live consents end with their subscription, so a later checkout can go through. */
  endLiveConsents(tx: Database, userId: number): Promise<void> {
    return endLiveConsents(tx, userId);
  }

  async cancelAtOperator(subscriptionId: string): Promise<void> {
    await this.operator.cancelSubscription(subscriptionId);
  }

  /** Keyed hash that replaces a number in kept billing evidence once the profile is removed. */
  static anonymisedMsisdn(pepper: string, msisdn: string): string {
    return `anon:${createHmac('sha256', pepper).update(msisdn).digest('hex')}`;
  }
}
