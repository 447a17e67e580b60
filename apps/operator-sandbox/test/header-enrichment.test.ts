import { afterEach, describe, expect, it } from 'vitest';
import { verifyMsisdn } from '../src/signature.ts';
import { SECRET, startReceiver, startTestSandbox } from './helpers.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function setup() {
  const upstream = await startReceiver();
  const sandbox = await startTestSandbox({ heTarget: upstream.url });
  cleanups.push(
    () => sandbox.close(),
    () => upstream.close(),
  );
  return { upstream, sandbox };
}

describe('the header-enrichment proxy', () => {
  it('adds the chosen phone’s number with a valid signature', async () => {
    const { upstream, sandbox } = await setup();
    const choose = await fetch(`${sandbox.heUrl}/__operator/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'msisdn=4915112345678',
      redirect: 'manual',
    });
    const cookie = choose.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${sandbox.heUrl}/auth/header-enrichment?x=1`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    const seen = upstream.received[0]!;
    expect(seen.url).toBe('/auth/header-enrichment?x=1');
    expect(seen.headers['x-msisdn']).toBe('4915112345678');
    expect(
      verifyMsisdn(SECRET, {
        msisdn: seen.headers['x-msisdn'] as string,
        timestamp: seen.headers['x-msisdn-timestamp'] as string,
        signature: seen.headers['x-msisdn-signature'] as string,
      }),
    ).toBe(true);
  });

  it('strips MSISDN headers a client sends itself', async () => {
    const { upstream, sandbox } = await setup();
    await fetch(`${sandbox.heUrl}/anything`, {
      headers: {
        'x-msisdn': '4915199999999',
        'x-msisdn-signature': 'v1=forged',
        'x-msisdn-timestamp': '1',
      },
    });
    const seen = upstream.received[0]!;
    expect(seen.headers['x-msisdn']).toBeUndefined();
    expect(seen.headers['x-msisdn-signature']).toBeUndefined();
  });

  it('replaces a client-sent number with the phone’s own', async () => {
    const { upstream, sandbox } = await setup();
    await fetch(`${sandbox.heUrl}/anything`, {
      headers: { cookie: 'operator_device_msisdn=4915112345678', 'x-msisdn': '4915199999999' },
    });
    expect(upstream.received[0]!.headers['x-msisdn']).toBe('4915112345678');
  });
});
