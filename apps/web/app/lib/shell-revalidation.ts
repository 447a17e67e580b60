import { routeClass } from './route-access.ts';

export interface ShellRevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

/**
 * Whether the root's shell data (config, games, terms) must be loaded again on a client navigation.
 * It depends on the kind of route (public, skip-load, app) and on the user, never on the exact page
 * or its query, so it is reloaded:
 * - after any action (a non-GET form: the user, the language or the team may have changed);
 * - when the kind of route changes;
 * - when the same address is revalidated on purpose (live updates refresh the header's points).
 * A new query on the same page (statistics' sort, filter and "show more") and a link to another
 * page of the same kind keep it: three API calls saved on every step.
 */
export function shellNeedsReload({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShellRevalidationArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return true;
  if (routeClass(currentUrl.pathname) !== routeClass(nextUrl.pathname)) return true;
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
}
