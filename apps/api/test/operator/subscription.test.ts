// The subscription journey against the real stand-in operator: OTP sign-in, the two-step consent,
// the operator's charge and signed callback, renewals, unsubscribe — and the attacks on it.
import { billingConsents, operatorEvents, userStatusHistory } from '@gameweek/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOperatorRequest } from '../../src/services/billing/operator-signature.ts';
import { DRIVERS } from '../helpers/setup.ts';
import {
  bearer,
  body,
  OPERATOR_SECRET,
  otpSignIn,
  startWorld,
  statusOf,
  type World,
  waitFor,
} from './world.ts';

let numbers = 0;
const newNumber = () => {
  numbers += 1;
  return `4917${String(10_000_000 + numbers * 7919).padStart(9, '0')}`;
};

describe.each(DRIVERS)('carrier billing subscription (%s)', (driver) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(driver);
  });
  afterAll(async () => w?.close());

  async function subscribe(token: string) {
    const offer = await w.app.inject({
      method: 'POST',
      url: '/auth/checkout-payment',
      headers: bearer(token),
      payload: { step: 'offer' },
    });
    expect(offer.statusCode).toBe(200);
    const reference = body<{ consent: { reference: string } }>(offer).consent.reference;
    return {
      reference,
      confirm: () =>
        w.app.inject({
          method: 'POST',
          url: '/auth/checkout-payment',
          headers: bearer(token),
          payload: { step: 'confirm', reference, accept: true },
        }),
    };
  }

  async function historyOf(userId: number) {
    return (
      await w.t.testDb.db
        .select()
        .from(userStatusHistory)
        .where(eq(userStatusHistory.userId, userId))
    ).map((h) => `${h.fromStatus ?? 'new'}->${h.toStatus}`);
  }

  it('OTP sign-in, shown price, separate confirmation, operator charge: full access', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    expect(session.user.status).toBe('registered');
    expect(await statusOf(w, session.token)).toMatchObject({
      status: 'registered',
      access_level: 'partial',
    });

    const offer = await w.app.inject({
      url: '/auth/checkout-payment',
      headers: bearer(session.token),
    });
    expect(body(offer)).toMatchObject({
      offer: { amount_minor: 299, currency: 'EUR', period_days: 7 },
      msisdn_required: false,
    });

    const { reference, confirm } = await subscribe(session.token);
    // Step 1 alone charges nothing.
    await new Promise((r) => setTimeout(r, 100));
    expect(w.sandbox.operator.charges.size).toBe(0);

    const confirmed = await confirm();
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed)).toMatchObject({
      redirect: '/auth/sms-holding',
      consent: { reference, status: 'charging' },
    });
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    expect(await statusOf(w, session.token)).toMatchObject({ access_level: 'full' });

    const [evidence] = await w.t.testDb.db
      .select()
      .from(billingConsents)
      .where(eq(billingConsents.reference, reference));
    expect(evidence).toMatchObject({
      status: 'charged',
      msisdn,
      amountMinor: 299,
      periodDays: 7,
      shownIp: '127.0.0.1',
      confirmedIp: '127.0.0.1',
    });
    expect(evidence!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(evidence!.shownAt.getTime());
    expect(await historyOf(session.user.id)).toEqual(['new->registered', 'registered->active']);
  });

  it('a replayed callback charges once: redelivered events change nothing', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    const { confirm } = await subscribe(session.token);
    await confirm();
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    const events = [...w.sandbox.operator.events.values()].filter(
      (e) => e.payload.msisdn === msisdn,
    );
    const eventId = events[0]!.payload.event_id;
    const before = w.sandbox.operator.charges.size;
    for (let i = 0; i < 3; i++) {
      await fetch(`${w.sandbox.url}/sandbox/events/${eventId}/redeliver`, { method: 'POST' });
    }
    await waitFor(() => w.sandbox.operator.events.get(eventId)!.attempts >= 4);
    await waitFor(() => w.sandbox.operator.events.get(eventId)!.lastResult === 'HTTP 200');
    expect(w.sandbox.operator.charges.size).toBe(before);
    expect(await historyOf(session.user.id)).toEqual(['new->registered', 'registered->active']);
    const rows = await w.t.testDb.db
      .select()
      .from(operatorEvents)
      .where(eq(operatorEvents.eventId, eventId));
    expect(rows).toHaveLength(1);
  });

  it('1 000 concurrent duplicate charge requests produce one charge', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    const { confirm } = await subscribe(session.token);
    const responses = await Promise.all(Array.from({ length: 1000 }, () => confirm()));
    // On an overloaded machine the one shared operator call may time out: then every duplicate is
    // told to retry (503), and nobody is charged twice either way.
    const statuses = new Set(responses.map((r) => r.statusCode));
    expect(
      [...statuses].every((s) => s === 200 || s === 503),
      [...statuses].join(),
    ).toBe(true);
    if (statuses.has(503)) expect((await confirm()).statusCode).toBe(200);
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active', 60_000);
    const charges = [...w.sandbox.operator.charges.values()].filter((c) => c.msisdn === msisdn);
    expect(charges).toHaveLength(1);
    expect(await historyOf(session.user.id)).toEqual(['new->registered', 'registered->active']);
  }, 300_000);

  it('a failed renewal suspends, a later successful one restores full access', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    await (await subscribe(session.token)).confirm();
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    const subscriptionId = [...w.sandbox.operator.subscriptions.values()].find(
      (s) => s.msisdn === msisdn,
    )!.id;

    w.sandbox.operator.setOutcome(msisdn, 'fail');
    w.sandbox.operator.runRenewals({ force: true, subscriptionId });
    await waitFor(async () => (await statusOf(w, session.token)).status === 'suspended');
    expect(await statusOf(w, session.token)).toMatchObject({ access_level: 'restricted' });

    w.sandbox.operator.setOutcome(msisdn, 'succeed');
    w.sandbox.operator.runRenewals({ force: true, subscriptionId });
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    expect(await historyOf(session.user.id)).toEqual([
      'new->registered',
      'registered->active',
      'active->suspended',
      'suspended->active',
    ]);
  });

  it('unsubscribe stops the operator subscription and lands on /unsubscribed with restricted access', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    await (await subscribe(session.token)).confirm();
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    const res = await w.app.inject({
      method: 'POST',
      url: '/auth/unsubscribe',
      headers: bearer(session.token),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      status: 'cancelled',
      access_level: 'restricted',
      redirect: '/unsubscribed',
    });
    const sub = [...w.sandbox.operator.subscriptions.values()].find((s) => s.msisdn === msisdn)!;
    expect(sub.status).toBe('cancelled');
    // The operator's own cancellation event arrives afterwards and changes nothing.
    await waitFor(() =>
      [...w.sandbox.operator.events.values()].some(
        (e) =>
          e.payload.subscription_id === sub.id &&
          e.payload.type === 'subscription.cancelled' &&
          e.lastResult === 'HTTP 200',
      ),
    );
    expect(await historyOf(session.user.id)).toEqual([
      'new->registered',
      'registered->active',
      'active->cancelled',
    ]);
    const again = await w.app.inject({
      method: 'POST',
      url: '/auth/unsubscribe',
      headers: bearer(session.token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses callbacks that are unsigned, wrongly signed or altered', async () => {
    const session = await otpSignIn(w, newNumber());
    const { reference } = await subscribe(session.token);
    const payload = JSON.stringify({
      event_id: 'evt_forged',
      type: 'charge.succeeded',
      occurred_at: new Date().toISOString(),
      msisdn: '491700000000',
      service_id: w.t.tenantA.serviceId,
      subscription_id: 'sub_x',
      consent_reference: reference,
      charge_id: 'ch_x',
      kind: 'initial',
      amount_minor: 299,
      currency: 'EUR',
      period_end: null,
      reason: null,
    });
    const path = '/operator/callbacks/billing';
    const post = (headers: Record<string, string>, data = payload) =>
      fetch(`${w.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: data,
      });
    expect((await post({})).status).toBe(401);
    expect(
      (await post(signOperatorRequest('not-the-secret-at-all', 'POST', path, payload))).status,
    ).toBe(401);
    const signed = signOperatorRequest(OPERATOR_SECRET, 'POST', path, payload);
    expect(
      (await post(signed, payload.replace('"amount_minor":299', '"amount_minor":1'))).status,
    ).toBe(401);
    const stale = signOperatorRequest(
      OPERATOR_SECRET,
      'POST',
      path,
      payload,
      Math.floor(Date.now() / 1000) - 3600,
    );
    expect((await post(stale)).status).toBe(401);
    expect(await statusOf(w, session.token)).toMatchObject({ status: 'registered' });
    // Correctly signed but for a number that is not the consent's: recorded, ignored.
    const ok = await post(signed);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ outcome: 'ignored: no matching consent' });
    expect(await statusOf(w, session.token)).toMatchObject({ status: 'registered' });
  });

  it('asks for a phone number before checkout and refuses demo accounts and foreign references', async () => {
    const demo = body<{ token: string }>(
      await w.app.inject({
        method: 'POST',
        url: '/auth/token?demo=1',
        headers: { domain: 'a.test' },
      }),
    ).token;
    const res = await w.app.inject({
      method: 'POST',
      url: '/auth/checkout-payment',
      headers: bearer(demo),
      payload: { step: 'offer' },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res)).toMatchObject({ redirect: '/otp' });

    const a = await otpSignIn(w, newNumber());
    const b = await otpSignIn(w, newNumber());
    const { reference } = await subscribe(a.token);
    const foreign = await w.app.inject({
      method: 'POST',
      url: '/auth/checkout-payment',
      headers: bearer(b.token),
      payload: { step: 'confirm', reference, accept: true },
    });
    expect(foreign.statusCode).toBe(404);
    const peek = await w.app.inject({
      url: `/auth/checkout-payment/${reference}`,
      headers: bearer(b.token),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('compare-msisdn confirms only the signed-in user’s own number', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    const same = await w.app.inject({
      method: 'POST',
      url: '/v1/compare-msisdn',
      headers: bearer(session.token),
      payload: { msisdn: `+${msisdn.slice(0, 2)} ${msisdn.slice(2)}` },
    });
    expect(body(same)).toEqual({ match: true });
    const other = await w.app.inject({
      method: 'POST',
      url: '/v1/compare-msisdn',
      headers: bearer(session.token),
      payload: { msisdn: newNumber() },
    });
    expect(body(other)).toEqual({ match: false });
  });
});
