import { useMatches } from 'react-router';

/** What a route module may export as `handle` to fill the header. */
export interface RouteHandle {
  /** i18n key of the centred title */
  titleKey?: string;
  /** The points badge ("N Pts") from the route's loader data, when it has one. */
  points?: (loaderData: unknown) => number | null | undefined;
  /** The page formats numbers or dates (lib/intl.ts): Intl is set up before it hydrates. */
  intl?: true;
}

/** Whether one of the matched routes formats numbers or dates (`handle.intl`). */
export function useRouteFormatsNumbers(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.intl === true);
}

export function useRouteHeader(): { titleKey: string | undefined; points: number | null } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i];
    const handle = m?.handle as RouteHandle | undefined;
    if (handle?.titleKey) {
      const points = handle.points?.(m?.loaderData) ?? null;
      return { titleKey: handle.titleKey, points };
    }
  }
  return { titleKey: undefined, points: null };
}
