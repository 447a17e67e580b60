import { IdParamSchema } from '@gameweek/contracts/common';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { PlayerDetailResponseSchema, PlayersResponseSchema } from '@gameweek/contracts/players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';

const playersRoutes: FastifyPluginAsyncZod = async (app) => {
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
    handler: (request) =>
      app.services.playerStats.list(request.tenantCtx.tenant.id, seasonOf(request.tenantCtx)),
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
    handler: (request) =>
      app.services.playerStats.detail(
        request.tenantCtx.tenant.id,
        seasonOf(request.tenantCtx),
        request.params.id,
      ),
  });
};

export default playersRoutes;
