import type { UserTeamResponse } from '@gameweek/contracts/user';
import { serverCall } from '../../lib/api.server.ts';

/** GET /v1/user: the squad for the next round. */
export function loadMyTeam(request: Request): Promise<UserTeamResponse> {
  return serverCall<UserTeamResponse>(request, '/v1/user');
}
