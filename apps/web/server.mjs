// Production server for the web app: node:http + compression, static files with long cache headers
// for hashed build assets, everything else server-rendered by React Router.
//   PORT (default 3000), API_URL (default http://127.0.0.1:4000), HOST (default 0.0.0.0),
//   WEB_CONCURRENCY (default 1): processes that serve the port; one renders on one core at a time
//   NODE_ENV=production node apps/web/server.mjs   (after `npm run build -w @gameweek/web`)
import cluster from 'node:cluster';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConsoleHandler } from '@gameweek/admin/console-server';
import { createRequestListener } from '@react-router/node';
import compression from 'compression';

const workers = Number(process.env.WEB_CONCURRENCY || 1);
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`WEB_CONCURRENCY must be a whole number ≥ 1, not ${process.env.WEB_CONCURRENCY}`);
  process.exit(1);
}
if (workers > 1 && cluster.isPrimary) {
  const { superviseWorkers } = await import('./server-workers.mjs');
  superviseWorkers(workers);
} else {
  await serve();
}

async function serve() {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const clientDir = resolve(here, 'build/client');
  const build = await import(join(here, 'build/server/index.js'));
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || '0.0.0.0';

  /** @type {Record<string, string>} */
  const TYPES = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.txt': 'text/plain; charset=utf-8',
  };

  const ssr = createRequestListener({ build, mode: process.env.NODE_ENV || 'production' });
  // app/lib/security.ts, exported by app/entry.server.tsx (docs/decisions/0014).
  const {
    csrfRejectionFor,
    securityHeaders,
    requestRefusal,
    decodedPath,
    clientAddress,
    env,
    followTenantChanges,
  } = build.entry.module;
  // What this process keeps of tenants (config, terms, footers) is dropped when the console changes
  // it through any web server and any API instance: each process follows the API's tenant changes
  // (ADR 0059).
  const following = followTenantChanges();
  // The operator console (apps/admin, ADR 0048): its page and its calls to the API's /admin/v1.
  const consoleHandler = createConsoleHandler({
    apiUrl: env.apiUrl,
    webProxySecret: env.webProxySecret,
    secureCookies: env.isProduction,
  });
  const compress = compression();
  // compression is Express middleware; it only uses what node:http's request and response have.
  const asExpress = /** @type {(r: unknown) => any} */ ((r) => r);

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function staticFile(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const decoded = decodedPath(req.url ?? '/');
    if ('status' in decoded) return false;
    const pathname = decoded.path;
    const file = normalize(join(clientDir, pathname));
    if (!file.startsWith(clientDir + sep) || !existsSync(file)) return false;
    const stat = statSync(file);
    if (!stat.isFile()) return false;
    let cache = 'public, max-age=3600';
    if (pathname.startsWith('/assets/')) cache = 'public, max-age=31536000, immutable';
    else if (pathname === '/sw.js') cache = 'no-cache';
    else if (/^\/(themes|favicons|images)\//.test(pathname)) cache = 'public, max-age=604800';
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] || 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': cache,
      ...(pathname === '/sw.js' ? { 'service-worker-allowed': '/' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else
      createReadStream(file)
        .on('error', (e) => failed(req, res, e))
        .pipe(res);
    return true;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {string} name
   */
  function header(req, name) {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  }

  /** Replaces a request header; React Router builds its Request from `rawHeaders`. */
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {string} name
   * @param {string} value
   */
  function setHeader(req, name, value) {
    /** @type {string[]} */
    const raw = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const [key, v] = [req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? ''];
      if (key.toLowerCase() !== name) raw.push(key, v);
    }
    raw.push(name, value);
    req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
    req.headers[name] = value;
  }

  /**
   * Forms and browser API calls are a few KB (the API itself takes at most 64 KB). React Router
   * buffers a request body in memory as it arrives, so a larger one is refused (413) instead.
   */
  const MAX_BODY_BYTES = 256 * 1024;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {boolean} whether the request was refused for its declared size
   */
  function limitBody(req, res) {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      plain(res, 413, 'request body too large');
      return true;
    }
    let received = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      received += chunk.length;
      if (received <= MAX_BODY_BYTES || req.destroyed) return;
      if (res.headersSent) req.destroy();
      else {
        plain(res, 413, 'request body too large');
        res.once('finish', () => req.destroy());
      }
    });
    return false;
  }

  /**
   * One request's failure is that request's 500 (or, once the answer has started, its closed
   * connection), never the process's end: every other visitor is served by the same process.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {unknown} error
   */
  function failed(req, res, error) {
    console.error(`web: ${req.method} ${String(req.url).slice(0, 200)} failed:`, error);
    if (res.headersSent) res.destroy();
    else plain(res, 500, 'Internal Server Error');
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} text
   */
  function plain(res, status, text) {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(`${status}: ${text}`),
    });
    res.end(`${status}: ${text}`);
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  function json(res, status, body) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  /** How long readiness waits for the API. */
  const READY_TIMEOUT_MS = 2_000;

  /**
   * /healthz: this process answers. /readyz: and it reaches the API (its liveness answer), so a
   * load balancer sends no players to a web server that cannot render a page (ADR 0052).
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  async function health(res, pathname) {
    if (pathname === '/healthz') return json(res, 200, { ok: true });
    /** @type {'ok' | 'unreachable'} */
    let api = 'unreachable';
    try {
      const answer = await fetch(new URL('/healthz', `${env.apiUrl}/`), {
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.ok) api = 'ok';
    } catch {
      // unreachable, refused or too slow
    }
    json(res, api === 'ok' ? 200 : 503, { ready: api === 'ok', checks: { api } });
  }

  /** The operator's logo (ADR 0052): /brand/logo/<sha-256>.png, from the API for the host's tenant. */
  const LOGO_PATH = /^\/brand\/logo\/([0-9a-f]{64})\.png$/;

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} hash
   */
  async function brandLogo(req, res, hash) {
    const host = (header(req, 'host') ?? '').replace(/:\d+$/, '');
    const answer = await fetch(new URL(`/v1/brand/logo/${hash}`, `${env.apiUrl}/`), {
      headers: { domain: host, 'x-gameweek-proxy': env.webProxySecret },
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok || answer.headers.get('content-type') !== 'image/png') {
      await answer.body?.cancel();
      plain(
        res,
        answer.status === 404 ? 404 : 502,
        answer.status === 404 ? 'not found' : 'bad gateway',
      );
      return;
    }
    const png = Buffer.from(await answer.arrayBuffer());
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    res.end(req.method === 'HEAD' ? undefined : png);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function handle(req, res) {
    // Before anything parses them: a target or Host that `new URL()` cannot read is this request's 400.
    const refused = requestRefusal(req.method ?? '', req.url ?? '', req.rawHeaders);
    if (refused) {
      for (const [name, value] of Object.entries(securityHeaders('/'))) res.setHeader(name, value);
      plain(res, refused.status, refused.reason);
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if ((pathname === '/healthz' || pathname === '/readyz') && req.method === 'GET') {
      health(res, pathname).catch((/** @type {unknown} */ e) => failed(req, res, e));
      return;
    }
    for (const [name, value] of Object.entries(securityHeaders(pathname)))
      res.setHeader(name, value);
    if (limitBody(req, res)) return;
    const crossSite = csrfRejectionFor(req.method ?? 'GET', (/** @type {string} */ name) =>
      header(req, name),
    );
    if (crossSite) {
      plain(res, 403, crossSite);
      return;
    }
    // The API sees the client this server determined (its peer, or past the trusted proxies in
    // TRUST_PROXY): a client-sent X-Forwarded-For never survives as it was sent.
    setHeader(req, 'x-forwarded-for', clientAddress(req));
    // Behind a proxy (the operator's gateway) the page's origin is the forwarded host; React Router's
    // own action check compares Origin with the request URL, which is built from Host.
    const forwardedHost = header(req, 'x-forwarded-host')?.split(',')[0]?.trim();
    if (forwardedHost) setHeader(req, 'host', forwardedHost);
    compress(asExpress(req), asExpress(res), () => {
      try {
        if (pathname === '/admin' || pathname.startsWith('/admin/')) {
          consoleHandler(req, res, pathname).catch((/** @type {unknown} */ e) =>
            failed(req, res, e),
          );
          return;
        }
        const logo = LOGO_PATH.exec(pathname);
        if (logo?.[1] && (req.method === 'GET' || req.method === 'HEAD')) {
          brandLogo(req, res, logo[1]).catch((/** @type {unknown} */ e) => failed(req, res, e));
          return;
        }
        if (staticFile(req, res)) return;
        // The listener is typed void but returns its promise: a rejection is this request's failure.
        Promise.resolve(ssr(req, res)).catch((/** @type {unknown} */ e) => failed(req, res, e));
      } catch (e) {
        failed(req, res, e);
      }
    });
  }

  const server = createServer((req, res) => {
    // A write after this request's answer was cut short (a refused body, a failed render) is that
    // response's error, not an unhandled 'error' event that ends the process.
    res.on('error', (e) => console.error(`web: answer to ${req.method} failed: ${e.message}`));
    try {
      handle(req, res);
    } catch (e) {
      failed(req, res, e);
    }
  });
  // A CONNECT (a proxy tunnel) is handed to 'connect' listeners, not to the handler above; without
  // one node closes the connection unanswered.
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      'HTTP/1.1 405 Method Not Allowed\r\nContent-Type: text/plain\r\nX-Frame-Options: DENY\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => {
    console.log(`web listening on http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      following.stop();
      server.close(() => process.exit(0));
    });
  }
}
