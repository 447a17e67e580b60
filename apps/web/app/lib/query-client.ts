import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Query defaults: cache time 0, stale time 0, no retry, no refetch on mount, focus or reconnect,
 * no polling. Failures of any query or mutation go to the one failed-request handler.
 */
export const QUERY_DEFAULTS = {
  gcTime: 0,
  staleTime: 0,
  retry: false,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchInterval: false,
} as const;

export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: false, gcTime: 0 },
    },
  });
}
