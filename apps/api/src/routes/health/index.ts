// GET /healthz (liveness) and GET /readyz (readiness) for orchestrators and load balancers
// (ADR 0052); /health stays as the liveness answer older scripts poll.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ReadinessSchema = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
  }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = { ok: true } as const;
  const noStore = { 'cache-control': 'no-store' };
  for (const url of ['/healthz', '/health']) {
    app.get(url, {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers',
        hide: url === '/health',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      handler: async (_request, reply) => reply.headers(noStore).send(live),
    });
  }
  app.get('/readyz', {
    schema: {
      tags: ['operations'],
      summary: 'Readiness: the database answers and has every migration of this build',
      response: { 200: ReadinessSchema, 503: ReadinessSchema },
    },
    handler: async (_request, reply) => {
      const readiness = await app.services.health.readiness();
      return reply
        .headers(noStore)
        .code(readiness.ready ? 200 : 503)
        .send(readiness);
    },
  });
};

export default healthRoutes;
