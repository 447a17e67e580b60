import { useQuery } from '@tanstack/react-query';
import { browserCall } from '../../lib/http.ts';
import { isHydrating } from '../../lib/hydration.ts';
import { useShell } from '../../lib/use-shell.ts';

export const gamesQueryKey = ['user', 'games'] as const;

/**
 * How long the server-rendered list outlives its last observer. The spec's cache time is 0, but
 * Preact subscribes a query's observer in an effect that runs after the first paint, later than the
 * cache's zero-delay garbage collection: with 0 the seeded query was dropped before anyone watched
 * it, and the page fetched the list again right after hydrating.
 */
const SEEDED_GC_MS = 5_000;

/**
 * GET /v1/user/games through the browser path. A server-rendered page starts from the list it was
 * rendered with (initial data), so the first paint needs no client fetch; a page reached by client
 * navigation fetches the list.
 */
export function useGames() {
  const { games, signedIn } = useShell();
  const seeded = isHydrating() && games != null;
  return useQuery({
    queryKey: gamesQueryKey,
    queryFn: () => browserCall<unknown>('/v1/user/games'),
    initialData: seeded ? games : undefined,
    ...(seeded ? { gcTime: SEEDED_GC_MS } : {}),
    enabled: signedIn,
  });
}
