// The subscription journey against the real stand-in operator: OTP sign-in, the two-step consent,
// the operator's charge and signed callback, renewals, unsubscribe — and the attacks on it.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/**
 * The operator as the API reaches it: a pass-through to the sandbox that records every charge
 * request, including the ones the sandbox refuses (which leave no trace in the sandbox itself).
 */
async function recordingOperator() {
  const state = { target: '', chargeRequests: [] as string[] };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks);
      if (req.method === 'POST' && req.url === '/v1/charges') {
        state.chargeRequests.push(payload.toString('utf8'));
      }
      const out = httpRequest(
        new URL(req.url ?? '/', state.target),
        { method: req.method, headers: req.headers },
        (upstream) => {
          res.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(res);
        },
      );
      out.on('error', () => res.writeHead(502).end());
      out.end(payload);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(DRIVERS)('carrier billing subscription (%s)', (driver) => {
  let w: World;
  let recorder: Awaited<ReturnType<typeof recordingOperator>>;
  beforeAll(async () => {
    recorder = await recordingOperator();
    w = await startWorld(driver, { OPERATOR_URL: recorder.url });
    recorder.state.target = w.sandbox.url;
  });
  afterAll(async () => {
    await w?.close();
    await recorder?.close();
  });

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

  it('one live subscription per user: five checkouts confirmed at once send one charge request to the operator', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    const checkouts = [];
    for (let i = 0; i < 5; i++) checkouts.push(await subscribe(session.token));
    const responses = await Promise.all(checkouts.map((c) => c.confirm()));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(body(refused)).toMatchObject({
        statusCode: 409,
        code: 'CONFLICT',
        details: [{ code: 'ALREADY_SUBSCRIBED' }],
      });
    }
    const requested = recorder.state.chargeRequests.filter((r) => r.includes(msisdn));
    expect(requested).toHaveLength(1);
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    const rows = await w.t.testDb.db
      .select({ status: billingConsents.status, confirmedAt: billingConsents.confirmedAt })
      .from(billingConsents)
      .where(eq(billingConsents.userId, session.user.id));
    expect(rows.filter((r) => r.status === 'charged')).toHaveLength(1);
    // The refused confirmations are not recorded as consent.
    expect(rows.filter((r) => r.status === 'offered' && r.confirmedAt === null)).toHaveLength(4);
    expect(await historyOf(session.user.id)).toEqual(['new->registered', 'registered->active']);
  });

  it('the database admits one live subscription per user and tenant, whoever writes it', async () => {
    const session = await otpSignIn(w, newNumber());
    const a = await subscribe(session.token);
    const b = await subscribe(session.token);
    const db = w.t.testDb.db;
    await db
      .update(billingConsents)
      .set({ status: 'charging' })
      .where(eq(billingConsents.reference, a.reference));
    await expect(
      db
        .update(billingConsents)
        .set({ status: 'charged' })
        .where(eq(billingConsents.reference, b.reference)),
    ).rejects.toThrow();
  });

  it('after unsubscribing, the user can subscribe again', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    await (await subscribe(session.token)).confirm();
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
    const off = await w.app.inject({
      method: 'POST',
      url: '/auth/unsubscribe',
      headers: bearer(session.token),
    });
    expect(off.statusCode).toBe(200);
    const again = await (await subscribe(session.token)).confirm();
    expect(again.statusCode, again.body).toBe(200);
    await waitFor(async () => (await statusOf(w, session.token)).status === 'active');
  });

  it('a charge callback for a checkout that was shown but never confirmed is refused and changes nothing', async () => {
    const msisdn = newNumber();
    const session = await otpSignIn(w, msisdn);
    const { reference } = await subscribe(session.token);
    const path = '/operator/callbacks/billing';
    const payload = JSON.stringify({
      event_id: `evt_unconfirmed_${msisdn}`,
      type: 'charge.succeeded',
      occurred_at: new Date().toISOString(),
      msisdn,
      service_id: w.t.tenantA.serviceId,
      subscription_id: 'sub_unconfirmed',
      consent_reference: reference,
      charge_id: 'ch_unconfirmed',
      kind: 'initial',
      amount_minor: 299,
      currency: 'EUR',
      period_end: null,
      reason: null,
    });
    const res = await fetch(`${w.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signOperatorRequest(OPERATOR_SECRET, 'POST', path, payload),
      },
      body: payload,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      details: [{ code: 'CONSENT_NOT_CONFIRMED' }],
    });
    expect(await statusOf(w, session.token)).toMatchObject({ status: 'registered' });
    const [consent] = await w.t.testDb.db
      .select()
      .from(billingConsents)
      .where(eq(billingConsents.reference, reference));
    expect(consent).toMatchObject({
      status: 'offered',
      confirmedAt: null,
      operatorChargeId: null,
      operatorSubscriptionId: null,
    });
    const events = await w.t.testDb.db
      .select()
      .from(operatorEvents)
      .where(eq(operatorEvents.eventId, `evt_unconfirmed_${msisdn}`));
    expect(events).toHaveLength(0);
    expect(await historyOf(session.user.id)).toEqual(['new->registered']);
  });

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
    expect(res.statusCode, res.body).toBe(200);
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
