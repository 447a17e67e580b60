import type { RoundTeamResponse } from '@gameweek/contracts/round';
import { serverCall } from '../../lib/api.server.ts';

/** GET /v1/user/round/{round}: one's own team and points for a round number. */
export function loadOwnRound(request: Request, round: string): Promise<RoundTeamResponse> {
  return serverCall<RoundTeamResponse>(request, `/v1/user/round/${encodeURIComponent(round)}`);
}

/** GET /v1/user/{id}/round/{roundId}: another manager's round (after the deadline). */
export function loadManagerRound(
  request: Request,
  userId: string,
  roundId: string,
): Promise<RoundTeamResponse> {
  return serverCall<RoundTeamResponse>(
    request,
    `/v1/user/${encodeURIComponent(userId)}/round/${encodeURIComponent(roundId)}`,
  );
}
