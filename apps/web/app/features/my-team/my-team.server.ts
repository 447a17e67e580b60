import type { PlayerSummary } from '@gameweek/contracts/player';
import type { UserTeamResponse } from '@gameweek/contracts/user';
import { serverCall } from '../../lib/api.server.ts';

export interface MyTeamData {
  team: UserTeamResponse;
  players: PlayerSummary[];
}

/** GET /v1/user (the squad for the next round) and GET /v1/players (the market), in parallel. */
export async function loadMyTeam(request: Request): Promise<MyTeamData> {
  const [team, list] = await Promise.all([
    serverCall<UserTeamResponse>(request, '/v1/user'),
    serverCall<{ players: PlayerSummary[] }>(request, '/v1/players'),
  ]);
  return { team, players: list.players };
}
