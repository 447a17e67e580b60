import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicRoute } from '../app/lib/route-access.ts';
import { safeReturnPath } from '../app/lib/safe-return-path.ts';
import { action as languageAction } from '../app/routes/language.ts';

/** What a browser does with a Location header or a link: resolve it against the page's origin. */
function staysOnSite(target: string): boolean {
  const page = 'https://app.example';
  const url = new URL(target, `${page}/some/page`);
  return url.origin === page && target.startsWith('/') && !target.startsWith('//');
}

describe('the application shell (/_app)', () => {
  it('goes back only to a path of this site', () => {
    expect(safeReturnPath('/my-team?x=1')).toBe('/my-team?x=1');
    expect(safeReturnPath(null)).toBe('/home');
    expect(safeReturnPath('https://evil.example/')).toBe('/home');
    expect(safeReturnPath('//evil.example/')).toBe('/home');
    expect(safeReturnPath('/\\evil.example/')).toBe('/home');
  });

  it('is public: it needs no config fetch and no sign-in', () => {
    expect(isPublicRoute('/_app')).toBe(true);
  });
});

// Issue 17, finding 9: POST /language with returnTo=/\evil.example answered Location: /\evil.example.
describe('no redirect leaves the site (one safe-return helper for every target)', () => {
  it('refuses protocol-relative, backslash, encoded and absolute targets', () => {
    for (const evil of [
      '/\\evil.example',
      '\\/evil.example',
      '//evil.example',
      '///evil.example',
      '/%2f/evil.example',
      '/%2F%2Fevil.example',
      '%2f%2fevil.example',
      '/%5cevil.example',
      '/%255cevil.example',
      '/%252f%252fevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
      '/.//evil.example',
      '/./\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'http:/evil.example',
      ' /home',
      '/%zz',
      '',
    ])
      expect(safeReturnPath(evil, '/fallback'), JSON.stringify(evil)).toBe('/fallback');
    expect(safeReturnPath(['/home'], '/fallback')).toBe('/fallback');
  });

  it('keeps ordinary paths of the site as they are', () => {
    for (const ok of ['/', '/home', '/leaderboard?league=3&joined=1', '/player/12#stats', '/a//b'])
      expect(safeReturnPath(ok, '/fallback')).toBe(ok);
  });

  it('for any string answers the fallback or a path of the same origin', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2f',
      '%2F',
      '%5c',
      '%5C',
      '%25',
      '%',
      '.',
      '..',
      ':',
      '@',
      '?',
      '#',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ' ',
      'evil.example',
      'http:',
      'https://',
      'javascript:',
      'x',
    );
    const targets = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.array(pieces, { maxLength: 8 }).map((p) => p.join('')),
      fc.array(pieces, { maxLength: 8 }).map((p) => `/${p.join('')}`),
    );
    fc.assert(
      fc.property(targets, (target) => {
        const result = safeReturnPath(target, '/fallback');
        return result === '/fallback' || staysOnSite(result);
      }),
      { numRuns: 5000 },
    );
  });

  it('POST /language goes back only to a path of this site', async () => {
    const post = async (returnTo: string) => {
      const body = new URLSearchParams({ language: 'de', returnTo });
      const request = new Request('http://localhost:3000/language', { method: 'POST', body });
      const res = (await languageAction({ request } as never)) as Response;
      return res.headers.get('location');
    };
    expect(await post('/\\evil.example')).toBe('/');
    expect(await post('/%5cevil.example')).toBe('/');
    expect(await post('//evil.example')).toBe('/');
    expect(await post('/leaderboard?league=3')).toBe('/leaderboard?league=3');
  });
});
