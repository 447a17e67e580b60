import type { UserTeamResponse } from '@gameweek/contracts/user';
import { serverCall } from '../../lib/api.server.ts';

/** The account page reads the user part of GET /v1/user. */
export async function loadAccount(request: Request) {
  const res = await serverCall<UserTeamResponse>(request, '/v1/user');
  return { user: res.user };
}
