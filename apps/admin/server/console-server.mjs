// The operator console under /admin, as the web server serves it (ADR 0048): the console's built
// single-page app (apps/admin/build) and a narrow proxy from the browser to the API's /admin/v1
// routes. The staff token lives in an httpOnly cookie on /admin, never in the page's script; the
// proxy turns it into the Bearer header the API reads, and the tenant is the request's host, as in
// the players' app. apps/web/server.mjs calls `handle` for every path under /admin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The staff session cookie: only the console's paths carry it. */
export const STAFF_COOKIE = 'gw_staff';
const COOKIE_PATH = '/admin';

/** Only plain segments (letters, digits, `-`, `_`) reach the API: no `.`, `%`, `\` or `;`. */
const API_PATH = /^\/admin\/v1(?:\/[A-Za-z0-9_-]{1,64}){1,6}$/;
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
/** Calls whose answer is a new staff session: its token goes into the cookie, not the page. */
const SETS_TOKEN = new Set(['/admin/v1/auth/login', '/admin/v1/auth/totp/confirm']);
const CLEARS_TOKEN = '/admin/v1/auth/logout';
const TIMEOUT_MS = 30_000;
const MAX_BODY_BYTES = 64 * 1024;

/** The page's policy: the app's own scripts and styles; the QR code is a data: image. */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // The theme's custom properties are set as one <style> element the app writes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.html': 'text/html; charset=utf-8',
};

/**
 * @param {string | undefined} header
 * @param {string} name
 */
