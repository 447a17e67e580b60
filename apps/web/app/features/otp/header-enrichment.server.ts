import type { TokenResponse } from '@gameweek/contracts/auth';
import { redirect } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { tokenCookie } from '../../lib/api-proxy.server.ts';
import { afterSignIn } from './after-sign-in.ts';

/** What an operator's gateway adds to requests from its network (apps/operator-sandbox/README.md). */
export const ENRICHMENT_HEADERS = ['x-msisdn', 'x-msisdn-timestamp', 'x-msisdn-signature'] as const;

interface EnrichmentResponse {
  identified: boolean;
  session?: TokenResponse;
  redirect?: string;
}

export function hasEnrichment(request: Request): boolean {
  return request.headers.has('x-msisdn');
}

/**
 * Passes the gateway's signed number to POST /auth/header-enrichment. The API checks the signature
 * and that this server is a trusted peer; the web server judges nothing itself. A sign-in answers the
 * redirect (with the session cookie); anything else answers null and the caller falls back.
 */
export async function tryHeaderEnrichment(request: Request): Promise<Response | null> {
  if (!hasEnrichment(request)) return null;
  const headers: Record<string, string> = {};
  for (const name of ENRICHMENT_HEADERS) {
    const v = request.headers.get(name);
    if (v) headers[name] = v;
  }
  try {
    const res = await serverCall<EnrichmentResponse>(request, '/auth/header-enrichment', {
      method: 'POST',
      headers,
      withToken: false,
    });
    if (!res.identified || !res.session) return null;
    return redirect(afterSignIn(res.session.user.status), {
      headers: { 'set-cookie': tokenCookie(res.session.token, res.session.expires_at) },
    });
  } catch {
    return null;
  }
}
