// The tenant's audit log, read-only (ADR 0046).
import { AuditQuerySchema, AuditResponseSchema } from '@gameweek/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit', {
    config: { access: 'audit' },
    schema: {
      tags: ['console'],
      summary: 'Every change made in this tenant through the console, newest first',
      security: [{ bearer: [] }],
      querystring: AuditQuerySchema,
      response: { 200: AuditResponseSchema, ...errors },
    },
    handler: (request) => {
      const q = request.query;
      return app.services.audit.list(consoleActor(request).tenantId, {
        beforeId: q.before_id,
        limit: q.limit,
        action: q.action,
        targetType: q.target_type,
        targetId: q.target_id,
      });
    },
  });
};

export default auditRoutes;