export function readCookie(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * @param {string} value
 * @param {{ maxAge: number, secure: boolean }} opts
 */
export function staffCookie(value, opts) {
  const parts = [
    `${STAFF_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Where a browser call under /admin goes: 'api' (forwarded), 'page' (the app), or null (404).
 * @param {string} method
 * @param {string} pathname
 * @returns {'api' | 'page' | null}
 */
export function routeOf(method, pathname) {
  if (pathname === '/admin/v1' || pathname.startsWith('/admin/v1/')) {
    return METHODS.has(method) && API_PATH.test(pathname) ? 'api' : null;
  }
  if (pathname === '/admin/tenant.json') return method === 'GET' ? 'api' : null;
  return method === 'GET' || method === 'HEAD' ? 'page' : null;
}

/**
 * @typedef {{
 *   apiUrl: string,
 *   webProxySecret: string,
 *   secureCookies: boolean,
 *   buildDir?: string,
 * }} ConsoleOptions
 */

/**
 * @param {ConsoleOptions} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<void>}
 */
export function createConsoleHandler(options) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const buildDir = resolve(options.buildDir ?? join(here, '../build'));
  const indexFile = join(buildDir, 'index.html');

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   * @param {Record<string, string | string[]>} [headers]
   */
  function json(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @returns {Promise<string | null>} the body, or null when it is too large
   */
  async function readBody(req) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return null;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {string} name
   */
  function header(req, name) {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  }

  /**
   * The API's headers: the tenant from the host, the staff token from the cookie, the client's
   * address with the web server's proof (the API's rate limits count per client).
   * @param {import('node:http').IncomingMessage} req
   * @param {boolean} withToken
   */
  function apiHeaders(req, withToken) {
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json', 'x-gameweek-proxy': options.webProxySecret };
    const host = (header(req, 'host') ?? '').replace(/:\d+$/, '');
    if (host) headers.domain = host;
    const token = withToken ? readCookie(header(req, 'cookie'), STAFF_COOKIE) : undefined;
    if (token) headers.authorization = `Bearer ${token}`;
    for (const name of ['accept-language', 'user-agent', 'x-forwarded-for', 'idempotency-key']) {
      const value = header(req, name);
      if (value) headers[name] = value;
    }
    return headers;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  async function forward(req, res, pathname) {
    const method = req.method ?? 'GET';
    const tenantCall = pathname === '/admin/tenant.json';
    const url = new URL(tenantCall ? '/v1/config' : pathname, `${options.apiUrl}/`);
    if (!tenantCall) url.search = new URL(req.url ?? '/', 'http://x').search;
    const headers = apiHeaders(req, !tenantCall);
    /** @type {string | undefined} */
    let body;
    if (method === 'POST' || method === 'PUT') {
      const text = await readBody(req);
      if (text === null) return json(res, 413, { statusCode: 413, message: 'Body too large' });
      if (text) {
        body = text;
        headers['content-type'] = 'application/json';
      }
    }
    /** @type {Response} */
    let answer;
    try {
      answer = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      const timedOut = /** @type {Error} */ (e).name === 'TimeoutError';
      const status = timedOut ? 504 : 502;
      return json(res, status, {
        statusCode: status,
        message: timedOut ? 'Request timed out' : 'API unreachable',
      });
    }
    const text = await answer.text();
    /** @type {unknown} */
    let payload;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = { statusCode: answer.status, message: text.slice(0, 200) };
    }
    /** @type {string[]} */
    const cookies = [];
    if (tenantCall && answer.ok) payload = tenantOf(payload);
    if (answer.ok && SETS_TOKEN.has(pathname) && isSession(payload)) {
      const { token, ...rest } = payload;
      const maxAge = (Date.parse(rest.expires_at) - Date.now()) / 1000;
      cookies.push(staffCookie(token, { maxAge, secure: options.secureCookies }));
      payload = rest;
    }
    // A dead session (401) or signing out ends the cookie too.
    if (pathname === CLEARS_TOKEN || (answer.status === 401 && !SETS_TOKEN.has(pathname))) {
      cookies.push(staffCookie('', { maxAge: 0, secure: options.secureCookies }));
    }
    json(res, answer.status, payload, cookies.length ? { 'set-cookie': cookies } : {});
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  function page(req, res, pathname) {
    const relative = pathname.slice(COOKIE_PATH.length) || '/';
    const file = normalize(join(buildDir, relative));
    const isAsset =
      relative.startsWith('/assets/') &&
      file.startsWith(buildDir + sep) &&
      existsSync(file) &&
      statSync(file).isFile();
    if (relative.startsWith('/assets/') && !isAsset) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('404: not found');
      return;
    }
    if (!isAsset && !existsSync(indexFile)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('503: the console is not built (npm run build -w @gameweek/admin)');
      return;
    }
    const target = isAsset ? file : indexFile;
    const size = statSync(target).size;
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-security-policy': CONSOLE_CSP,
      // The console's pages name staff and subscribers: no referrer leaves it.
      'referrer-policy': 'same-origin',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  }

  return async function handle(req, res, pathname) {
    const route = routeOf(req.method ?? 'GET', pathname);
    if (route === 'api') return forward(req, res, pathname);
    if (route === 'page') return page(req, res, pathname);
    json(res, 404, { statusCode: 404, message: 'Not Found' });
  };
}

/**
 * @param {unknown} payload
 * @returns {payload is { token: string, expires_at: string }}
 */
function isSession(payload) {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (/** @type {{token?: unknown}} */ (payload).token) === 'string' &&
    typeof (/** @type {{expires_at?: unknown}} */ (payload).expires_at) === 'string'
  );
}

/**
 * What the console needs to know of the tenant before anyone signs in: theme, sport, name,
 * languages. Nothing else of the app's configuration reaches the console's page.
 * @param {unknown} payload
 */
export function tenantOf(payload) {
  const config = /** @type {{
   *   context?: string,
   *   theme?: { theme_id?: string, custom?: boolean },
   *   service?: { name?: string, config?: { languages?: unknown } },
   *   brand?: { product_name?: string },
   * }} */ (payload ?? {});
  return {
    context: config.context === 'cricket' ? 'cricket' : 'soccer',
    theme_id: config.theme?.theme_id ?? null,
    custom: config.theme?.custom ?? false,
    product_name: config.brand?.product_name ?? config.service?.name ?? '',
    languages: config.service?.config?.languages ?? null,
  };
}
