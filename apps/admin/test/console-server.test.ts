import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_CSP,
  contentChangeOf,
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

describe('a brand change passing through the console proxy (ADR 0052)', () => {
  it('tells the web server which host changed (every host for a change by tenant id), only on success', async () => {
    const { createServer } = await import('node:http');
    const { createConsoleHandler } = await import('../server/console-server.mjs');
    const listen = (server: import('node:http').Server) =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const a = server.address();
          resolve(typeof a === 'object' && a ? a.port : 0);
        }),
      );
    // The API: accepts brand changes, refuses them when the body says so.
    const api = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const refuse = body.includes('refuse');
        res.writeHead(refuse ? 400 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(refuse ? { statusCode: 400, message: 'no' } : { ok: true }));
      });
    });
    const apiPort = await listen(api);
    const changed: (string | undefined)[] = [];
    const handle = createConsoleHandler({
      apiUrl: `http://127.0.0.1:${apiPort}`,
      webProxySecret: 'x',
      secureCookies: false,
      onBrandChange: (host) => changed.push(host),
    });
    const web = createServer((req, res) => {
      void handle(req, res, new URL(req.url ?? '/', 'http://x').pathname);
    });
    const webPort = await listen(web);
    const call = (method: string, path: string, body = '{}') =>
      fetch(`http://127.0.0.1:${webPort}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body }),
      });
    try {
      await call('GET', '/admin/v1/brand');
      await call('PUT', '/admin/v1/brand', '{"refuse":true}');
      expect(changed).toEqual([]);
      await call('PUT', '/admin/v1/brand');
      await call('DELETE', '/admin/v1/brand/logo');
      await call('PUT', '/admin/v1/tenants/7/brand');
      await call('PUT', '/admin/v1/staff/3/role');
      // The host is the request's (here 127.0.0.1); a super-admin's change by id names none: all hosts.
      expect(changed).toEqual(['127.0.0.1', '127.0.0.1', undefined]);
    } finally {
      web.close();
      api.close();
    }
  });
});

describe('which console calls change what players read (ADR 0051)', () => {
  it('names the area and language of an accepted content write, nothing for reads or other calls', () => {
    expect(contentChangeOf('PUT', '/admin/v1/content/terms/privacy-policy/ur')).toEqual({
      area: 'terms',
      locale: 'ur',
    });
    expect(contentChangeOf('DELETE', '/admin/v1/content/items/news/ur-news/en')).toEqual({
      area: 'items',
      locale: 'en',
    });
    expect(contentChangeOf('PUT', '/admin/v1/content/footer/de')).toEqual({
      area: 'footer',
      locale: 'de',
    });
    // Prizes are per language (ADR 0056); the web server drops its tenant copies for any of them.
    expect(contentChangeOf('PUT', '/admin/v1/content/prizes/ur')).toEqual({
      area: 'prizes',
      locale: 'ur',
    });
    expect(contentChangeOf('PUT', '/admin/v1/content/how-to-play/scoring-tips/ur')).toBeNull();
    expect(contentChangeOf('GET', '/admin/v1/content/footer/de')).toBeNull();
    expect(contentChangeOf('POST', '/admin/v1/content/preview')).toBeNull();
    expect(contentChangeOf('PUT', '/admin/v1/staff/3/role')).toBeNull();
  });
});
