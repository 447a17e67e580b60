import type { GamesResponse } from '@gameweek/contracts/leagues';
import type { TermsPage, TermsResponse } from '@gameweek/contracts/terms';
import { getHost, serverCall } from './api.server.ts';

/**
 * Data several loaders of one page render need, fetched once (ADR 0016):
 * - GET /v1/user/games once per request: the shell (switcher, menu) and the leaderboard loader run
 *   in parallel for the same request and share the call.
 * - GET /v1/terms/{page} once per tenant, page and language for TERMS_TTL_MS: terms, footer and menu
 *   titles are tenant content, the same for every visitor, and the shell shows up to four of them on
 *   every signed-in page. A failure is not remembered.
 */
const gamesPerRequest = new WeakMap<Request, Promise<GamesResponse>>();

export function getGames(request: Request): Promise<GamesResponse> {
  let p = gamesPerRequest.get(request);
  if (!p) {
    p = serverCall<GamesResponse>(request, '/v1/user/games');
    gamesPerRequest.set(request, p);
  }
  return p;
}

export const TERMS_TTL_MS = 60_000;
const termsCache = new Map<string, { value: Promise<TermsResponse>; expires: number }>();

export function getTerms(
  request: Request,
  page: TermsPage,
  locale: string,
  now = Date.now(),
): Promise<TermsResponse> {
  const key = `${getHost(request)}\n${page}\n${locale}`;
  const hit = termsCache.get(key);
  if (hit && hit.expires > now) return hit.value;
  const value = serverCall<TermsResponse>(request, `/v1/terms/${page}`, {
    query: { locale },
    withToken: false,
  });
  const entry = { value, expires: now + TERMS_TTL_MS };
  termsCache.set(key, entry);
  value.catch(() => {
    if (termsCache.get(key) === entry) termsCache.delete(key);
  });
  // Bounded: hosts come from request headers.
  if (termsCache.size > 1000) {
    const oldest = termsCache.keys().next().value;
    if (oldest !== undefined) termsCache.delete(oldest);
  }
  return value;
}

/**
 * An editor changed terms or the footer in a language (ADR 0051; the API's tenant changes say so,
 * ADR 0059): the copies in that language are dropped on every host, so the next page reads the new
 * text. Every host: a tenant answers on several names.
 */
export function forgetTerms(locale: string | null): void {
  for (const key of [...termsCache.keys()]) {
    if (locale === null || key.endsWith(`\n${locale}`)) termsCache.delete(key);
  }
}
