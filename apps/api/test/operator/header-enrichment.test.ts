// Header enrichment: only the operator's gateway, from its configured address and with its
// signature, may tell the API who a visitor is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMsisdn } from '../../../operator-sandbox/src/signature.ts';
import { DRIVERS } from '../helpers/setup.ts';
import { bearer, body, OPERATOR_SECRET, startWorld, statusOf, type World } from './world.ts';

const MSISDN = '4915790000001';

function enriched(msisdn: string, secret = OPERATOR_SECRET, at = Math.floor(Date.now() / 1000)) {
  const timestamp = String(at);
  return {
    domain: 'a.test',
    'x-msisdn': msisdn,
    'x-msisdn-timestamp': timestamp,
    'x-msisdn-signature': signMsisdn(secret, msisdn, timestamp),
  };
}

describe.each(DRIVERS)('header enrichment (%s)', (driver) => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld(driver);
  });
  afterAll(async () => w?.close());

  const attempt = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    w.app.inject({ method: 'POST', url: '/auth/header-enrichment', headers, remoteAddress });

  it('a spoofed MSISDN header from an untrusted address gets no identity, even correctly signed', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.1.2.3', '::1']) {
      const res = await attempt(enriched(MSISDN), remoteAddress);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ identified: false, redirect: '/otp' });
    }
  });

  it('an X-Forwarded-For naming the gateway does not make a stranger trusted', async () => {
    const res = await attempt(
      { ...enriched(MSISDN), 'x-forwarded-for': '127.0.0.1' },
      '203.0.113.7',
    );
    expect(body(res)).toMatchObject({ identified: false });
  });

  it('a header from the gateway address without a valid, fresh signature gets no identity', async () => {
    const { 'x-msisdn-signature': _drop, ...unsigned } = enriched(MSISDN);
    expect(body(await attempt(unsigned))).toMatchObject({ identified: false });
    expect(body(await attempt(enriched(MSISDN, 'another-secret-of-someone')))).toMatchObject({
      identified: false,
    });
    const stale = enriched(MSISDN, OPERATOR_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect(body(await attempt(stale))).toMatchObject({ identified: false });
    // A signature for one number does not vouch for another.
    const other = { ...enriched(MSISDN), 'x-msisdn': '4915790000002' };
    expect(body(await attempt(other))).toMatchObject({ identified: false });
  });

  it('through the operator gateway the visitor is signed in by their number', async () => {
    const choose = await fetch(`${w.sandbox.heUrl}/__operator/device`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `msisdn=${MSISDN}`,
      redirect: 'manual',
    });
    const cookie = choose.headers.get('set-cookie')!.split(';')[0]!;
    // The phone also tries to claim someone else's number: the gateway replaces it.
    const res = await fetch(`${w.sandbox.heUrl}/auth/header-enrichment`, {
      method: 'POST',
      headers: { cookie, domain: 'a.test', 'x-msisdn': '4915790000009' },
    });
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      identified: boolean;
      session: { token: string; user: { username: string } };
    };
    expect(json.identified).toBe(true);
    expect(json.session.user.username).toBe(`+${MSISDN}`);
    expect(await statusOf(w, json.session.token)).toMatchObject({
      status: 'registered',
      access_level: 'partial',
    });
    const cmp = await w.app.inject({
      method: 'POST',
      url: '/v1/compare-msisdn',
      headers: bearer(json.session.token),
      payload: { msisdn: MSISDN },
    });
    expect(body(cmp)).toEqual({ match: true });
  });

  it('without a chosen number (Wi-Fi) the gateway adds nothing and the visitor goes to /otp', async () => {
    const res = await fetch(`${w.sandbox.heUrl}/auth/header-enrichment`, {
      method: 'POST',
      headers: { domain: 'a.test' },
    });
    expect(await res.json()).toEqual({ identified: false, redirect: '/otp' });
  });
});
