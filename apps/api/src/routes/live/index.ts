import type { FastifyPluginAsync } from 'fastify';
import { type LiveEvent, type LiveEvents, liveEvents } from '../../jobs/live-events.ts';

/** A comment line every so often keeps proxies and phones from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /v1/live: server-sent events of the tenant's season as the clock moves it (round status,
 * fixture score and minute, players' fixture points, provisional and final round scores). Public:
 * the events carry no user data; clients refetch what they show when an event concerns it.
 */
const liveRoutes: FastifyPluginAsync<{ events?: LiveEvents }> = async (app, opts) => {
  const bus = opts.events ?? liveEvents;
  app.get(
    '/live',
    { schema: { tags: ['live'], summary: 'Server-sent events of the season clock' } },
    (request, reply) => {
      const seasonId = request.tenantCtx.season?.seasonId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const send = (e: LiveEvent) => {
        res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
      };
      const unsubscribe = seasonId === undefined ? () => {} : bus.subscribe(send, { seasonId });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
};

export default liveRoutes;
