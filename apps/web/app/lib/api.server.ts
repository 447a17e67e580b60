import { data } from 'react-router';
import { apiRequest } from './api-client.server.ts';
import { isApiFailure, normaliseError } from './api-error.ts';
import { readCookie, TOKEN_COOKIE } from './cookies.ts';
import { env } from './env.server.ts';
import type { CallOptions } from './http.ts';

/** The header the API reads the proof in (apps/api/src/plugins/external/web-proxy-proof.ts). */
export const WEB_PROXY_HEADER = 'x-gameweek-proxy';

/**
 * The tenant's host: X-Forwarded-Host (first hop) or Host. A call that needs it and has none fails
 * with the spec's message.
 */
export function getHost(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = env.tenantHost ?? (forwarded || request.headers.get('host') || undefined);
  if (!host) throw new Error('getHost - Host is not defined');
  return host.replace(/:\d+$/, '');
}

export function getToken(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), TOKEN_COOKIE) || undefined;
}

/** Headers of the server path: bearer from the token cookie, domain from the host. */
export function apiHeaders(
  request: Request,
  opts: { withToken?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = { domain: getHost(request) };
  const token = opts.withToken === false ? undefined : getToken(request);
  if (token) headers.authorization = `Bearer ${token}`;
  const lang = request.headers.get('accept-language');
  if (lang) headers['accept-language'] = lang;
  // server.mjs sets X-Forwarded-For to the client it determined (lib/client-address.server.ts; a
  // client-sent value never survives as sent); the API believes it only with this server's secret,
  // on the browser path (api-proxy.server.ts) and the loaders' path (serverCall) alike. The user
  // agent is evidence of a billing consent.
  headers[WEB_PROXY_HEADER] = env.webProxySecret;
  const clientIp = request.headers.get('x-forwarded-for');
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  const userAgent = request.headers.get('user-agent');
  if (userAgent) headers['user-agent'] = userAgent;
  return headers;
}

/** The server path: loaders and actions call the provider API directly. */
export function serverCall<T>(
  request: Request,
  path: string,
  options: CallOptions & { withToken?: boolean } = {},
): Promise<T> {
  return apiRequest<T>(env.apiUrl, path, {
    ...options,
    headers: { ...apiHeaders(request, { withToken: options.withToken }), ...options.headers },
  });
}

/**
 * A page's entity (a player, a round, a manager's round, a league) read by the id in its address.
 * The API's 404 is the router's 404, so the root error boundary renders the not-found page with
 * status 404; left as a rejected call it reached the boundary as an unknown error, a 500 page.
 */
export async function loadEntity<T>(
  request: Request,
  path: string,
  options: CallOptions & { withToken?: boolean } = {},
): Promise<T> {
  try {
    return await serverCall<T>(request, path, options);
  } catch (e) {
    throw notFoundIfMissing(e);
  }
}

/**
 * The router's 404 for an API 404, or a 400: the API refuses an id that is no id at all
 * (`/player/abc`), and that address names nothing either. Any other failure unchanged.
 */
export function notFoundIfMissing(e: unknown): unknown {
  if (!isApiFailure(e)) return e;
  const { statusCode } = normaliseError(e);
  return statusCode === 404 || statusCode === 400 ? data(null, { status: 404 }) : e;
}
