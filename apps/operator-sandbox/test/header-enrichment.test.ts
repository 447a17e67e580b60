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

  it('takes the phone number in E.164 with or without "+", and says so when it is not one', async () => {
    const { upstream, sandbox } = await setup();
    const choose = (msisdn: string, cookie = '') =>
      fetch(`${sandbox.heUrl}/__operator/device`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ msisdn }).toString(),
        redirect: 'manual',
      });
    for (const typed of [
      '+4915123456789',
      '4915123456789',
      ' +49 151 2345-6789 ',
      '004915123456789',
    ]) {
      const res = await choose(typed);
      expect(res.status, typed).toBe(303);
      const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
      expect(cookie, typed).toBe('operator_device_msisdn=4915123456789');
      await fetch(`${sandbox.heUrl}/anything`, { headers: { cookie } });
      expect(upstream.received.at(-1)!.headers['x-msisdn'], typed).toBe('4915123456789');
      const page = await (
        await fetch(`${sandbox.heUrl}/__operator/device`, { headers: { cookie } })
      ).text();
      expect(page).toContain('+4915123456789');
    }
    // Not a number: the page says why and the phone chosen before stays.
    const bad = await choose('+49 abc', 'operator_device_msisdn=4915112345678');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('set-cookie')).toBeNull();
    const html = await bad.text();
    expect(html).toContain('is not a phone number');
    expect(html).toContain('+4915112345678');
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
