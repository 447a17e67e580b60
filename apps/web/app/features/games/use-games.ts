import { useQuery } from '@tanstack/react-query';
import { browserCall } from '../../lib/http.ts';
import { isHydrating } from '../../lib/hydration.ts';
import { useShell } from '../../lib/use-shell.ts';

export const gamesQueryKey = ['user', 'games'] as const;

/**
 * GET /v1/user/games through the browser path. A server-rendered page starts from the list it was
 * rendered with (initial data), so the first paint needs no client fetch; a page reached by client
 * navigation fetches the list.
 */
export function useGames() {
  const { games, signedIn } = useShell();
  return useQuery({
    queryKey: gamesQueryKey,
    queryFn: () => browserCall<unknown>('/v1/user/games'),
    initialData: isHydrating() ? (games ?? undefined) : undefined,
    enabled: signedIn,
  });
}
