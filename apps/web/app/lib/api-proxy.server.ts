import { apiHeaders } from './api.server.ts';
import { planForward, toSnakeCase, upstreamUrl } from './api-proxy.ts';
import { serialiseCookie, TOKEN_COOKIE } from './cookies.ts';
import { env } from './env.server.ts';
import { REQUEST_TIMEOUT_MS } from './http.ts';

function json(body: unknown, status: number, headers: Headers = new Headers()): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

export function tokenCookie(token: string, expiresAt: string | undefined): string {
  const ms = expiresAt ? Date.parse(expiresAt) - Date.now() : Number.NaN;
  const maxAge = Number.isFinite(ms) && ms > 0 ? ms / 1000 : 30 * 24 * 3600;
  return serialiseCookie(TOKEN_COOKIE, token, { maxAge, httpOnly: true, secure: env.isProduction });
}

/**
 * The API's event stream as the browser's response body. When the browser goes away the fetch to the
 * API is aborted and this stream simply ends: the server's `for await` over the body must not see
 * the AbortError (an unhandled rejection there stops the whole web server).
 */
function liveStream(body: ReadableStream<Uint8Array>, upstream: AbortController) {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch {
        controller.close();
      }
    },
    cancel() {
      upstream.abort();
    },
  });
}

/** The browser's path after /api as the request has it (React Router's splat param is decoded). */
function browserPathOf(requestUrl: URL): string {
  const { pathname } = requestUrl;
  return pathname.startsWith('/api/') ? pathname.slice('/api'.length) : '';
}

/** Forwards one browser call to the API the way the server path calls it (bearer, domain, 30 s). */
export async function forward(request: Request): Promise<Response> {
  const requestUrl = new URL(request.url);
  const plan = planForward(request.method, browserPathOf(requestUrl));
  // Built from the checked path only, and refused if the URL parser would request another one.
  const url = plan && upstreamUrl(env.apiUrl, plan);
  if (!plan || !url) return json({ statusCode: 404, message: 'Not Found' }, 404);
  for (const [k, v] of requestUrl.searchParams) url.searchParams.set(k, v);
  for (const [k, v] of Object.entries(plan.query ?? {})) url.searchParams.set(k, v);

  let headers: Record<string, string>;
  try {
    headers = { ...apiHeaders(request), accept: 'application/json' };
  } catch (e) {
    return json({ statusCode: 400, message: (e as Error).message }, 400);
  }
  const idem = request.headers.get('idempotency-key');
  if (idem) headers['idempotency-key'] = idem;
  let body: string | undefined;
  if (plan.method !== 'GET' && plan.method !== 'DELETE') {
    const text = await request.text();
    if (text) {
      headers['content-type'] = 'application/json';
      try {
        body = JSON.stringify(toSnakeCase(JSON.parse(text)));
      } catch {
        return json({ statusCode: 400, message: 'Body must be JSON' }, 400);
      }
    }
  }

  const out = new Headers();
  if (plan.clearsToken) out.append('set-cookie', serialiseCookie(TOKEN_COOKIE, '', { maxAge: 0 }));
  let res: Response;
  // A live stream stays open for as long as the browser listens.
  const upstream = new AbortController();
  const live = plan.path === '/v1/live';
  if (live) {
    if (request.signal.aborted) upstream.abort();
    else request.signal.addEventListener('abort', () => upstream.abort(), { once: true });
  }
  try {
    res = await fetch(url, {
      method: plan.method,
      headers,
      body,
      signal: live ? upstream.signal : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError';
    return json(
      {
        statusCode: timedOut ? 504 : 502,
        message: timedOut ? 'Request timed out' : 'API unreachable',
      },
      timedOut ? 504 : 502,
      out,
    );
  }
  if (res.headers.get('content-type')?.startsWith('text/event-stream') && res.body) {
    out.set('content-type', 'text/event-stream; charset=utf-8');
    // no-transform: the compression middleware must not buffer the stream.
    out.set('cache-control', 'no-store, no-transform');
    return new Response(liveStream(res.body, upstream), { status: res.status, headers: out });
  }
  const text = await res.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = { statusCode: res.status, message: text };
  }
  if (res.ok && plan.setsToken && payload && typeof payload === 'object' && 'token' in payload) {
    const { token, ...rest } = payload as { token: string; expires_at?: string };
    out.append('set-cookie', tokenCookie(token, rest.expires_at));
    payload = rest;
  }
  return json(payload, res.status, out);
}
