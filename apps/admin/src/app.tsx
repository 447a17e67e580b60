import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConsoleApiError } from './lib/api.ts';
import { createI18n, initialLanguage } from './lib/i18n.ts';
import { ME_KEY } from './lib/session.ts';
import { applyTheme, fetchTenant } from './lib/tenant.ts';
import { routes } from './routes.tsx';

/**
 * A console call answered 401 after sign-in: the session ended (disabled, two-factor reset, signed
 * out elsewhere, expired). Asking who is signed in again sends the shell to the sign-in page at once.
 * The sign-in page's own 401s (wrong password, code needed) happen where no `me` is held.
 */
function onSessionEnded(error: unknown, key?: readonly unknown[]): void {
  if (!(error instanceof ConsoleApiError) || error.status !== 401) return;
  if (key?.[0] === ME_KEY[0] || !queryClient.getQueryData(ME_KEY)) return;
  void queryClient.invalidateQueries({ queryKey: ME_KEY });
}

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onSessionEnded(error, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (error) => onSessionEnded(error) }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

const router = createBrowserRouter(routes, { basename: '/admin' });

/** The tenant first (theme and default language), then the console in the staff member's language. */
function Localised() {
  const tenant = useQuery({ queryKey: ['tenant'], queryFn: fetchTenant, staleTime: Infinity });
  const [i18n, setI18n] = useState<I18n | null>(null);
  useEffect(() => {
    if (tenant.isPending) return;
    applyTheme(tenant.data);
    if (i18n) return;
    let cancelled = false;
    void createI18n(initialLanguage(tenant.data?.languages?.selected)).then((created) => {
      if (!cancelled) setI18n(created);
    });
    return () => {
      cancelled = true;
    };
  }, [tenant.isPending, tenant.data, i18n]);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Localised />
    </QueryClientProvider>
  );
}
