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
  // Both calls start at once (the config is usually the root loader's, shared per request), but an
  // unknown player is the not-found page whichever answer arrives first.
  const config = getConfig(request);
  config.catch(() => {});
  const path = `/v1/players/${encodeURIComponent(id)}`;
  const detail = await loadEntity<Omit<PlayerDetail, 'context'>>(request, path);
  return { ...detail, context: (await config).context };
}
