import { baseLanguage, PSEUDO_LOCALE } from '@gameweek/i18n/languages';
import { LANGUAGE_COOKIE, readCookie } from './cookies.ts';

/**
 * The language to ask the API for operator content in (terms, prizes, how-to-play extras): the
 * reader's chosen one; the sweep's pseudo-locale reads the English texts. Undefined: the API picks
 * (the signed-in user's language, else the tenant's default).
 */
export function contentLocale(request: Request): string | undefined {
  const chosen = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE);
  return chosen === PSEUDO_LOCALE ? baseLanguage(chosen) : chosen;
}
