import { apiRequest } from './api-client.server.ts';
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
