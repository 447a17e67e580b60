import type { PlayerSummary } from '@gameweek/contracts/player';
import { serverCall } from '../../lib/api.server.ts';

export interface PlayersList {
  players: PlayerSummary[];
}

/** GET /v1/players: every player of the season with price, form, points and selected-by. */
export function loadPlayers(request: Request): Promise<PlayersList> {
  return serverCall<PlayersList>(request, '/v1/players');
}
