import type { TermsPage, TermsResponse } from '@gameweek/contracts/terms';
import { TERM_PAGES } from '@gameweek/contracts/terms';
import type { LanguageCode } from '@gameweek/i18n/languages';
import { data } from 'react-router';
import { serverCall } from '../../lib/api.server.ts';
import { normaliseError } from '../../lib/api-error.ts';
import { contentLocale } from '../../lib/content-locale.server.ts';
import { sanitize } from '../../lib/sanitize.server.ts';

export interface TermsView {
  page: TermsPage;
  /**
   * The language the operator's text is written in: the API falls back to its default language for
   * a page it has no text for in the requested one (the demo's term pages are English only).
   */
  locale: LanguageCode;
  title: string;
  /** sanitised HTML */
  content: string;
  /** The operator's text under the page (sanitised HTML; '' for none). */
  pageFooter: string;
}

export function isTermPage(v: string | undefined): v is (typeof TERM_PAGES)[number] {
  return !!v && (TERM_PAGES as readonly string[]).includes(v);
}

/** GET /v1/terms/{page} in the page's language; an unknown page is a 404. */
export async function loadTerms(request: Request, page: TermsPage): Promise<TermsView> {
  const locale = contentLocale(request);
  try {
    const res = await serverCall<TermsResponse>(request, `/v1/terms/${page}`, {
      query: { locale },
      withToken: false,
    });
    return {
      page: res.page,
      locale: res.locale,
      title: res.title,
      content: sanitize(res.content),
      pageFooter: sanitize(res.page_footer),
    };
  } catch (e) {
    const status = normaliseError(e).statusCode;
    throw data(null, { status: status === 404 ? 404 : 502 });
  }
}

/**
 * The /public/… and /welcome/… footer-link variants: the path after the prefix names a term page
 * (directly, or as terms/<page>), the terms-and-conditions page or the unsubscribed page.
 */
export type PrefixedTarget = { kind: 'terms'; page: TermsPage } | { kind: 'unsubscribed' } | null;

export function resolvePrefixed(splat: string): PrefixedTarget {
  const path = splat.replace(/^\/+|\/+$/g, '');
  const name = path.startsWith('terms/') ? path.slice('terms/'.length) : path;
  if (name === 'terms-conditions') return { kind: 'terms', page: 'termsAndConditions' };
  if (name === 'unsubscribed') return { kind: 'unsubscribed' };
  if (isTermPage(name)) return { kind: 'terms', page: name };
  return null;
}
