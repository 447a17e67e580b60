// Reports for the console (viewers and owners; ADR 0046): JSON, or CSV with ?format=csv.
import {
  DailyReportResponseSchema,
  ReportQuerySchema,
  RoundReportQuerySchema,
  RoundReportResponseSchema,
} from '@gameweek/contracts/admin-reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAILY_COLUMNS, ROUND_COLUMNS, toCsv } from '../../services/console/reports.ts';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reports/daily', {
    config: { access: 'reports' },
    schema: {
      tags: ['console'],
      summary:
        'Per day (UTC): active users, new subscribers, churn, successful and failed charges, revenue; ?format=csv for a file',
      security: [{ bearer: [] }],
      querystring: ReportQuerySchema,
      response: { 200: z.union([DailyReportResponseSchema, z.string()]), ...errors },
    },
    handler: async (request, reply) => {
      const { from, to, format } = request.query;
      const rows = await app.services.reports.daily(consoleActor(request).tenantId, from, to);
      if (format === 'json') return { rows };
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="daily-${from}-${to}.csv"`);
      return toCsv(DAILY_COLUMNS, rows);
    },
  });

  app.get('/reports/rounds', {
    config: { access: 'reports' },
    schema: {
      tags: ['console'],
      summary:
        'Per round: teams saved, managers scored, average and top points; ?format=csv for a file',
      security: [{ bearer: [] }],
      querystring: RoundReportQuerySchema,
      response: { 200: z.union([RoundReportResponseSchema, z.string()]), ...errors },
    },
    handler: async (request, reply) => {
      const actor = consoleActor(request);
      const rows = await app.services.reports.rounds(
        actor.tenantId,
        actor.tenant.season?.seasonId ?? null,
      );
      if (request.query.format === 'json') return { rows };
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rounds.csv"');
      return toCsv(ROUND_COLUMNS, rows);
    },
  });
};

export default reportRoutes;
