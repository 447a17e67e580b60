import { IdSchema } from '@gameweek/contracts/common';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { QuickPicksResponseSchema } from '@gameweek/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/app/request-context.ts';

const QuickPicksBodySchema = z
  .object({
    keep: z.array(IdSchema).max(15).default([]).describe('players to keep when they fit'),
  })
  .default({ keep: [] });

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** POST /v1/user/quick-picks: a suggested valid squad (not saved); the client shows it for review. */
const quickPicksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post('/user/quick-picks', {
    schema: {
      tags: ['user'],
      summary: 'A valid squad that keeps the given players when it can (not saved)',
      security: [{ bearer: [] }],
      body: QuickPicksBodySchema,
      response: { 200: QuickPicksResponseSchema, ...errors },
    },
    handler: (request) => {
      currentUser(request);
      return app.services.quickPicks.suggest(request.tenantCtx, request.body?.keep ?? []);
    },
  });
};

export default quickPicksRoutes;
