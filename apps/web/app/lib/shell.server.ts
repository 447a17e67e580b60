import {
  CLASSIC_CLASHES_FORMAT,
  type ConfigResponse,
  defaultGameMoney,
  type GameMoney,
} from '@gameweek/contracts/config';
import type { Footer, TermsPage } from '@gameweek/contracts/terms';
import { accessLevelOf } from '@gameweek/contracts/user-status';
import {
  baseLanguage,
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
  PSEUDO_LOCALE,
  type RenderLanguage,
} from '@gameweek/i18n/languages';
import { themeCss } from '@gameweek/themes/css';
import { APP_VERSION } from '@gameweek/themes/layout';
import type { HomeSection } from '@gameweek/themes/sections';
import { isThemeId, resolveTheme, type Theme } from '@gameweek/themes/themes';
import { redirect } from 'react-router';
import { getHost, getToken } from './api.server.ts';
import { isApiFailure, normaliseError } from './api-error.ts';
import { getConfig } from './config.server.ts';
import { LANGUAGE_COOKIE, readCookie, serialiseCookie, TOKEN_COOKIE } from './cookies.ts';
import { env } from './env.server.ts';
import { RESOURCES_VERSION } from './i18n-source.server.ts';
import { isDeadlinePassed, isStatisticsVisible } from './round.ts';
import {
  accessRedirect,
  homeTarget,
  isSignedIn,
  layoutTermsPages,
  type RouteClass,
  routeClass,
} from './route-access.ts';
import { safeReturnPath } from './safe-return-path.ts';
import { sanitize } from './sanitize.server.ts';
import { getGames, getTerms } from './shared-data.server.ts';
import {
  lookupTenant,
  rememberTenant,
  type TenantInfo,
  tenantFromConfig,
  tenantGeneration,
} from './tenant.server.ts';

export interface SafeFooter {
  links: Footer['links'];
  externalLinks: Footer['external_links'];
  /** sanitised HTML */
  text: string;
  hotline: string;
  /** sanitised HTML */
  optinFooter: string;
}

export interface ShellData {
  routeClass: RouteClass;
  theme: Theme;
  themeCss: string;
  faviconHref: string;
  lang: RenderLanguage;
  dir: 'ltr' | 'rtl';
  /** Version of the texts; the page inlines its language's, another is fetched from /locales/:lang?v=. */
  i18nVersion: string;
  languages: { code: LanguageCode; name: string }[];
  productName: string;
  /** The operator's uploaded logo, else the theme's (ADR 0052). */
  logoSrc: string;
  /** The home sections in the operator's order, else the theme's. */
  homeSections: readonly HomeSection[];
  /** The operator's consent text in the page's language; null: the app's own. */
  consentText: string | null;
  /** The tenant's sport, on public pages too (their shell has no app config): how rounds are named. */
  sport: ConfigResponse['context'];
  config: ConfigResponse | null;
  accessLevel: 'full' | 'partial' | 'restricted';
  signedIn: boolean;
  hasToken: boolean;
  homeHref: '/home' | '/guest';
  showStatistics: boolean;
  prizes: boolean;
  /** The tenant offers /free-sign-up. */
  freeSignUp: boolean;
  /** The tenant's game-money convention (£7.5m, 8.5 credits), the sport's where unknown. */
  money: GameMoney;
  nextRound: ConfigResponse['competition']['season']['rounds']['next'];
  deadlinePassed: boolean;
  hasTeam: boolean;
  footer: SafeFooter | null;
  /** The language the footer is written in (the API's default one where the operator has none in the page's). */
  footerLocale: LanguageCode | null;
  /**
   * Titles of the account, opt-in and unsubscribe terms, requested on non-public layouts only, with
   * the language each is written in (the API's default one where the operator has none in the page's).
   */
  menuTerms: { page: TermsPage; title: string; locale: LanguageCode }[];
  /** The games list the page was rendered with; the client query starts from it. */
  games: unknown;
  analytics: { containerId: string; consentManagement: boolean; regulation: 'gdpr' } | null;
  consent: 'granted' | 'denied' | null;
}

const DOMAIN_PAGES = new Set(['/domain_404', '/domain_500']);

function pickLanguage(
  request: Request,
  tenant: TenantInfo | null,
  config: ConfigResponse | null,
): RenderLanguage {
  const offered = tenant?.languages.list.map((l) => l.code);
  const allowed = (c: unknown): c is LanguageCode =>
    isLanguageCode(c) && (!offered || offered.length === 0 || offered.includes(c));
  const fromCookie = readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE);
  if (allowed(fromCookie)) return fromCookie;
  // The page sweep's pseudo-locale, on a test server only (env.server.ts pseudoLocale).
  if (fromCookie === PSEUDO_LOCALE && env.pseudoLocale) return PSEUDO_LOCALE;
  const fromConfig = config?.service.config.languages.selected;
  if (allowed(fromConfig)) return fromConfig;
  const fromTenant = tenant?.languages.selected;
  if (allowed(fromTenant)) return fromTenant;
  return 'en';
}

/** Sanitising is the costly part of the footer: done once per (cached) terms answer. */
const footers = new WeakMap<Footer, SafeFooter>();

function toFooter(f: Footer): SafeFooter {
  let safe = footers.get(f);
  if (!safe) {
    safe = sanitiseFooter(f);
    footers.set(f, safe);
  }
  return safe;
}

