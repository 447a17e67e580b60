import { ConfigResponseSchema } from '@gameweek/contracts/config';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', {
    // The shell's call on every signed-in page: session and has-a-team in one statement.
    onRequest: app.identifyWithTeam,
    schema: {
      tags: ['config'],
      summary: 'Tenant, competition, rounds and (when signed in) user for the app shell',
      security: [{ bearer: [] }, {}],
      response: { 200: ConfigResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
    },
    handler: (request) =>
      app.services.config.config(request.tenantCtx, request.user, request.userHasTeam),
  });
};

export default configRoutes;
