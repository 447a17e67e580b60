// ADR 0040: GET /metrics is for the monitoring system — loopback peers when no METRICS_TOKEN is set, and
// only the bearer of METRICS_TOKEN when it is (whatever the peer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from '../helpers/setup.ts';

const TOKEN = 'metrics-token-0123456789';

describe('GET /metrics access', () => {
  let open: TestContext;
  let tokened: TestContext;
  beforeAll(async () => {
    open = await setup('pglite');
    tokened = await setup('pglite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await open?.close();
    await tokened?.close();
  });

  it('serves loopback peers when no token is set, and nobody else', async () => {
    const local = await open.app.inject({ url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    expect(local.body).toContain('gameweek_feed_messages_total{outcome="applied"} 0');
    const remote = await open.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
  });

  it('serves only the bearer of METRICS_TOKEN when it is set, from anywhere', async () => {
    expect((await tokened.app.inject({ url: '/metrics' })).statusCode).toBe(403);
    const wrong = await tokened.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await tokened.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('gameweek_feed_event_to_ranks_seconds_count 0');
  });
});
