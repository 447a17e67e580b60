import proxyAddr from '@fastify/proxy-addr';

/**
 * The web app's one env module: nothing else reads process.env. Checked once at start-up.
 * Values allowed into the browser are listed in `publicEnv` (none today).
 */

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 65535)
    throw new Error(`PORT must be a TCP port, got "${value}"`);
  return n;
}

function url(value: string | undefined, fallback: string): string {
  const v = value && value !== '' ? value : fallback;
  try {
    return new URL(v).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`API_URL must be an absolute URL, got "${v}"`);
  }
}

/** Public, and the API's default too (apps/api/src/env.ts): `npm start` needs no configuration. */
export const DEMO_WEB_PROXY_SECRET = 'gameweek-demo-web-proxy-secret-change-me';

function secret(value: string | undefined): string {
  if (value === undefined || value === '') return DEMO_WEB_PROXY_SECRET;
  if (value.length < 16) throw new Error('WEB_PROXY_SECRET must have at least 16 characters');
  return value;
}

/** Comma-separated addresses, CIDRs or proxy-addr names (loopback, linklocal, uniquelocal). */
function trustList(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (e) {
    throw new Error(`TRUST_PROXY: ${(e as Error).message}`);
  }
  return list;
}

export interface WebEnv {
  port: number;
  apiUrl: string;
  isProduction: boolean;
  /** Overrides the Host header when resolving the tenant (handy behind proxies or in tests). */
  tenantHost: string | undefined;
  /**
   * Sent to the API with every call (header x-gameweek-proxy): the proof that lets it believe the
   * client address this server forwards. Must equal the API's; the API refuses the demo one in
   * production.
   */
  webProxySecret: string;
  /**
   * The load balancers or operator gateways in front of this server: from a peer in this list the
   * client address is read from X-Forwarded-For, walking back past every trusted hop. Empty (the
   * default): the client is the socket's peer.
   */
  trustProxy: string[];
  /**
   * Test servers only (the page sweep): also render the en-XA pseudo-locale (packages/i18n pseudo.ts)
   * to a `lang=en-XA` cookie. Never listed or offered; off unless PSEUDO_LOCALE=1.
   */
  pseudoLocale: boolean;
}

export function readEnv(source: Record<string, string | undefined>): WebEnv {
  return {
    port: port(source.PORT, 3000),
    apiUrl: url(source.API_URL, 'http://127.0.0.1:4000'),
    isProduction: source.NODE_ENV === 'production',
    tenantHost: source.TENANT_HOST || undefined,
    webProxySecret: secret(source.WEB_PROXY_SECRET),
    trustProxy: trustList(source.TRUST_PROXY),
    pseudoLocale: source.PSEUDO_LOCALE === '1',
  };
}

export const env: WebEnv = readEnv(process.env);

export const publicEnv = {} as const;
