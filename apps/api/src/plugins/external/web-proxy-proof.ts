// Issue 17, finding 6. The API believes a forwarded client address only from the web server, and the
// web server proves itself with a shared secret, not by its address: anyone on the same machine, or
// any client that reaches the API's port, shares the web server's address but not its secret.
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request carried the web server's secret (its internal calls are allowed: ADR 0059). */
    fromWebServer: boolean;
  }
}

/** The header the web server sends its secret in (apps/web/app/lib/api.server.ts). */
export const WEB_PROXY_HEADER = 'x-gameweek-proxy';

/** The forwarding headers Fastify's trustProxy reads (request.ip, request.host, request.protocol). */
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

export function hasWebProxyProof(value: string | string[] | undefined, secret: string): boolean {
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  const expected = Buffer.from(secret);
  // timingSafeEqual needs equal lengths; on a length mismatch it compares the secret with itself, so
  // the time taken says nothing about how much of the secret was right.
  const same = timingSafeEqual(given.length === expected.length ? given : expected, expected);
  return same && given.length === expected.length;
}

/**
 * The first onRequest hook: without the proof (or with a forwarded address that is not one) the
 * forwarding headers are dropped, so request.ip is the socket's peer. With it, the web server's one
 * X-Forwarded-For entry is the client (the app trusts exactly one hop). The secret itself is removed
 * so nothing later logs or echoes it.
 */
export function forwardedOnlyFromWebServer(secret: string) {
  return async function webProxyProof(request: FastifyRequest, _reply: FastifyReply) {
    const headers = request.raw.headers;
    const proven = hasWebProxyProof(headers[WEB_PROXY_HEADER], secret);
    delete headers[WEB_PROXY_HEADER];
    request.fromWebServer = proven;
    const forwardedFor = headers['x-forwarded-for'];
    const oneAddress = typeof forwardedFor === 'string' && isIP(forwardedFor.trim()) !== 0;
    if (proven && (forwardedFor === undefined || oneAddress)) return;
    for (const name of FORWARDED) delete headers[name];
  };
}
