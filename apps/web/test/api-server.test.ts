import { describe, expect, it } from 'vitest';
import { apiHeaders, getHost } from '../app/lib/api.server.ts';
import { planForward, toSnakeCase } from '../app/lib/api-proxy.ts';

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
