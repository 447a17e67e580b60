// The stand-in operator's behaviour, kept apart from HTTP so the rules (idempotency, renewals,
// callbacks) read in one place. State is in memory: a sandbox restart is a fresh operator, which is
// what a demo wants; the service side must survive that anyway (a real operator can lose callbacks).
import { createHash, randomUUID } from 'node:crypto';
import type { SandboxConfig } from './env.ts';
import { signedHeaders } from './signature.ts';

export type ChargeOutcome = 'succeed' | 'fail';
export type ChargeKind = 'initial' | 'renewal';
export type ChargeStatus = 'pending' | 'succeeded' | 'failed';
export type SubscriptionStatus = 'pending' | 'active' | 'suspended' | 'cancelled';
export type EventType = 'charge.succeeded' | 'charge.failed' | 'subscription.cancelled';

export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  reference: string | null;
  receivedAt: string;
}

export interface ChargeRequest {
  msisdn: string;
  service_id: string;
  amount_minor: number;
  currency: string;
  period_days: number;
  description: string;
  consent_reference: string;
}

export interface Charge {
  id: string;
  idempotencyKey: string | null;
  fingerprint: string | null;
  kind: ChargeKind;
  subscriptionId: string;
  msisdn: string;
  serviceId: string;
  amountMinor: number;
  currency: string;
  status: ChargeStatus;
  reason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface Subscription {
  id: string;
  msisdn: string;
  serviceId: string;
  amountMinor: number;
  currency: string;
  periodDays: number;
  description: string;
  consentReference: string;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  /** When the next renewal (or retry of a failed one) is due. */
  nextChargeAt: number | null;
  createdAt: string;
}

export interface CallbackPayload {
  event_id: string;
  type: EventType;
  occurred_at: string;
  msisdn: string;
  service_id: string;
  subscription_id: string;
  /** The service's consent reference sent with the first charge: lets it match the event at once. */
  consent_reference: string;
  charge_id: string | null;
  kind: ChargeKind | null;
  amount_minor: number;
  currency: string;
  period_end: string | null;
  reason: string | null;
}

export interface CallbackEvent {
  payload: CallbackPayload;
  attempts: number;
  deliveredAt: string | null;
  lastResult: string | null;
}

export class ChargeConflictError extends Error {
  constructor(
    readonly code: 'idempotency_key_reused' | 'already_subscribed',
    message: string,
  ) {
    super(message);
  }
}

/** Canonical form of a charge request: the same key may only ever mean the same charge. */
function fingerprintOf(req: ChargeRequest): string {
  const canonical = JSON.stringify([
    req.msisdn,
    req.service_id,
    req.amount_minor,
    req.currency,
    req.period_days,
    req.description,
    req.consent_reference,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export class Operator {
  readonly sms: SmsMessage[] = [];
  readonly charges = new Map<string, Charge>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly events = new Map<string, CallbackEvent>();
  readonly outcomes = new Map<string, ChargeOutcome>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly config: SandboxConfig,
    private readonly now: () => number = Date.now,
  ) {}

  deliverSms(to: string, text: string, reference: string | null): SmsMessage {
    const message: SmsMessage = {
      id: randomUUID(),
      to,
      text,
      reference,
      receivedAt: new Date(this.now()).toISOString(),
    };
    this.sms.unshift(message);
    // A bounded inbox: the sandbox runs for days in a demo.
    if (this.sms.length > 1000) this.sms.length = 1000;
    return message;
  }

  setOutcome(msisdn: string, outcome: ChargeOutcome): void {
    this.outcomes.set(msisdn, outcome);
  }

  /**
   * Creates (or, for a repeated idempotency key, returns) the initial charge of a subscription.
   * Runs synchronously from lookup to insert, so concurrent duplicates on this single-threaded
   * server cannot both pass the lookup.
   */
  createCharge(idempotencyKey: string, req: ChargeRequest): { charge: Charge; replayed: boolean } {
    const fingerprint = fingerprintOf(req);
    const existingId = this.byIdempotencyKey.get(idempotencyKey);
    if (existingId) {
      const existing = this.charges.get(existingId)!;
      if (existing.fingerprint !== fingerprint) {
        throw new ChargeConflictError(
          'idempotency_key_reused',
          'this Idempotency-Key was used for a different charge',
        );
      }
      return { charge: existing, replayed: true };
    }
    for (const sub of this.subscriptions.values()) {
      if (
        sub.msisdn === req.msisdn &&
        sub.serviceId === req.service_id &&
        (sub.status === 'active' || sub.status === 'pending')
      ) {
        throw new ChargeConflictError(
          'already_subscribed',
          'this number already has a subscription to the service',
        );
      }
    }
    const createdAt = new Date(this.now()).toISOString();
    const subscription: Subscription = {
      id: `sub_${randomUUID()}`,
      msisdn: req.msisdn,
      serviceId: req.service_id,
      amountMinor: req.amount_minor,
      currency: req.currency,
      periodDays: req.period_days,
      description: req.description,
      consentReference: req.consent_reference,
      status: 'pending',
      currentPeriodEnd: null,
      nextChargeAt: null,
      createdAt,
    };
    this.subscriptions.set(subscription.id, subscription);
    const charge = this.newCharge(subscription, 'initial', idempotencyKey, fingerprint);
    this.byIdempotencyKey.set(idempotencyKey, charge.id);
    this.later(this.config.chargeDelayMs, () => this.settle(charge.id));
    return { charge, replayed: false };
  }

  cancelSubscription(id: string, reason: string): Subscription | null {
    const sub = this.subscriptions.get(id);
    if (!sub) return null;
    if (sub.status === 'cancelled') return sub;
    sub.status = 'cancelled';
    sub.nextChargeAt = null;
    this.emit({
      type: 'subscription.cancelled',
      sub,
      charge: null,
      reason,
    });
    return sub;
  }

  /**
   * Charges every subscription whose period has ended (or whose failed renewal is due for a retry).
   * `force` renews now regardless of the clock: the demo's "next period" button and the tests.
   */
  runRenewals(opts: { force?: boolean; subscriptionId?: string } = {}): Charge[] {
    const made: Charge[] = [];
    for (const sub of this.subscriptions.values()) {
      if (opts.subscriptionId && sub.id !== opts.subscriptionId) continue;
      if (sub.status !== 'active' && sub.status !== 'suspended') continue;
      const due = opts.force || (sub.nextChargeAt !== null && sub.nextChargeAt <= this.now());
      if (!due) continue;
      // Block a second renewal while one is being settled.
      sub.nextChargeAt = null;
      const charge = this.newCharge(sub, 'renewal', null, null);
      this.settle(charge.id);
      made.push(charge);
    }
    return made;
  }

  /** Sends an event again, exactly as first sent (same event_id): what a retrying operator does. */
  redeliver(eventId: string): boolean {
    const event = this.events.get(eventId);
    if (!event) return false;
    void this.deliver(event, 0, false);
    return true;
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private newCharge(
    sub: Subscription,
    kind: ChargeKind,
    idempotencyKey: string | null,
    fingerprint: string | null,
  ): Charge {
    const charge: Charge = {
      id: `ch_${randomUUID()}`,
      idempotencyKey,
      fingerprint,
      kind,
      subscriptionId: sub.id,
      msisdn: sub.msisdn,
      serviceId: sub.serviceId,
      amountMinor: sub.amountMinor,
      currency: sub.currency,
      status: 'pending',
      reason: null,
      createdAt: new Date(this.now()).toISOString(),
      settledAt: null,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  private periodMs(sub: Subscription): number {
    return this.config.periodMs ?? sub.periodDays * 86_400_000;
  }

  private settle(chargeId: string): void {
    const charge = this.charges.get(chargeId);
    if (charge?.status !== 'pending') return;
    const sub = this.subscriptions.get(charge.subscriptionId)!;
    const ok = (this.outcomes.get(charge.msisdn) ?? 'succeed') === 'succeed';
    charge.status = ok ? 'succeeded' : 'failed';
    charge.reason = ok ? null : 'insufficient_balance';
    charge.settledAt = new Date(this.now()).toISOString();
    if (sub.status === 'cancelled') {
      // Cancelled while the charge was in flight: report the charge, start no period.
    } else if (ok) {
      const end = this.now() + this.periodMs(sub);
      sub.status = 'active';
      sub.currentPeriodEnd = new Date(end).toISOString();
      sub.nextChargeAt = end;
    } else if (charge.kind === 'renewal') {
      // A failed renewal suspends; the operator retries after another period.
      sub.status = 'suspended';
      sub.nextChargeAt = this.now() + this.periodMs(sub);
    } else {
      // A failed first charge never started a subscription.
      sub.status = 'cancelled';
      sub.nextChargeAt = null;
    }
    this.emit({
      type: ok ? 'charge.succeeded' : 'charge.failed',
      sub,
      charge,
      reason: charge.reason,
    });
  }

  private emit(e: {
    type: EventType;
    sub: Subscription;
    charge: Charge | null;
    reason: string | null;
  }): void {
    const payload: CallbackPayload = {
      event_id: `evt_${randomUUID()}`,
      type: e.type,
      occurred_at: new Date(this.now()).toISOString(),
      msisdn: e.sub.msisdn,
      service_id: e.sub.serviceId,
      subscription_id: e.sub.id,
      consent_reference: e.sub.consentReference,
      charge_id: e.charge?.id ?? null,
      kind: e.charge?.kind ?? null,
      amount_minor: e.charge?.amountMinor ?? e.sub.amountMinor,
      currency: e.sub.currency,
      period_end: e.type === 'charge.succeeded' ? e.sub.currentPeriodEnd : null,
      reason: e.reason,
    };
    const event: CallbackEvent = { payload, attempts: 0, deliveredAt: null, lastResult: null };
    this.events.set(payload.event_id, event);
    void this.deliver(event, 0, true);
  }

  private async deliver(event: CallbackEvent, attempt: number, retry: boolean): Promise<void> {
    if (this.closed) return;
    const body = JSON.stringify(event.payload);
    const url = new URL(this.config.callbackUrl);
    event.attempts += 1;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders(this.config.secret, 'POST', url.pathname + url.search, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      event.lastResult = `HTTP ${res.status}`;
      if (res.ok) {
        event.deliveredAt = new Date(this.now()).toISOString();
        return;
      }
    } catch (err) {
      event.lastResult = err instanceof Error ? err.message : String(err);
    }
    const delay = this.config.callbackRetryDelaysMs[attempt];
    if (retry && delay !== undefined) {
      this.later(delay, () => void this.deliver(event, attempt + 1, true));
    }
  }

  private later(ms: number, fn: () => void): void {
    if (this.closed) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    t.unref();
    this.timers.add(t);
  }
}
