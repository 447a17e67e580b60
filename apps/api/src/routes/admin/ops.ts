// Season operations in the console (owners; ADR 0053): the feed's status, a round's fixtures and
// finalising it, a player's stats in a finished fixture and correcting them through the feed's own
// ingestion code.
import {
  FinaliseRoundBodySchema,
  FinaliseRoundResponseSchema,
  OpsFeedStatusResponseSchema,
  OpsFixtureParamsSchema,
  OpsFixtureStatsResponseSchema,
  OpsRoundFixturesResponseSchema,
  OpsRoundParamsSchema,
  StatCorrectionBodySchema,
  StatCorrectionResponseSchema,
} from '@gameweek/contracts/admin-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/feed/status', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'The feed as GET /feed/v1/status shows it (per stream the last message, lag, held numbers; refused messages), the tenant’s keys with their last call, and the fixtures named',
      security: [{ bearer: [] }],
      response: { 200: OpsFeedStatusResponseSchema, ...errors },
    },
    handler: (request) => app.services.seasonOps.feed(consoleActor(request).tenantId),
  });

  app.get('/rounds/:roundId/fixtures', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary: 'A round’s fixtures and their states, and whether the round can be finalised now',
      security: [{ bearer: [] }],
      params: OpsRoundParamsSchema,
      response: { 200: OpsRoundFixturesResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.seasonOps.roundFixtures(consoleActor(request).tenantId, request.params.roundId),
  });

  app.post('/rounds/:roundId/finalise', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'Finalise a round now with the season clock’s own step (idempotent: a final round answers changed=false)',
      security: [{ bearer: [] }],
      params: OpsRoundParamsSchema,
      body: FinaliseRoundBodySchema,
      response: { 200: FinaliseRoundResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.seasonOps.finalise(
        consoleActor(request),
        request.params.roundId,
        request.body.reason,
      ),
  });

  app.get('/fixtures/:fixtureId/stats', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'A fixture’s players with their stats and points, and the stats a correction may set',
      security: [{ bearer: [] }],
      params: OpsFixtureParamsSchema,
      response: { 200: OpsFixtureStatsResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.seasonOps.fixtureStats(consoleActor(request).tenantId, request.params.fixtureId),
  });

  app.post('/fixtures/:fixtureId/corrections', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'Correct a player’s stats in a finished fixture, applied as the feed’s soccer.correction; answers the re-score (dry_run: the same, undone)',
      security: [{ bearer: [] }],
      params: OpsFixtureParamsSchema,
      body: StatCorrectionBodySchema,
      response: { 200: StatCorrectionResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.seasonOps.correct(consoleActor(request), request.params.fixtureId, request.body),
  });
};

export default opsRoutes;
