import { ErrorResponseSchema } from '@gameweek/contracts/error';
import {
  CreateLeagueBodySchema,
  JoinLeagueBodySchema,
  LeaderboardQuerySchema,
  LeaderboardResponseSchema,
  LeagueParamsSchema,
  LeagueResponseSchema,
} from '@gameweek/contracts/leagues';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/app/request-context.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const security = [{ bearer: [] }];

/** Leagues: create, join by invite code, leave, read with standings (and H2H fixtures/results). */
const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/leagues', {
    schema: {
      tags: ['leagues'],
      summary: 'Create a classic or head-to-head league',
      security,
      body: CreateLeagueBodySchema,
      response: { 201: LeagueResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const league = await app.services.leagues.create(
        request.tenantCtx,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send(league);
    },
  });

  app.post('/leagues/join', {
    schema: {
      tags: ['leagues'],
      summary: 'Join a league by its invite code',
      security,
      body: JoinLeagueBodySchema,
      response: { 200: LeagueResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.leagues.join(request.tenantCtx, currentUser(request), request.body.code),
  });

  app.get('/leagues/:id', {
    schema: {
      tags: ['leagues'],
      summary: 'A league with its standings page (keyset cursor) and H2H matches',
      security,
      params: LeagueParamsSchema,
      querystring: LeaderboardQuerySchema,
      response: { 200: LeagueResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.leagues.detail(
        request.tenantCtx,
        currentUser(request),
        request.params.id,
        request.query.cursor,
        request.query.limit,
      ),
  });

  app.get('/leagues/:id/standings', {
    schema: {
      tags: ['leagues'],
      summary: 'A page of a league leaderboard with the caller’s own row',
      security,
      params: LeagueParamsSchema,
      querystring: LeaderboardQuerySchema,
      response: { 200: LeaderboardResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.leagues.standingsOf(
        request.tenantCtx,
        currentUser(request),
        request.params.id,
        request.query.cursor,
        request.query.limit,
      ),
  });

  app.delete('/leagues/:id/membership', {
    schema: {
      tags: ['leagues'],
      summary: 'Leave a league (not the overall one)',
      security,
      params: LeagueParamsSchema,
      response: { 204: z.null().describe('No Content'), ...errors },
    },
    handler: async (request, reply) => {
      await app.services.leagues.leave(request.tenantCtx, currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  });
};

/**
 * The overall leaderboard is public: a guest and a signed-in manager without a team can read the
 * standings too (issue 18); a manager with a team gets his own row. A plugin of its own because every
 * other league route requires a signed-in user.
 */
export const overallLeaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.identify);

  app.get('/leaderboard', {
    schema: {
      tags: ['leagues'],
      summary:
        'The tenant-wide leaderboard (keyset-paginated), public; a signed-in caller also gets his own row',
      security: [{}, { bearer: [] }],
      querystring: LeaderboardQuerySchema,
      response: { 200: LeaderboardResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.leagues.overall(
        request.tenantCtx,
        request.user,
        request.query.cursor,
        request.query.limit,
        undefined,
        request.query.season,
      ),
  });
};

export default leagueRoutes;
