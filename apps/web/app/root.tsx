import { tabFontSize } from '@gameweek/i18n/languages';
import { fontFallbackCss, layoutCss } from '@gameweek/themes/css';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import { NavigateContext } from './components/app-link.tsx';
import { AuthOverlay } from './components/auth-overlay.tsx';
import { BottomBar } from './components/bottom-bar.tsx';
import { ClientErrorPage } from './components/client-error-page.tsx';
import { FooterLinks } from './components/footer-links.tsx';
import { Header } from './components/header.tsx';
import { HeroButton } from './components/hero-button.tsx';
import { HydrateLater } from './components/hydrate-later.tsx';
import { InlineStylesheet } from './components/inline-stylesheet.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { AnalyticsConsent } from './features/analytics/analytics-consent.tsx';
import { isNetworkFailure } from './features/offline/network-failure.ts';
import { OfflineNotice } from './features/offline/offline-notice.tsx';
import { registerServiceWorker } from './features/offline/service-worker.ts';
import { createFailedRequestHandler } from './lib/failed-request-handler.ts';
import { fontPreloads, fontStylesheets, languageFontCss } from './lib/fonts.ts';
import { BROWSER_API_BASE, callJson } from './lib/http.ts';
import { noteRootRendered, useMarkHydrated } from './lib/hydration.ts';
import { clientResourceSource, ensureResources } from './lib/i18n-source.client.ts';
import { i18nFor, localesHref, provideResources, RESOURCES_ELEMENT_ID } from './lib/i18n-store.ts';
import { createQueryClient } from './lib/query-client.ts';
import { isHeroVisible } from './lib/round.ts';
import { useRouteFormatsNumbers } from './lib/route-handle.ts';
import { loadShell } from './lib/shell.server.ts';
import { shellNeedsReload } from './lib/shell-revalidation.ts';
import { useOptionalShell } from './lib/use-shell.ts';
import appCss from './styles/index.css?url';

export async function loader({ request, params, url }: Route.LoaderArgs) {
  return loadShell(request, url, params);
}

// The server entry registers the server's texts; in the browser they come from the page itself.
if (typeof document !== 'undefined') provideResources(clientResourceSource);

/** After a language switch the new language's texts are fetched before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await ensureResources(data.lang, data.i18nVersion);
  return data;
}

/** The shell's data is reloaded only when it can have changed (lib/shell-revalidation.ts). */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return shellNeedsReload(args);
}

export const links: Route.LinksFunction = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.productName ?? 'Gameweek' },
  { name: 'description', content: data?.productName ?? 'Gameweek' },
];

/** Keeps the 401 overlay up from the moment it is shown until the next route change completes. */
function useAuthOverlay(): [boolean, () => void] {
  const location = useLocation();
  const navigation = useNavigation();
  const [shownAt, setShownAt] = useState<string | null>(null);
  const keyRef = useRef(location.key);
  keyRef.current = location.key;
  useEffect(() => {
    if (shownAt !== null && navigation.state === 'idle' && location.key !== shownAt)
      setShownAt(null);
  }, [location.key, navigation.state, shownAt]);
  return [shownAt !== null, () => setShownAt(keyRef.current)];
}

function Providers({ children }: { children: ReactNode }) {
  const shell = useOptionalShell();
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const [overlay, showOverlay] = useAuthOverlay();
  const handlerRef = useRef<(e: unknown) => void>(() => {});
  const [queryClient] = useState(() => createQueryClient((e) => handlerRef.current(e)));
  const showOverlayRef = useRef(showOverlay);
  showOverlayRef.current = showOverlay;
  const [handler] = useState(() =>
    createFailedRequestHandler({
      showOverlay: () => showOverlayRef.current(),
      clearQueryCache: () => queryClient.clear(),
      clearToken: () => callJson(`${BROWSER_API_BASE}/auth/clear-token`, { method: 'POST' }),
      navigate: (to) => navigate(to),
      currentPath: () => pathRef.current,
      invalidateQueries: () => void queryClient.invalidateQueries(),
      log: (message, detail) => console.error(message, detail),
    }),
  );
  handlerRef.current = handler;
  const lang = shell?.lang ?? 'en';
  // One i18next instance per language, made once and cached (lib/i18n-store.ts).
  const i18n = shell ? i18nFor(lang) : null;
  useEffect(() => registerServiceWorker(), []);
  useMarkHydrated();
  if (!i18n || !shell)
    return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
  return (
    <NavigateContext.Provider value={navigate}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          {/* The router and the document's head hydrate first, the shell in a task after (ADR 0020). */}
          <HydrateLater>
            <Shell languageLoaded={i18n.isInitialized && i18n.language === shell.lang}>
              {children}
            </Shell>
          </HydrateLater>
          {overlay && <AuthOverlay />}
        </I18nextProvider>
      </QueryClientProvider>
    </NavigateContext.Provider>
  );
}

