// Leagues (support) and season operations (owners) in the console (ADR 0046).
import {
  CloseLeagueBodySchema,
  LeagueChangeResponseSchema,
  LeagueDetailResponseSchema,
  LeagueIdParamsSchema,
  LeagueMemberParamsSchema,
  LeagueSearchQuerySchema,
  LeagueSearchResponseSchema,
  MoveDeadlineBodySchema,
  MoveDeadlineResponseSchema,
  RemoveMemberBodySchema,
  RemoveMemberResponseSchema,
  RenameLeagueBodySchema,
  RoundIdParamsSchema,
  RoundListResponseSchema,
} from '@gameweek/contracts/admin-game';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/leagues', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'Search the tenant’s leagues by name or invite code',
      security: [{ bearer: [] }],
      querystring: LeagueSearchQuerySchema,
      response: { 200: LeagueSearchResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.gameAdmin.searchLeagues(
        consoleActor(request).tenantId,
        request.query.q,
        request.query.limit,
      ),
  });

  app.get('/leagues/:leagueId', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'A league and its members',
      security: [{ bearer: [] }],
      params: LeagueIdParamsSchema,
      response: { 200: LeagueDetailResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.gameAdmin.league(consoleActor(request).tenantId, request.params.leagueId),
  });

  app.post('/leagues/:leagueId/rename', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'Rename a league (an offensive name), with a reason; its manager is told',
      security: [{ bearer: [] }],
      params: LeagueIdParamsSchema,
      body: RenameLeagueBodySchema,
      response: { 200: LeagueChangeResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.gameAdmin.rename(
        consoleActor(request),
        request.params.leagueId,
        request.body.name,
        request.body.reason,
        consoleActor(request).tenant.tenant.name,
      ),
  });

  app.post('/leagues/:leagueId/close', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary:
        'Close a league: nobody joins any more; members keep their standings; its manager is told',
      security: [{ bearer: [] }],
      params: LeagueIdParamsSchema,
      body: CloseLeagueBodySchema,
      response: { 200: LeagueChangeResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.gameAdmin.close(
        consoleActor(request),
        request.params.leagueId,
        request.body.reason,
        consoleActor(request).tenant.tenant.name,
      ),
  });

  app.post('/leagues/:leagueId/members/:userId/remove', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'Remove a manager’s team from a league; the manager is told by e-mail or SMS',
      security: [{ bearer: [] }],
      params: LeagueMemberParamsSchema,
      body: RemoveMemberBodySchema,
      response: { 200: RemoveMemberResponseSchema, ...errors },
    },
    handler: (request) => {
      const actor = consoleActor(request);
      return app.services.gameAdmin.removeMember(
        actor,
        request.params.leagueId,
        request.params.userId,
        request.body.reason,
        actor.tenant.tenant.name,
      );
    },
  });

  app.get('/rounds', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary: 'The season’s rounds: status, deadline, first kick-off, teams saved in this tenant',
      security: [{ bearer: [] }],
      response: { 200: RoundListResponseSchema, ...errors },
    },
    handler: (request) => {
      const actor = consoleActor(request);
      return app.services.gameAdmin.rounds(actor.tenantId, {
        seasonId: actor.tenant.season?.seasonId ?? null,
        superAdmin: request.staff?.superAdmin === true,
      });
    },
  });

  app.post('/rounds/:roundId/deadline', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'Move a round’s deadline before it locks; the answer says what it does to saved teams and other tenants',
      security: [{ bearer: [] }],
      params: RoundIdParamsSchema,
      body: MoveDeadlineBodySchema,
      response: { 200: MoveDeadlineResponseSchema, ...errors },
    },
    handler: (request) => {
      const actor = consoleActor(request);
      return app.services.gameAdmin.moveDeadline(
        actor,
        {
          seasonId: actor.tenant.season?.seasonId ?? null,
          superAdmin: request.staff?.superAdmin === true,
        },
        request.params.roundId,
        request.body,
      );
    },
  });
};

export default gameRoutes;
