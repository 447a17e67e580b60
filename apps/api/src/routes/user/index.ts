import { ErrorResponseSchema } from '@gameweek/contracts/error';
import {
  PreferencesBodySchema,
  PreferencesResponseSchema,
  SaveTeamBodySchema,
  UserTeamResponseSchema,
} from '@gameweek/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/app/request-context.ts';
import { selectedLanguage } from '../../services/config-service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/user', {
    schema: {
      tags: ['user'],
      summary: 'The squad for the next round with prices, bank, free transfers and chips',
      security: [{ bearer: [] }],
      response: { 200: UserTeamResponseSchema, ...errors },
    },
    handler: (request) => app.services.team.get(currentUser(request), request.tenantCtx),
  });

  app.post('/user', {
    schema: {
      tags: ['user'],
      summary:
        'Save the squad, lineup, captaincy and chip for the next round (idempotent with Idempotency-Key)',
      security: [{ bearer: [] }],
      headers: IdempotencyHeadersSchema,
      body: SaveTeamBodySchema,
      response: { 200: UserTeamResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const result = await app.services.team.save(
        currentUser(request),
        request.tenantCtx,
        request.body,
        request.headers['idempotency-key'],
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      if (result.status === 200)
        app.metrics.teamSaves.inc({ outcome: result.replayed ? 'replayed' : 'saved' });
      return reply.status(result.status).send(result.body);
    },
  });

  app.post('/user/preferences', {
    schema: {
      tags: ['user'],
      summary: 'Change the language',
      security: [{ bearer: [] }],
      body: PreferencesBodySchema,
      response: { 200: PreferencesResponseSchema, ...errors },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const { language } = request.body;
      await app.services.preferences.setLanguage(request.tenantCtx, user.userId, language);
      return { language: selectedLanguage(request.tenantCtx, language) };
    },
  });
};

export default userRoutes;
