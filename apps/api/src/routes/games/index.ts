import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { GamesResponseSchema, SwitchGameBodySchema } from '@gameweek/contracts/leagues';
import {
  ManagerRoundParamsSchema,
  OwnRoundParamsSchema,
  RoundTeamResponseSchema,
} from '@gameweek/contracts/round';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/app/request-context.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const security = [{ bearer: [] }];

/** The signed-in user's leagues ("games") and round teams. */
const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/user/games', {
    schema: {
      tags: ['user'],
      summary: 'Leagues the user is in, with rank, and the active one',
      security,
      response: { 200: GamesResponseSchema, ...errors },
    },
    handler: (request) => app.services.leagues.games(request.tenantCtx, currentUser(request)),
  });

  app.post('/user/games', {
    schema: {
      tags: ['user'],
      summary: 'Switch the active league',
      security,
      body: SwitchGameBodySchema,
      response: { 200: GamesResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.leagues.switchActive(
        request.tenantCtx,
        currentUser(request),
        request.body.league_id,
      ),
  });

  app.get('/user/round/:round', {
    schema: {
      tags: ['user'],
      summary: 'My team and points for a round number (live while the round is live)',
      security,
      params: OwnRoundParamsSchema,
      response: { 200: RoundTeamResponseSchema, ...errors },
    },
    handler: (request) => {
      const user = currentUser(request);
      return app.services.rounds.team(request.tenantCtx, user.userId, user.userId, {
        number: request.params.round,
      });
    },
  });

  app.get('/user/:id/round/:roundId', {
    schema: {
      tags: ['user'],
      summary: 'A manager’s team and points for a round (others’ picks after the deadline only)',
      security,
      params: ManagerRoundParamsSchema,
      response: { 200: RoundTeamResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.rounds.team(request.tenantCtx, currentUser(request).userId, request.params.id, {
        id: request.params.roundId,
      }),
  });
};

export default gamesRoutes;