function sanitiseFooter(f: Footer): SafeFooter {
  return {
    links: f.links,
    externalLinks: f.external_links,
    text: sanitize(f.text),
    hotline: f.hotline.text,
    optinFooter: sanitize(f.optin_footer),
  };
}

async function optional<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (isApiFailure(e)) return null;
    throw e;
  }
}

function clearTokenAndGo(to: string): never {
  throw redirect(to, {
    headers: { 'set-cookie': serialiseCookie(TOKEN_COOKIE, '', { maxAge: 0 }) },
  });
}

/**
 * The root loader. `url` is the page's normalised URL (the loader's `url` argument: no `.data`
 * suffix on client navigations); `params` tells whether the catch-all route matched (an unknown
 * path): that page is a public 404, not a signed-in route.
 */
export async function loadShell(
  request: Request,
  url: URL,
  params: Record<string, string | undefined> = {},
): Promise<ShellData> {
  const unknownPath = params['*'] !== undefined && !/^\/(public|welcome)\//.test(url.pathname);
  const cls: RouteClass = unknownPath ? 'public' : routeClass(url.pathname);
  const host = getHost(request);
  const token = getToken(request);

  let tenant: TenantInfo | null = null;
  if (!DOMAIN_PAGES.has(url.pathname)) {
    const found = await lookupTenant(request, host);
    if (!found.ok) throw redirect(found.status === 404 ? '/domain_404' : '/domain_500');
    tenant = found.tenant;
  }

  let config: ConfigResponse | null = null;
  const wantsGames = cls === 'app' && !!token;
  const gamesCall = wantsGames ? optional(getGames(request)) : null;
  if (cls === 'app') {
    const since = tenantGeneration();
    try {
      config = await getConfig(request);
    } catch (e) {
      if (!isApiFailure(e)) throw e;
      const err = normaliseError(e);
      if (err.statusCode === 401) clearTokenAndGo(safeReturnPath(err.redirect, '/'));
      if (err.statusCode === 403) throw redirect(safeReturnPath(err.redirect, '/'));
      throw redirect('/domain_500');
    }
    tenant = tenantFromConfig(config);
    // A signed-in user's config names that user's language as the selected one: kept per host, it
    // became every later visitor's language (a guest's page in another user's Urdu). Only a guest's
    // config says what the tenant is for everyone.
    if (!config.user) rememberTenant(host, tenant, Date.now(), since);
  }

  const accessLevel = config?.user ? accessLevelOf(config.user.status) : 'restricted';
  const to = unknownPath
    ? null
    : accessRedirect({ pathname: url.pathname, accessLevel, hasToken: !!token });
  if (to) throw redirect(to);

  const lang = pickLanguage(request, tenant, config);
  const termsPages: TermsPage[] = layoutTermsPages(cls);
  const terms = tenant
    ? await Promise.all(
        termsPages.map((page) => optional(getTerms(request, page, baseLanguage(lang)))),
      )
    : [];
  const games = gamesCall && isSignedIn(accessLevel) ? await gamesCall : null;

  const theme = resolveTheme(
    tenant ? { theme_id: tenant.themeId, custom: tenant.custom } : null,
    tenant?.context ?? 'soccer',
  );
  const faviconId = tenant && isThemeId(tenant.faviconId) ? tenant.faviconId : theme.id;
  const nextRound = config?.competition.season.rounds.next ?? null;
  const consentCookie = readCookie(request.headers.get('cookie'), 'consent');
  const tc = terms[0];

  return {
    routeClass: cls,
    theme,
    themeCss: themeCss(theme),
    faviconHref: `/favicons/${faviconId}.svg?v=${APP_VERSION}`,
    lang,
    dir: LANGUAGES[baseLanguage(lang)].dir,
    i18nVersion: RESOURCES_VERSION,
    languages: (tenant?.languages.list ?? [])
      .filter((l) => isLanguageCode(l.code))
      .map((l) => ({ code: l.code, name: LANGUAGES[l.code].nativeName })),
    productName: tenant?.brand.product_name ?? theme.productName,
    logoSrc: tenant?.brand.logo_url ?? theme.assets.logo,
    homeSections: tenant?.brand.home_sections ?? theme.homeSections,
    consentText: tenant?.brand.consent_text[baseLanguage(lang)] ?? null,
    sport: tenant?.context ?? 'soccer',
    config,
    accessLevel,
    signedIn: isSignedIn(accessLevel),
    hasToken: !!token,
    homeHref: homeTarget(accessLevel),
    showStatistics: isStatisticsVisible(config?.competition.format, CLASSIC_CLASHES_FORMAT),
    prizes: tenant?.prizes ?? false,
    freeSignUp: tenant?.freeSignUp ?? false,
    money: tenant?.money ?? defaultGameMoney(tenant?.context ?? 'soccer'),
    nextRound,
    deadlinePassed: isDeadlinePassed(nextRound),
    hasTeam: config?.user?.has_team ?? false,
    footer: tc ? toFooter(tc.footer) : null,
    footerLocale: tc?.locale ?? null,
    menuTerms: terms
      .slice(1)
      .flatMap((t) => (t ? [{ page: t.page, title: t.title, locale: t.locale }] : [])),
    games,
    analytics: tenant?.analyticsId
      ? {
          containerId: tenant.analyticsId,
          consentManagement: tenant.consentManagement,
          regulation: 'gdpr',
        }
      : null,
    consent: consentCookie === 'granted' || consentCookie === 'denied' ? consentCookie : null,
  };
}
