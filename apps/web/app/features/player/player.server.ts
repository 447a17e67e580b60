import type { PlayerSummary } from '@gameweek/contracts/player';
import { loadEntity } from '../../lib/api.server.ts';

export interface PlayerDetail {
  player: PlayerSummary & { minutes?: number; stats?: Readonly<Record<string, number>> };
  /** Points per round played so far. */
  history: { round: number; points: number }[];
  /** Price at each round's deadline, tenths. */
  prices: { round: number; price: number }[];
}

/** GET /v1/players/{id}: one player with his points per round and price history; unknown, a 404. */
export function loadPlayer(request: Request, id: string): Promise<PlayerDetail> {
  return loadEntity<PlayerDetail>(request, `/v1/players/${encodeURIComponent(id)}`);
}
