// Issue 17, finding 1: these requests each ended the web server (an uncaught URIError from the static
// handler's decodeURIComponent, a TypeError from `new URL()` in React Router's request adapter). The
// guard answers them 400 before anything parses them; test/malformed-requests.test.ts sends them to
// the running production server.
import { describe, expect, it } from 'vitest';
import { decodedPath, isValidHost, requestRefusal } from '../app/lib/request-guard.ts';

const host = (value: string) => ['Host', value];

describe('the web server refuses requests it cannot parse', () => {
  it('refuses the requests that killed it (issue 17)', () => {
    expect(requestRefusal('GET', '/%', host('127.0.0.1:3000'))?.status).toBe(400);
    expect(
      requestRefusal('GET', '/', [...host('127.0.0.1:3000'), 'X-Forwarded-Host', '%'])?.status,
    ).toBe(400);
    expect(requestRefusal('GET', '/', host(''))?.status).toBe(400);
    expect(requestRefusal('GET', '//%', host('127.0.0.1:3000'))?.status).toBe(400);
  });

  it('accepts ordinary pages, hosts and forwarded hosts', () => {
    for (const h of [
      'localhost',
      'localhost:3000',
      'cricket.localhost:3000',
      '127.0.0.1',
      '[::1]:3000',
      'app.example.com.',
    ])
      expect(
        requestRefusal('GET', '/home?x=%20y', [
          ...host(h),
          'X-Forwarded-Host',
          'a.example, b.example:8443',
        ]),
      ).toBeNull();
    expect(decodedPath('/player/12')).toEqual({ path: '/player/12' });
  });

  it('refuses a missing, repeated, overlong or malformed Host', () => {
    expect(requestRefusal('GET', '/', [])?.reason).toBe('no Host');
    expect(requestRefusal('GET', '/', [...host('a.example'), ...host('b.example')])?.status).toBe(
      400,
    );
    for (const h of [
      'a'.repeat(300),
      'a b',
      'evil.example/x',
      'a@b',
      'x:99999',
      'x:',
      '[zz]',
      '-a.example',
      'a..b',
      '%41',
    ])
      expect(isValidHost(h), h).toBe(false);
  });

  it('answers methods the app does not serve 405 (TRACE was a 500)', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'M-SEARCH', 'get'])
      expect(requestRefusal(method, '/api/v1/user', host('localhost'))?.status).toBe(405);
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(requestRefusal(method, '/api/v1/user', host('localhost'))).toBeNull();
  });

  it('lets only form submissions reach a page action (a JSON body was a 500)', () => {
    const form = ['Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8'];
    expect(requestRefusal('POST', '/leaderboard', [...host('localhost'), ...form])).toBeNull();
    expect(requestRefusal('POST', '/leaderboard.data', [...host('localhost'), ...form])).toBeNull();
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const json = ['Content-Type', 'application/json'];
      expect(requestRefusal(method, '/leaderboard', [...host('localhost'), ...json])?.status).toBe(
        415,
      );
      expect(requestRefusal(method, '/leaderboard', host('localhost'))?.status).toBe(415);
      expect(requestRefusal(method, '/api/v1/user', [...host('localhost'), ...json])).toBeNull();
    }
  });

  it('refuses broken encodings, control characters, backslashes, fragments and non-path targets', () => {
    for (const target of [
      '/%zz',
      '/%c0%ae',
      '/a%00b',
      '/a%0a',
      '/a\\..\\b',
      '/a%5c..',
      '*',
      'http://evil.example/',
      'x',
      // The fuzzer's find: the backslash sat behind a '#', outside the path that was checked.
      '/#EZ\\2+',
      '/guest#\\evil.example',
      '/a b',
      '/a\tb',
    ])
      expect(decodedPath(target), target).toHaveProperty('status', 400);
    expect(decodedPath(`/${'a'.repeat(5000)}`)).toHaveProperty('status', 414);
  });
});