function Shell({ children, languageLoaded }: { children: ReactNode; languageLoaded: boolean }) {
  const shell = useOptionalShell();
  const { pathname } = useLocation();
  if (!shell) return <>{children}</>;
  const hero = isHeroVisible({ languageLoaded, nextRound: shell.nextRound, pathname });
  return (
    <div className={`app${hero ? ' has-hero' : ''}`}>
      {/* The shell's parts hydrate in tasks of their own, after the router (ADR 0020). */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <OfflineNotice />
      <main id="main" className="content">
        {/* Every page renders one element at its top (a journey checks it): its own slice. */}
        <HydrateLater>{children}</HydrateLater>
        {shell.footer && (
          <HydrateLater>
            <FooterLinks />
          </HydrateLater>
        )}
      </main>
      {hero && <HeroButton hasTeam={shell.hasTeam} />}
      <HydrateLater>
        <BottomBar />
      </HydrateLater>
      <AnalyticsConsent />
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  noteRootRendered();
  // React Router's set-up (its routes, the hydration data, the router) is one task, the document
  // this layout renders the next (ADR 0020).
  return (
    <HydrateLater>
      <Document>{children}</Document>
    </HydrateLater>
  );
}

function Document({ children }: { children: ReactNode }) {
  const shell = useOptionalShell();
  const formatsNumbers = useRouteFormatsNumbers();
  const lang = shell?.lang ?? 'en';
  const css = shell
    ? `${fontFallbackCss(shell.theme)}${layoutCss()}${shell.themeCss}${languageFontCss(shell.lang, shell.theme)}:root{--tab-font-size:${tabFontSize(shell.lang)}px}`
    : '';
  return (
    <html
      lang={lang}
      dir={shell?.dir ?? 'ltr'}
      data-theme={shell?.theme.id ?? 'whiteLabelF5'}
      // The page formats numbers or dates: the client entry sets Intl up before hydrating it.
      data-intl={formatsNumbers ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {shell && <meta name="theme-color" content={shell.theme.colors.header} />}
        {shell && <link rel="icon" type="image/svg+xml" href={shell.faviconHref} />}
        {shell &&
          fontPreloads(shell.theme, shell.lang).map((href) => (
            <link
              key={href}
              rel="preload"
              as="font"
              type="font/woff2"
              crossOrigin="anonymous"
              href={href}
            />
          ))}
        {shell && (
          <link
            id={RESOURCES_ELEMENT_ID}
            rel="preload"
            as="fetch"
            crossOrigin="anonymous"
            href={localesHref(shell.lang, shell.i18nVersion)}
            data-lang={shell.lang}
          />
        )}
        {shell &&
          fontStylesheets(shell.theme).map((href) => <InlineStylesheet key={href} href={href} />)}
        {/* The app's defaults first: the theme's and the language's values below override them. */}
        <InlineStylesheet href={appCss} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: generated from theme data, no user input */}
        {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
        <Meta />
        <Links />
      </head>
      <body>
        <Providers>{children}</Providers>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Loader 404s render the not-found page; anything else (a rendering error) the client error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (typeof navigator !== 'undefined' && isNetworkFailure(error, navigator.onLine))
    return <LoadInFull />;
  if (import.meta.env.DEV) console.error(error);
  return <ClientErrorPage />;
}

/**
 * A client navigation whose data could not be fetched (offline): the address is already the new
 * page's, so loading it in full lets the service worker answer as it does a reload, with the
 * cached page or the offline shell, instead of "Something went wrong".
 */
function LoadInFull() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
