import type { PlayerDetailResponse, PlayersResponse } from '@gameweek/contracts/players';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import type { PlayerStatsRepository } from '../repositories/player-stats-repository.ts';
import type { PlayerCatalogue } from './player-catalogue.ts';

/** Season totals change only when the clock scores fixtures: kept per season for a while. */
const TOTALS_TTL_MS = 30_000;

type Totals = Map<number, Record<string, number>>;

/**
 * GET /v1/players and /v1/players/{id}: the catalogue (prices, points, form, selected-by) with each
 * player's stat totals, and one player's points per round and price history.
 */
export class PlayerStatsService {
  // Per season of a real tenant (the same for every viewer); capped all the same (issue 17: no
  // cache without a bound). Cleared when a round's scores change (plugins/app/services.ts).
  private readonly totalsCache = new LRUCache<number, { at: number; value: Promise<Totals> }>({
    max: 200,
  });

  constructor(
    private readonly stats: PlayerStatsRepository,
    private readonly catalogue: PlayerCatalogue,
    private readonly clock: () => Date,
  ) {}

  invalidate(): void {
    this.totalsCache.clear();
  }

  async list(tenantId: number, seasonId: number): Promise<PlayersResponse> {
    const [catalogue, sums] = await Promise.all([
      this.catalogue.get(tenantId, seasonId),
      this.totals(seasonId),
    ]);
    return {
      players: [...catalogue.players.values()].map(
        ({ record: _r, history: _h, minutes, ...p }) => ({
          ...p,
          minutes,
          stats: sums.get(p.id) ?? {},
        }),
      ),
    };
  }

  async detail(
    tenantId: number,
    seasonId: number,
    playerId: number,
  ): Promise<PlayerDetailResponse> {
    const [catalogue, sums] = await Promise.all([
      this.catalogue.get(tenantId, seasonId),
      this.totals(seasonId),
    ]);
    const p = catalogue.players.get(playerId);
    if (!p) throw new AppError('NOT_FOUND', 'No such player in this season');
    const { record: _r, history, minutes, ...summary } = p;
    const prices = await this.stats.priceHistory(p.id, this.clock());
    return {
      player: { ...summary, minutes, stats: sums.get(p.id) ?? {} },
      history: [...history]
        .sort((a, b) => a[0] - b[0])
        .map(([round, points]) => ({ round, points })),
      prices,
    };
  }

  private totals(seasonId: number): Promise<Totals> {
    const hit = this.totalsCache.get(seasonId);
    if (hit && Date.now() - hit.at < TOTALS_TTL_MS) return hit.value;
    const value = this.stats.seasonTotals(seasonId);
    this.totalsCache.set(seasonId, { at: Date.now(), value });
    value.catch(() => this.totalsCache.delete(seasonId));
    return value;
  }
}
