/**
 * The web server's request guard and response header policy (docs/decisions/0014). Pure functions:
 * server.mjs applies them to every request through the build's entry module.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Billing and one-time-code pages: never framed (click-jacking a consent), never cached. */
const BILLING_PREFIXES = ['/auth/checkout-payment', '/auth/sms-holding', '/otp'];

/** The page a request is for: React Router's data requests (`/otp.data`) count as their page. */
export function pagePath(pathname: string): string {
  let p = pathname;
  if (p === '/_root.data') return '/';
  if (p.endsWith('.data')) p = p.slice(0, -'.data'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

export function isBillingPage(pathname: string): boolean {
  const p = pagePath(pathname);
  return BILLING_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/**
 * Every response: no page of this site may be framed by another (click-jacking `/account`,
 * `/remove-profile` or a billing consent). `frame-ancestors` for browsers that know CSP level 2,
 * `X-Frame-Options` for the rest. Documents replace this CSP with `documentCsp`, which keeps the rule.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** Headers every response carries; the billing pages add their caching rules. */
export function securityHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': FRAME_ANCESTORS,
    'x-frame-options': 'DENY',
  };
  if (isBillingPage(pathname)) {
    headers['referrer-policy'] = 'same-origin';
    headers['cache-control'] = 'no-store';
  }
  return headers;
}

/**
 * The policy of every rendered page (docs/decisions/0014). Scripts run only with this response's
 * nonce (React Router's hand-off and module scripts) or when a
 * script that had it added them ('strict-dynamic': the module graph, the analytics tag); 'self' only
 * for browsers without 'strict-dynamic', which ignore it otherwise. Inline event handlers and
 * `javascript:` URLs never run. Workers: the service worker.
 * Styles, images, fonts and connections are not restricted here: the themes inline their CSS and
 * tenants' content links images elsewhere.
 */
export function documentCsp(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    FRAME_ANCESTORS,
  ].join('; ');
}

export interface CsrfInput {
  method: string;
  /** Host (and X-Forwarded-Host, first hop) the request was addressed to. */
  hosts: (string | undefined)[];
  origin: string | undefined;
  secFetchSite: string | undefined;
  referer: string | undefined;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Null when a request may change state, else the reason it may not. State-changing requests must
 * come from this site: Sec-Fetch-Site same-origin (or none: typed by the user), else an Origin (or,
 * without one, a Referer) naming the host the request was sent to. A request with none of these
 * headers is not from a current browser's cross-site form or script, so it passes.
 */
export function csrfRejection(input: CsrfInput): string | null {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return null;
  const site = input.secFetchSite?.toLowerCase();
  if (site) {
    return site === 'same-origin' || site === 'none' ? null : `cross-site request (${site})`;
  }
  const source = input.origin ?? input.referer;
  if (source === undefined) return null;
  const from = source === 'null' ? null : hostOf(source);
  if (!from) return 'opaque origin';
  const allowed = input.hosts
    .map((h) => h?.split(',')[0]?.trim().toLowerCase())
    .filter((h): h is string => Boolean(h));
  return allowed.includes(from) ? null : `origin ${from} is not this site`;
}

/** The same check from a request's headers (node or fetch style). */
export function csrfRejectionFor(
  method: string,
  header: (name: string) => string | undefined,
): string | null {
  return csrfRejection({
    method,
    hosts: [header('host'), header('x-forwarded-host')],
    origin: header('origin'),
    secFetchSite: header('sec-fetch-site'),
    referer: header('referer'),
  });
}
