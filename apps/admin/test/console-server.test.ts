import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CSP,
  readCookie,
  routeOf,
  STAFF_COOKIE,
  staffCookie,
  tenantOf,
} from '../server/console-server.mjs';

describe('what the web server does with a path under /admin', () => {
  it('forwards the console API and the tenant, serves the app for pages, refuses the rest', () => {
    expect(routeOf('POST', '/admin/v1/auth/login')).toBe('api');
    expect(routeOf('GET', '/admin/v1/users/12')).toBe('api');
    expect(routeOf('DELETE', '/admin/v1/staff/3')).toBe('api');
    expect(routeOf('GET', '/admin/tenant.json')).toBe('api');
    expect(routeOf('POST', '/admin/tenant.json')).toBeNull();
    expect(routeOf('GET', '/admin/support/12')).toBe('page');
    expect(routeOf('POST', '/admin/support')).toBeNull();
    expect(routeOf('PATCH', '/admin/v1/staff/3')).toBeNull();
    expect(routeOf('GET', '/admin/v1')).toBeNull();
  });

  it('never forwards a path with a dot, a percent sign, a backslash or a semicolon', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('auth', 'users', '12', '..', '.', '%2e', '%2F', '\\', ';x', 'a.b'),
        ),
        fc.constantFrom('..', '.', '%2e%2e', '%2F', '\\', ';', 'x.y'),
        fc.nat(6),
        (segments, bad, at) => {
          const parts: string[] = [...segments];
          parts.splice(Math.min(at, parts.length), 0, bad);
          const path = `/admin/v1/${parts.join('/')}`;
          expect(routeOf('GET', path)).not.toBe('api');
        },
      ),
    );
  });
});

describe('the staff cookie', () => {
  it('is httpOnly, same-site strict, on /admin only, secure when asked', () => {
    const cookie = staffCookie('tok en', { maxAge: 60.7, secure: true });
    expect(cookie).toBe(
      `${STAFF_COOKIE}=tok%20en; Path=/admin; Max-Age=60; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(staffCookie('', { maxAge: -5, secure: false })).toContain('Max-Age=0');
    expect(readCookie(`a=1; ${STAFF_COOKIE}=tok%20en; b=2`, STAFF_COOKIE)).toBe('tok en');
    expect(readCookie('gw_token=x', STAFF_COOKIE)).toBeUndefined();
  });
});

describe('what the console learns of the tenant before sign-in', () => {
  it('is the theme, sport, name and languages, nothing else of the app configuration', () => {
    const config = {
      context: 'cricket',
      theme: { theme_id: 'whiteLabelF6', custom: false },
      service: {
        id: 7,
        name: 'Gameweek Cricket',
        config: { languages: { list: [{ code: 'en' }], selected: 'en' }, analytics_id: 'G-1' },
      },
      user: { id: 1 },
    };
    expect(tenantOf(config)).toEqual({
      context: 'cricket',
      theme_id: 'whiteLabelF6',
      custom: false,
      product_name: 'Gameweek Cricket',
      languages: { list: [{ code: 'en' }], selected: 'en' },
    });
    expect(tenantOf(null).context).toBe('soccer');
  });

  it('lets the page run only its own scripts and show the QR code', () => {
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).toContain("img-src 'self' data:");
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
  });
});
