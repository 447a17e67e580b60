import { useQuery } from '@tanstack/react-query';
import { browserCall } from '../../lib/http.ts';
import { useShell } from '../../lib/use-shell.ts';

export const gamesQueryKey = ['user', 'games'] as const;

/**
 * GET /v1/user/games through the browser path. It starts from the list the page was rendered with
 * (initial data), so the first paint needs no client fetch.
 */
export function useGames() {
  const { games, signedIn } = useShell();
  return useQuery({
    queryKey: gamesQueryKey,
    queryFn: () => browserCall<unknown>('/v1/user/games'),
    initialData: games ?? undefined,
    enabled: signedIn,
  });
}
