import type { PlayerSummary } from '@gameweek/contracts/player';
import { loadEntity } from '../../lib/api.server.ts';
import { getConfig } from '../../lib/config.server.ts';

export interface PlayerDetail {
  player: PlayerSummary & { minutes?: number; stats?: Readonly<Record<string, number>> };
  /** Points per round played so far. */
  history: { round: number; points: number }[];
  /** Price at each round's deadline, tenths. */
  prices: { round: number; price: number }[];
  /** The tenant's sport: which stats the page lists and what its "minutes" count. */
  context: 'soccer' | 'cricket';
}

/** GET /v1/players/{id}: one player with his points per round and price history; unknown, a 404. */
export async function loadPlayer(request: Request, id: string): Promise<PlayerDetail> {
  const [detail, config] = await Promise.all([
    loadEntity<Omit<PlayerDetail, 'context'>>(request, `/v1/players/${encodeURIComponent(id)}`),
    getConfig(request),
  ]);
  return { ...detail, context: config.context };
}
