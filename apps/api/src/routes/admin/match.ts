// Match operations in the console (owners; ADR 0058): a cricket match's deliveries and correcting one
// through the feed's own cricket.correction; postponing or re-dating a fixture through the feed's own
// fixture.update, answered with what it does to the rounds.
import {
  DeliveryCorrectionBodySchema,
  DeliveryCorrectionResponseSchema,
  FixtureScheduleBodySchema,
  FixtureScheduleResponseSchema,
  MatchDeliveriesResponseSchema,
} from '@gameweek/contracts/admin-match';
import { OpsFixtureParamsSchema } from '@gameweek/contracts/admin-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/fixtures/:fixtureId/deliveries', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'A cricket match’s deliveries as the feed stored them, its listed players, and whether a ball can be corrected now',
      security: [{ bearer: [] }],
      params: OpsFixtureParamsSchema,
      response: { 200: MatchDeliveriesResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.matchOps.deliveries(consoleActor(request).tenantId, request.params.fixtureId),
  });

  app.post('/fixtures/:fixtureId/deliveries/corrections', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'Correct one ball of a finished cricket match (runs, extras, wickets), applied as the feed’s cricket.correction; answers the re-score (dry_run: the same, undone)',
      security: [{ bearer: [] }],
      params: OpsFixtureParamsSchema,
      body: DeliveryCorrectionBodySchema,
      response: { 200: DeliveryCorrectionResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.matchOps.correctDelivery(
        consoleActor(request),
        request.params.fixtureId,
        request.body,
      ),
  });

  app.post('/fixtures/:fixtureId/schedule', {
    config: { access: 'season' },
    schema: {
      tags: ['console'],
      summary:
        'Postpone, put back or re-date a fixture not yet played, applied as the feed’s fixture.update; answers its effect on the rounds (deadlines, blank and double rounds)',
      security: [{ bearer: [] }],
      params: OpsFixtureParamsSchema,
      body: FixtureScheduleBodySchema,
      response: { 200: FixtureScheduleResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.matchOps.reschedule(
        consoleActor(request),
        request.params.fixtureId,
        request.body,
      ),
  });
};

export default matchRoutes;
