import { describe, expect, it } from 'vitest';
import {
  type CsrfInput,
  csrfRejection,
  csrfRejectionFor,
  documentCsp,
  isBillingPage,
  pagePath,
  securityHeaders,
} from '../app/lib/security.ts';

const post = (over: Partial<CsrfInput>): CsrfInput => ({
  method: 'POST',
  hosts: ['localhost:3000', undefined],
  origin: undefined,
  secFetchSite: undefined,
  referer: undefined,
  ...over,
});

describe('CSRF check on state-changing requests', () => {
  it('lets safe methods through whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get'])
      expect(
        csrfRejection(post({ method, secFetchSite: 'cross-site', origin: 'https://evil.test' })),
      ).toBeNull();
  });

  it('accepts same-origin and user-typed requests by Sec-Fetch-Site', () => {
    expect(csrfRejection(post({ secFetchSite: 'same-origin' }))).toBeNull();
    expect(csrfRejection(post({ secFetchSite: 'none' }))).toBeNull();
  });

  it('refuses cross-site and same-site (another tenant) requests', () => {
    expect(csrfRejection(post({ secFetchSite: 'cross-site' }))).toMatch(/cross-site/);
    expect(
      csrfRejection(post({ secFetchSite: 'same-site', origin: 'http://localhost:3000' })),
    ).toMatch(/same-site/);
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(csrfRejection(post({ method, secFetchSite: 'cross-site' }))).not.toBeNull();
  });

  it('without Sec-Fetch-Site, needs an Origin naming the host the request was sent to', () => {
    expect(csrfRejection(post({ origin: 'http://localhost:3000' }))).toBeNull();
    expect(csrfRejection(post({ origin: 'http://LOCALHOST:3000' }))).toBeNull();
    expect(csrfRejection(post({ origin: 'http://localhost:4000' }))).toMatch(/not this site/);
    expect(csrfRejection(post({ origin: 'https://evil.test' }))).toMatch(/not this site/);
    expect(csrfRejection(post({ origin: 'null' }))).toMatch(/opaque/);
  });

  it('accepts the host a proxy forwarded (the operator gateway rewrites Host)', () => {
    const hosts = ['127.0.0.1:3000', 'localhost:4101'];
    expect(csrfRejection(post({ hosts, origin: 'http://localhost:4101' }))).toBeNull();
    expect(csrfRejection(post({ hosts, origin: 'http://localhost:4102' }))).not.toBeNull();
  });

  it('falls back to the Referer, and passes non-browser clients that send neither', () => {
    expect(csrfRejection(post({ referer: 'http://localhost:3000/otp' }))).toBeNull();
    expect(csrfRejection(post({ referer: 'https://evil.test/form' }))).not.toBeNull();
    expect(csrfRejection(post({}))).toBeNull();
  });

  it('reads the same from request headers', () => {
    const headers: Record<string, string> = {
      host: 'cricket.localhost:3000',
      origin: 'http://cricket.localhost:3000',
    };
    expect(csrfRejectionFor('POST', (n) => headers[n])).toBeNull();
    headers.origin = 'http://localhost:3000';
    expect(csrfRejectionFor('POST', (n) => headers[n])).not.toBeNull();
  });
});

describe('response header policy', () => {
  it('sends HSTS, nosniff and a referrer policy on every page', () => {
    for (const path of ['/', '/home', '/assets/app.js', '/api/v1/config', '/_root.data']) {
      const h = securityHeaders(path);
      expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  // Issue 17, finding 12: only the billing and code pages refused framing; /account and
  // /remove-profile could be framed by any site.
  it("forbids framing on every page (frame-ancestors 'none' and X-Frame-Options)", () => {
    for (const path of [
      '/',
      '/home',
      '/account',
      '/remove-profile',
      '/manage-account',
      '/x.data',
      '/api/v1/user',
    ]) {
      const h = securityHeaders(path);
      expect(h['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(h['x-frame-options'], path).toBe('DENY');
    }
  });

  it('gives documents a nonce-based script policy that still forbids framing', () => {
    const csp = documentCsp('abc+/123==');
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'nonce-abc+/123=='", "'strict-dynamic'", "'self'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['worker-src']).toContain("'self'");
  });

  it("forbids framing (frame-ancestors 'none') and caching on the billing and code pages", () => {
    for (const path of [
      '/auth/checkout-payment',
      '/auth/checkout-payment/confirm',
      '/auth/checkout-payment/confirm.data',
      '/auth/sms-holding',
      '/auth/sms-holding/',
      '/otp',
      '/otp.data',
      '/otp/otp-validation',
      '/otp/otp-error',
    ]) {
      const h = securityHeaders(path);
      expect(h['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(h['x-frame-options'], path).toBe('DENY');
      expect(h['cache-control'], path).toBe('no-store');
      expect(h['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('does not mistake look-alike paths for billing pages', () => {
    for (const path of ['/otpx', '/auth/checkout-paymentx', '/auth/login', '/auth/sms-holdings'])
      expect(isBillingPage(path), path).toBe(false);
    expect(pagePath('/_root.data')).toBe('/');
    expect(pagePath('/otp/otp-validation.data')).toBe('/otp/otp-validation');
  });
});
