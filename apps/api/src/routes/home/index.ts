import { ErrorResponseSchema } from '@gameweek/contracts/error';
import {
  ClubStandingsResponseSchema,
  ContentResponseSchema,
  FixturesResponseSchema,
  GameweekOverviewSchema,
  LiveMatchesResponseSchema,
  NextFixturesResponseSchema,
  PlayerListResponseSchema,
  RoundQuerySchema,
  TeamOfTheWeekSchema,
  TrendsResponseSchema,
} from '@gameweek/contracts/home';
import { MatchParamsSchema, MatchResponseSchema } from '@gameweek/contracts/match';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/app/request-context.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** Public, per-tenant data of the home sections (guest home included). */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const home = () => app.services.home;

  app.get('/fixtures', {
    schema: {
      tags: ['home'],
      summary: 'Fixtures of a round with the 5-level difficulty rating',
      querystring: RoundQuerySchema,
      response: { 200: FixturesResponseSchema, ...errors },
    },
    handler: (request) => home().fixtures(request.tenantCtx, request.query.round),
  });

  app.get('/fixtures/:fixtureId', {
    schema: {
      tags: ['home'],
      summary: 'One fixture of the season with each side’s line-up as the data feed sent it',
      params: MatchParamsSchema,
      response: { 200: MatchResponseSchema, ...errors },
    },
    handler: (request) => app.services.match.match(request.tenantCtx, request.params.fixtureId),
  });

  app.get('/fixtures/next', {
    schema: {
      tags: ['home'],
      summary:
        "Each club's next three fixtures from the round managers pick for, with their difficulty",
      response: { 200: NextFixturesResponseSchema, ...errors },
    },
    handler: (request) => home().nextFixtures(request.tenantCtx),
  });

  app.get('/standings', {
    schema: {
      tags: ['home'],
      summary: 'The clubs’ table computed from results',
      response: { 200: ClubStandingsResponseSchema, ...errors },
    },
    handler: (request) => home().clubTable(request.tenantCtx),
  });

  app.get('/home/gameweek', {
    schema: {
      tags: ['home'],
      summary: 'Round overview: average, highest, most captained, top player',
      querystring: RoundQuerySchema,
      response: { 200: GameweekOverviewSchema, ...errors },
    },
    handler: (request) => home().gameweek(request.tenantCtx, request.query.round),
  });

  app.get('/home/players-of-the-week', {
    schema: {
      tags: ['home'],
      summary: 'The round’s top five players',
      querystring: RoundQuerySchema,
      response: { 200: PlayerListResponseSchema, ...errors },
    },
    handler: (request) => home().playersOfTheWeek(request.tenantCtx, request.query.round),
  });

  app.get('/home/team-of-the-week', {
    schema: {
      tags: ['home'],
      summary: 'The best valid XI of the round',
      querystring: RoundQuerySchema,
      response: { 200: TeamOfTheWeekSchema, ...errors },
    },
    handler: (request) => home().teamOfTheWeek(request.tenantCtx, request.query.round),
  });

  app.get('/home/top-players', {
    schema: {
      tags: ['home'],
      summary: 'Season top scorers',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
      response: { 200: PlayerListResponseSchema, ...errors },
    },
    handler: (request) => home().topPlayers(request.tenantCtx, request.query.limit),
  });

  app.get('/live/matches', {
    schema: {
      tags: ['live'],
      summary: 'Live (else latest) matches with minute-by-minute commentary from the stats',
      response: { 200: LiveMatchesResponseSchema, ...errors },
    },
    handler: (request) => home().liveMatches(request.tenantCtx),
  });

  for (const kind of ['news', 'videos'] as const) {
    app.get(`/${kind}`, {
      onRequest: app.identify,
      schema: {
        tags: ['home'],
        summary:
          kind === 'news'
            ? 'Tenant news and match reports generated from results'
            : 'Tenant videos',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: ContentResponseSchema, ...errors },
      },
      handler: (request) =>
        home().content(
          request.tenantCtx,
          kind === 'news' ? 'news' : 'video',
          request.user?.language,
          request.query.limit,
        ),
    });
  }

  app.get('/user/trends', {
    onRequest: app.authenticate,
    schema: {
      tags: ['user'],
      summary: 'Selection trends: most selected, most captained, transfers in/out',
      security: [{ bearer: [] }],
      response: { 200: TrendsResponseSchema, ...errors },
    },
    handler: (request) => {
      currentUser(request);
      return home().trends(request.tenantCtx);
    },
  });
};

export default homeRoutes;
