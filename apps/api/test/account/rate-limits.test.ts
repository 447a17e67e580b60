// Rate limits on every auth call: each /auth route of the app (listed from the app itself) answers
// 429 with Retry-After once one client exceeds its per-minute budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorld, type World } from '../operator/world.ts';
import { listRoutes } from './routes-helper.ts';

describe('rate limits on every auth call', () => {
  let w: World;
  beforeAll(async () => {
    w = await startWorld('pglite', { ACCOUNT_RATE_LIMIT: '5' });
  });
  afterAll(async () => w?.close());

  it('answer 429 with Retry-After per client, without touching other clients', async () => {
    const routes = listRoutes(w.app).filter((r) => r.url.startsWith('/auth/'));
    expect(routes.length).toBeGreaterThan(10);
    const unlimited: string[] = [];
    let n = 0;
    for (const r of routes) {
      n += 1;
      const remoteAddress = `198.51.100.${n}`;
      const url = r.url.replace(/:\w+/g, 'abcdefghijklmnop');
      let limited: { status: number; retryAfter: string | undefined } | null = null;
      // The API's own auth routes allow AUTH_RATE_LIMIT (30) a minute, the account ones 5.
      for (let i = 0; i < 32 && !limited; i++) {
        const res = await w.app.inject({
          method: r.method as 'POST',
          url,
          remoteAddress,
          headers: { domain: 'a.test' },
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (res.statusCode === 429)
          limited = { status: 429, retryAfter: res.headers['retry-after'] as string | undefined };
      }
      if (!limited) {
        unlimited.push(`${r.method} ${r.url}`);
        continue;
      }
      expect(Number(limited.retryAfter), `${r.method} ${r.url} Retry-After`).toBeGreaterThan(0);
      const other = await w.app.inject({
        method: r.method as 'POST',
        url,
        remoteAddress: '192.0.2.200',
        headers: { domain: 'a.test' },
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(other.statusCode, `${r.method} ${r.url} limits another client`).not.toBe(429);
    }
    expect(unlimited).toEqual([]);
  });
});
