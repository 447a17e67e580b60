import { describe, expect, it } from 'vitest';
import { apiHeaders, getHost, WEB_PROXY_HEADER } from '../app/lib/api.server.ts';
import { planForward, toSnakeCase, upstreamUrl } from '../app/lib/api-proxy.ts';
import { DEMO_WEB_PROXY_SECRET, env, readEnv } from '../app/lib/env.server.ts';

describe('server path headers', () => {
  it('turns the token cookie into a bearer header and the host into a domain header', () => {
    const req = new Request('http://cricket.localhost:3000/home', {
      headers: { host: 'cricket.localhost:3000', cookie: 'lang=ur; token=abc.def' },
    });
    expect(apiHeaders(req)).toMatchObject({
      domain: 'cricket.localhost',
      authorization: 'Bearer abc.def',
    });
    expect(apiHeaders(req, { withToken: false }).authorization).toBeUndefined();
  });

  // Issue 17, finding 6: the API believes the client address only with the web server's secret;
  // the loaders' calls (serverCall) and the browser path (forward) both build their headers here.
  it('sends the client address server.mjs determined, with the proof the API believes it by', () => {
    const req = new Request('http://localhost:3000/home', {
      headers: { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.7' },
    });
    const headers = apiHeaders(req);
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers[WEB_PROXY_HEADER]).toBe(env.webProxySecret);
  });

  it('prefers the first X-Forwarded-Host', () => {
    const req = new Request('http://x/', {
      headers: { host: 'internal:3000', 'x-forwarded-host': 'op.example, proxy' },
    });
    expect(getHost(req)).toBe('op.example');
  });

  it('fails with the spec message when no host is known', () => {
    const req = new Request('http://x/');
    req.headers.delete('host');
    expect(() => getHost(req)).toThrow('getHost - Host is not defined');
  });
});

describe('browser path (/api) forwarding table', () => {
  it('maps the browser names to the API paths', () => {
    expect(planForward('POST', 'auth/demo-login')).toMatchObject({
      method: 'POST',
      path: '/auth/token',
      query: { demo: '1' },
      setsToken: true,
    });
    expect(planForward('POST', 'auth/remove-profile')).toMatchObject({
      method: 'DELETE',
      path: '/auth/user/delete',
      clearsToken: true,
    });
    expect(planForward('POST', 'auth/user-status')).toMatchObject({ path: '/auth/user/status' });
    expect(planForward('POST', 'auth/compare-msisdn')).toMatchObject({
      path: '/v1/compare-msisdn',
    });
    expect(planForward('POST', 'auth/clear-token')).toMatchObject({
      path: '/auth/clear-token',
      clearsToken: true,
    });
    expect(planForward('GET', 'config/config')).toMatchObject({
      method: 'GET',
      path: '/v1/config',
    });
    expect(planForward('GET', 'v1/user/games')).toEqual({ method: 'GET', path: '/v1/user/games' });
    expect(planForward('POST', 'auth/register')).toEqual({
      method: 'POST',
      path: '/auth/register',
    });
  });

  it('refuses anything else', () => {
    expect(planForward('GET', 'admin')).toBeNull();
    expect(planForward('GET', 'v1/../admin')).toBeNull();
  });

  // Issue 17, finding 2: `/api/v1/%252e%252e/health` reached the API's /health.
  it('keeps traversal in any encoding and every route outside the allow-list out of the API', () => {
    const outside = ['/health', '/docs', '/docs/json', '/dev/mailbox', '/dev/mailbox.json'];
    const dots = ['..', '.', '%2e%2e', '%2E%2e', '%252e%252e', '%c0%ae%c0%ae', '.%2e', '%2e.'];
    for (const dot of dots)
      for (const target of outside) {
        for (const path of [
          `/v1/${dot}${target}`,
          `/v1/user/${dot}/${dot}${target}`,
          `/v1/${dot}%2f${dot}${target}`,
          `/v1/${dot}\\${dot}${target}`,
          `/v1/players/${dot}`,
        ])
          for (const method of ['GET', 'POST', 'DELETE'])
            expect(planForward(method, path), `${method} ${path}`).toBeNull();
      }
    for (const path of [
      '/health',
      '/auth/otp',
      '/auth/token',
      '/auth/header-enrichment',
      '/operator/callbacks/billing',
      '/v1/compare-msisdn',
      '/v1/players%2f1',
      '/v1/players/1%00',
      '/v1/players/1;x',
      '/v1//players',
      '/v1/players/',
    ])
      for (const method of ['GET', 'POST'])
        expect(planForward(method, path), `${method} ${path}`).toBeNull();
    expect(planForward('GET', '/v1/players/12')).toEqual({ method: 'GET', path: '/v1/players/12' });
    expect(planForward('DELETE', '/v1/players/12')).toBeNull();
  });

  it('requests exactly the path it checked, under the API base URL', () => {
    const plan = { method: 'GET' as const, path: '/v1/players/12' };
    expect(upstreamUrl('http://127.0.0.1:4000', plan)?.href).toBe(
      'http://127.0.0.1:4000/v1/players/12',
    );
    expect(upstreamUrl('http://api.internal/base/', plan)?.href).toBe(
      'http://api.internal/base/v1/players/12',
    );
    expect(
      upstreamUrl('http://127.0.0.1:4000', { method: 'GET', path: '/v1/%2e%2e/health' }),
    ).toBeNull();
    expect(
      upstreamUrl('http://127.0.0.1:4000', { method: 'GET', path: '//evil.example/x' }),
    ).toBeNull();
  });

  it('renames camelCase fields to snake_case', () => {
    expect(
      toSnakeCase({ passwordConfirmation: 'x', serviceId: 1, picks: [{ playerId: 2 }] }),
    ).toEqual({
      password_confirmation: 'x',
      service_id: 1,
      picks: [{ player_id: 2 }],
    });
  });
});

describe('web env: the proxy secret and the trusted proxies', () => {
  it('defaults to the public demo secret and no trusted proxy, and checks what it is given', () => {
    expect(readEnv({}).webProxySecret).toBe(DEMO_WEB_PROXY_SECRET);
    expect(readEnv({}).trustProxy).toEqual([]);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => readEnv({ WEB_PROXY_SECRET: 'short' })).toThrow(/WEB_PROXY_SECRET/);
    expect(() => readEnv({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/);
  });
});
