// Issue 17, finding 6: X-Forwarded-For is believed only from the web server, which proves itself
// with the shared WEB_PROXY_SECRET (header x-gameweek-proxy), not by its address: anyone on the same
// machine shares its loopback address, and rotating a forged X-Forwarded-For would give every
// attempt a fresh rate-limit bucket.
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_WEB_PROXY_SECRET, loadEnv, testEnv } from '../src/env.ts';
import { hasWebProxyProof } from '../src/plugins/external/web-proxy-proof.ts';

const SECRET = 'a-test-secret-of-the-web-server';

describe('forwarded client addresses', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    app = await buildApp({
      env: testEnv({ WEB_PROXY_SECRET: SECRET, AUTH_RATE_LIMIT: '3' }),
      db: testDb.db,
    });
    app.get('/__ip', async (request) => ({
      ip: request.ip,
      proof: request.headers['x-gameweek-proxy'] ?? null,
    }));
    app.post(
      '/__limited',
      { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
      async () => ({
        ok: true,
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  const seen = async (remoteAddress: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: '/__ip', remoteAddress, headers });
    return res.json() as { ip: string; proof: string | null };
  };

  it('takes the client address from the web server, proven by the shared secret', async () => {
    const proof = { 'x-gameweek-proxy': SECRET };
    expect((await seen('127.0.0.1', { ...proof, 'x-forwarded-for': '203.0.113.7' })).ip).toBe(
      '203.0.113.7',
    );
    // Proven by the secret, not the address: a web server on another machine is believed too.
    expect((await seen('10.1.2.3', { ...proof, 'x-forwarded-for': '2001:db8::1' })).ip).toBe(
      '2001:db8::1',
    );
  });

  it('ignores X-Forwarded-For from a loopback caller without the secret', async () => {
    expect((await seen('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).ip).toBe('127.0.0.1');
    expect((await seen('::1', { 'x-forwarded-for': '203.0.113.7' })).ip).toBe('::1');
    expect(
      (
        await seen('127.0.0.1', {
          'x-gameweek-proxy': `${SECRET}x`,
          'x-forwarded-for': '203.0.113.7',
        })
      ).ip,
    ).toBe('127.0.0.1');
    expect(
      (
        await seen('127.0.0.1', {
          'x-gameweek-proxy': DEMO_WEB_PROXY_SECRET,
          'x-forwarded-for': '203.0.113.7',
        })
      ).ip,
    ).toBe('127.0.0.1');
    expect((await seen('198.51.100.9')).ip).toBe('198.51.100.9');
  });

  it('believes only one address, and only a well-formed one, even with the secret', async () => {
    const proof = { 'x-gameweek-proxy': SECRET };
    expect(
      (await seen('127.0.0.1', { ...proof, 'x-forwarded-for': '203.0.113.7, 198.51.100.1' })).ip,
    ).toBe('127.0.0.1');
    expect((await seen('127.0.0.1', { ...proof, 'x-forwarded-for': 'not-an-address' })).ip).toBe(
      '127.0.0.1',
    );
  });

  it('does not hand the secret on to the handlers', async () => {
    expect((await seen('127.0.0.1', { 'x-gameweek-proxy': SECRET })).proof).toBeNull();
  });

  it('keeps a rotating X-Forwarded-For from the API port in one rate-limit bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/__limited',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
  });

  it('compares the proof whole: a prefix, a longer value or a list is no proof', () => {
    expect(hasWebProxyProof(SECRET, SECRET)).toBe(true);
    expect(hasWebProxyProof(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(hasWebProxyProof(`${SECRET}${SECRET}`, SECRET)).toBe(false);
    expect(hasWebProxyProof([SECRET, SECRET], SECRET)).toBe(false);
    expect(hasWebProxyProof(undefined, SECRET)).toBe(false);
  });

  it('refuses the public demo secrets in production', () => {
    const production = {
      NODE_ENV: 'production',
      WEB_PROXY_SECRET: SECRET,
      OPERATOR_SHARED_SECRET: 'operator-secret-0123456789',
      OTP_PEPPER: 'otp-pepper-0123456789',
      FEED_KEY_SECRET: 'feed-key-secret-0123456789',
      SMTP_URL: 'smtp://mail.example:587',
      STAFF_TOTP_KEY: 'a1'.repeat(32),
    };
    expect(loadEnv(production).WEB_PROXY_SECRET).toBe(SECRET);
    expect(loadEnv({}).WEB_PROXY_SECRET).toBe(DEMO_WEB_PROXY_SECRET);
    // Each public default (or the local outbox, which would hold everyone's reset links) is refused.
    for (const [key, pattern] of [
      ['WEB_PROXY_SECRET', /WEB_PROXY_SECRET/],
      ['OPERATOR_SHARED_SECRET', /OPERATOR_SHARED_SECRET/],
      ['OTP_PEPPER', /OTP_PEPPER/],
      ['FEED_KEY_SECRET', /FEED_KEY_SECRET/],
      ['SMTP_URL', /SMTP_URL/],
      ['STAFF_TOTP_KEY', /STAFF_TOTP_KEY/],
    ] as const) {
      const { [key]: _dropped, ...rest } = production;
      expect(() => loadEnv(rest), key).toThrow(pattern);
    }
  });
});
