import { afterEach, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/server.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyRequest } from '../src/signature.ts';
import {
  chargeBody,
  type Received,
  SECRET,
  signedCall,
  startReceiver,
  startTestSandbox,
  waitFor,
} from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup(respond?: (r: Received, n: number) => number) {
  const receiver = await startReceiver(respond);
  const sandbox = await startTestSandbox({
    callbackUrl: `${receiver.url}/operator/callbacks/billing`,
  });
  cleanups.push(
    () => sandbox.close(),
    () => receiver.close(),
  );
  return { receiver, sandbox };
}

const events = (received: Received[]) =>
  received.map((r) => JSON.parse(r.body) as Record<string, unknown>);

async function charge(sandbox: RunningSandbox, key: string, body = chargeBody()) {
  return signedCall(sandbox, 'POST', '/v1/charges', body, { 'idempotency-key': key });
}

describe('the operator API', () => {
  it('refuses calls without a valid signature', async () => {
    const { sandbox } = await setup();
    const unsigned = await fetch(`${sandbox.url}/v1/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: '4915112345678', text: 'hi' }),
    });
    expect(unsigned.status).toBe(401);
    const wrongSecret = await signedCall(
      sandbox,
      'POST',
      '/v1/sms',
      { to: '4915112345678', text: 'hi' },
      {},
      'nope',
    );
    expect(wrongSecret.status).toBe(401);
    expect(sandbox.operator.sms).toHaveLength(0);
  });

  it('delivers an SMS to the inbox page', async () => {
    const { sandbox } = await setup();
    const res = await signedCall(sandbox, 'POST', '/v1/sms', {
      to: '4915112345678',
      text: 'Your Gameweek code is 123456',
      reference: 'otp-1',
    });
    expect(res.status).toBe(202);
    const json = (await (
      await fetch(`${sandbox.url}/sms/messages?msisdn=4915112345678`)
    ).json()) as {
      messages: { text: string }[];
    };
    expect(json.messages.map((m) => m.text)).toEqual(['Your Gameweek code is 123456']);
    const page = await (await fetch(`${sandbox.url}/sms`)).text();
    expect(page).toContain('<span class="code">123456</span>');
    const other = await (await fetch(`${sandbox.url}/sms?msisdn=4915100000000`)).text();
    expect(other).not.toContain('123456');
  });

  it('charges, then calls back signed with the outcome and the paid period', async () => {
    const { sandbox, receiver } = await setup();
    const res = await charge(sandbox, 'key-1');
    expect(res.status).toBe(201);
    const created = (await res.json()) as { charge_id: string; status: string };
    expect(created.status).toBe('pending');
    await waitFor(() => receiver.received.length === 1);
    const cb = receiver.received[0]!;
    expect(
      verifyRequest(SECRET, {
        timestamp: cb.headers[TIMESTAMP_HEADER] as string,
        signature: cb.headers[SIGNATURE_HEADER] as string,
        method: 'POST',
        path: cb.url,
        body: cb.body,
      }),
    ).toBe(true);
    expect(events(receiver.received)[0]).toMatchObject({
      type: 'charge.succeeded',
      kind: 'initial',
      charge_id: created.charge_id,
      msisdn: '4915112345678',
      amount_minor: 299,
    });
    expect(events(receiver.received)[0]!.period_end).toEqual(expect.any(String));
  });

  it('a repeated Idempotency-Key returns the same charge; with another body it is refused', async () => {
    const { sandbox, receiver } = await setup();
    const first = (await (await charge(sandbox, 'key-2')).json()) as { charge_id: string };
    const again = await charge(sandbox, 'key-2');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { charge_id: string }).charge_id).toBe(first.charge_id);
    const changed = await charge(sandbox, 'key-2', { ...chargeBody(), amount_minor: 1 });
    expect(changed.status).toBe(409);
    await waitFor(() => receiver.received.length === 1);
    expect(sandbox.operator.charges.size).toBe(1);
  });

  it('1 000 concurrent duplicate charge requests produce one charge and one callback', async () => {
    const { sandbox, receiver } = await setup();
    const responses = await Promise.all(
      Array.from({ length: 1000 }, () => charge(sandbox, 'dup-key')),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { charge_id: string }[];
    expect(new Set(bodies.map((b) => b.charge_id)).size).toBe(1);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(sandbox.operator.charges.size).toBe(1);
    await waitFor(() => receiver.received.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.received).toHaveLength(1);
    // 1 000 real HTTP requests: generous on a shared, loaded 2-core machine.
  }, 120_000);

  it('refuses a second subscription for a number that already has one', async () => {
    const { sandbox, receiver } = await setup();
    await charge(sandbox, 'a');
    await waitFor(() => receiver.received.length === 1);
    const second = await charge(sandbox, 'b');
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toBe('already_subscribed');
  });

  it('a failed renewal suspends, a later successful one reactivates', async () => {
    const { sandbox, receiver } = await setup();
    const created = (await (await charge(sandbox, 'r')).json()) as { subscription_id: string };
    await waitFor(() => receiver.received.length === 1);

    sandbox.operator.setOutcome('4915112345678', 'fail');
    await fetch(`${sandbox.url}/sandbox/renewals/run`, { method: 'POST' });
    await waitFor(() => receiver.received.length === 2);
    expect(events(receiver.received)[1]).toMatchObject({ type: 'charge.failed', kind: 'renewal' });
    expect(sandbox.operator.subscriptions.get(created.subscription_id)!.status).toBe('suspended');

    await fetch(`${sandbox.url}/sandbox/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ msisdn: '4915112345678', charge_outcome: 'succeed' }),
    });
    await fetch(`${sandbox.url}/sandbox/renewals/run`, { method: 'POST' });
    await waitFor(() => receiver.received.length === 3);
    expect(events(receiver.received)[2]).toMatchObject({
      type: 'charge.succeeded',
      kind: 'renewal',
    });
    expect(sandbox.operator.subscriptions.get(created.subscription_id)!.status).toBe('active');
  });

  it('renews on its own when the period ends', async () => {
    const receiver = await startReceiver();
    const sandbox = await startTestSandbox({
      callbackUrl: `${receiver.url}/cb`,
      periodMs: 50,
      renewalTickMs: 20,
    });
    cleanups.push(
      () => sandbox.close(),
      () => receiver.close(),
    );
    await charge(sandbox, 'auto');
    await waitFor(() => events(receiver.received).some((e) => e.kind === 'renewal'));
  });

  it('retries a callback the service did not acknowledge, with the same event id', async () => {
    const { sandbox, receiver } = await setup((_r, n) => (n < 3 ? 503 : 200));
    await charge(sandbox, 'retry');
    await waitFor(() => receiver.received.length === 3);
    const ids = events(receiver.received).map((e) => e.event_id);
    expect(new Set(ids).size).toBe(1);
    const [event] = [...sandbox.operator.events.values()];
    await waitFor(() => event!.deliveredAt !== null);
    expect(event!.attempts).toBe(3);
  });

  it('redelivers an event unchanged on request (a replay the service must absorb)', async () => {
    const { sandbox, receiver } = await setup();
    await charge(sandbox, 'replay');
    await waitFor(() => receiver.received.length === 1);
    const id = events(receiver.received)[0]!.event_id as string;
    const res = await fetch(`${sandbox.url}/sandbox/events/${id}/redeliver`, { method: 'POST' });
    expect(res.status).toBe(202);
    await waitFor(() => receiver.received.length === 2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
  });

  it('cancels a subscription on the service’s signed request and calls back', async () => {
    const { sandbox, receiver } = await setup();
    const created = (await (await charge(sandbox, 'c')).json()) as { subscription_id: string };
    await waitFor(() => receiver.received.length === 1);
    const res = await signedCall(
      sandbox,
      'POST',
      `/v1/subscriptions/${created.subscription_id}/cancel`,
    );
    expect(res.status).toBe(200);
    await waitFor(() => receiver.received.length === 2);
    expect(events(receiver.received)[1]).toMatchObject({
      type: 'subscription.cancelled',
      reason: 'service_request',
    });
    const view = await signedCall(sandbox, 'GET', `/v1/subscriptions/${created.subscription_id}`);
    expect(((await view.json()) as { status: string }).status).toBe('cancelled');
  });
});
