// Prometheus metrics (text exposition at GET /metrics, ADR 0040). One registry per app instance, never
// prom-client's global one: two apps in one process (tests) never share counts. Served to loopback peers,
// or to anyone with `Authorization: Bearer $METRICS_TOKEN` when that is set.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../../errors.ts';

export interface AppMetrics {
  registry: Registry;
  /** Feed messages by what became of them: applied, held, repeated, refused. */
  feedMessages: Counter<'outcome'>;
  /** From a feed message's arrival to the live ranks it changed being committed. */
  feedEventToRanks: Histogram;
  /** Managers of a live round held in this instance's memory (ADR 0049); 0 once dropped. */
  liveRoundSquads: Gauge<'round'>;
  /** Of those, managers whose rows are not flushed to manager_round_scores yet. */
  liveRoundUnflushed: Gauge<'round'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const feedMessages = new Counter({
    name: 'gameweek_feed_messages_total',
    help: 'Feed messages by outcome (applied, held, repeated, refused)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['applied', 'held', 'repeated', 'refused'])
    feedMessages.inc({ outcome }, 0);
  const feedEventToRanks = new Histogram({
    name: 'gameweek_feed_event_to_ranks_seconds',
    help: "Time from a feed message's arrival to its updated live ranks being committed",
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const liveRoundSquads = new Gauge({
    name: 'gameweek_live_round_squads',
    help: "Managers of a live round held in this instance's memory",
    labelNames: ['round'] as const,
    registers: [registry],
  });
  const liveRoundUnflushed = new Gauge({
    name: 'gameweek_live_round_unflushed',
    help: 'Managers of a live round in memory whose rows are not written yet',
    labelNames: ['round'] as const,
    registers: [registry],
  });
  return { registry, feedMessages, feedEventToRanks, liveRoundSquads, liveRoundUnflushed };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(app: FastifyInstance, peer: string, authorization: string | undefined): boolean {
  const token = app.env.METRICS_TOKEN;
  if (!token) return LOOPBACK.has(peer);
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.get(
      '/metrics',
      { schema: { tags: ['operations'], summary: 'Prometheus metrics (text format)' } },
      async (request, reply) => {
        if (!allowed(app, request.socket.remoteAddress ?? '', request.headers.authorization))
          throw new AppError('FORBIDDEN', 'Metrics are for the monitoring system');
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['env'] },
);
