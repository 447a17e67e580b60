// X-Forwarded-For is believed from the configured proxies only (TRUST_PROXY, default loopback): the
// web server forwards its client's address; anyone else's claim is ignored.
import { createTestDb, type TestDb } from '@gameweek/db/testing/test-db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/env.ts';

describe('trusted proxies', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    app = await buildApp({ env: testEnv({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }), db: testDb.db });
    app.get('/__ip', async (request) => ({ ip: request.ip }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  const ipSeen = async (remoteAddress: string, xff?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/__ip',
      remoteAddress,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    });
    return (res.json() as { ip: string }).ip;
  };

  it('takes the client address from a trusted proxy', async () => {
    expect(await ipSeen('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen('10.1.2.3', '203.0.113.8')).toBe('203.0.113.8');
  });

  it("ignores anyone else's X-Forwarded-For", async () => {
    expect(await ipSeen('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(await ipSeen('198.51.100.9')).toBe('198.51.100.9');
  });

  it('does not follow a forged chain past the first untrusted hop', async () => {
    expect(await ipSeen('127.0.0.1', '203.0.113.7, 198.51.100.1')).toBe('198.51.100.1');
  });
});
