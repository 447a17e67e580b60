import { IdParamSchema } from '@gameweek/contracts/common';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { PlayerDetailResponseSchema, PlayersResponseSchema } from '@gameweek/contracts/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { PlayerStatsRepository } from './player-stats-repository.ts';

/** Season totals change only when the clock scores fixtures: keep them per season for a while. */
const TOTALS_TTL_MS = 30_000;

const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = new PlayerStatsRepository(app.db);
  // Per season of a real tenant; capped all the same (issue 17: no cache without a bound).
  const cache = new LRUCache<
    number,
    { at: number; value: Promise<Map<number, Record<string, number>>> }
  >({ max: 200 });
  const totals = (seasonId: number) => {
    const hit = cache.get(seasonId);
    if (hit && Date.now() - hit.at < TOTALS_TTL_MS) return hit.value;
    const value = repo.seasonTotals(seasonId);
    cache.set(seasonId, { at: Date.now(), value });
    value.catch(() => cache.delete(seasonId));
    return value;
  };
  const seasonOf = (ctx: { season: { seasonId: number } | null }) => {
    if (!ctx.season) throw new AppError('NO_OPEN_ROUND', 'This service has no season configured');
    return ctx.season.seasonId;
  };

  app.get('/players', {
    schema: {
      tags: ['players'],
      summary: 'Every player of the season with price, form, points, selected-by and stat totals',
      response: { 200: PlayersResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
    },
    handler: async (request) => {
      const ctx = request.tenantCtx;
      const seasonId = seasonOf(ctx);
      const [catalogue, sums] = await Promise.all([
        app.services.catalogue.get(ctx.tenant.id, seasonId),
        totals(seasonId),
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
    },
  });

  app.get('/players/:id', {
    schema: {
      tags: ['players'],
      summary: 'One player with points per round and price history',
      params: z.object({ id: IdParamSchema }),
      response: {
        200: PlayerDetailResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
      },
    },
    handler: async (request) => {
      const ctx = request.tenantCtx;
      const seasonId = seasonOf(ctx);
      const [catalogue, sums] = await Promise.all([
        app.services.catalogue.get(ctx.tenant.id, seasonId),
        totals(seasonId),
      ]);
      const p = catalogue.players.get(request.params.id);
      if (!p) throw new AppError('NOT_FOUND', 'No such player in this season');
      const { record: _r, history, minutes, ...summary } = p;
      const prices = await repo.priceHistory(p.id, app.services.clock());
      return {
        player: { ...summary, minutes, stats: sums.get(p.id) ?? {} },
        history: [...history]
          .sort((a, b) => a[0] - b[0])
          .map(([round, points]) => ({ round, points })),
        prices,
      };
    },
  });
};

export default playersRoutes;
