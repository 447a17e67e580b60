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
  /** Every HTTP answer by method, route pattern and status (ADR 0052). */
  httpRequests: Counter<'method' | 'route' | 'status'>;
  /** Time to answer, by the same labels. */
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Team saves: saved (a new save) or replayed (an Idempotency-Key repeat). */
  teamSaves: Counter<'outcome'>;
  /** One-time codes: sent by SMS, or refused by the per-number/address/prefix limits. */
  otpSends: Counter<'outcome'>;
  /** The operator's charge callbacks applied: succeeded or failed. */
  charges: Counter<'result'>;
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
  const httpRequests = new Counter({
    name: 'gameweek_http_requests_total',
    help: 'HTTP answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'gameweek_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const teamSaves = new Counter({
    name: 'gameweek_team_saves_total',
    help: 'Team saves: saved, or replayed for a repeated Idempotency-Key',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['saved', 'replayed']) teamSaves.inc({ outcome }, 0);
  const otpSends = new Counter({
    name: 'gameweek_otp_sends_total',
    help: 'One-time codes: sent by SMS, or limited (refused by the request limits)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['sent', 'limited']) otpSends.inc({ outcome }, 0);
  const charges = new Counter({
    name: 'gameweek_charges_total',
    help: "The operator's charge callbacks applied, by result (succeeded, failed)",
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['succeeded', 'failed']) charges.inc({ result }, 0);
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
  return {
    registry,
    feedMessages,
    feedEventToRanks,
    httpRequests,
    httpDuration,
    teamSaves,
    otpSends,
    charges,
    liveRoundSquads,
    liveRoundUnflushed,
  };
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
    // Every answer, labelled by its route's pattern (bounded: one per route, never the raw URL);
    // a request no route matched is '(unmatched)'.
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? '(unmatched)',
        status: String(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
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
