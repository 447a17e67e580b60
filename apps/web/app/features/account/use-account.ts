import type { UserTeamResponse } from '@gameweek/contracts/user';
import { useQuery } from '@tanstack/react-query';
import { browserCall } from '../../lib/http.ts';

export const accountQueryKey = ['user'] as const;

/**
 * The account routes skip the app-config load (lib/route-access.ts): they read the user through the
 * browser path, GET /v1/user, and a dead session meets the failed-request handler's 401 flow.
 */
export function useAccount() {
  return useQuery({
    queryKey: accountQueryKey,
    queryFn: () => browserCall<UserTeamResponse>('/v1/user'),
    select: (res) => res.user,
  });
}
