import { TENANT_CHANGE_EVENT, type TenantDataChange } from '@gameweek/contracts/tenant-changes';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';

/** A comment line every so often: an idle stream is not closed by a proxy, and a dead one is noticed. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /internal/v1/tenant-changes (ADR 0059): server-sent events for the web servers, which keep
 * tenants' configs, terms and footers. Every tenant change any API instance commits reaches every
 * instance (PostgreSQL NOTIFY), and each passes it on to the web servers following it here. The
 * first event is always "everything changed": what happened while a web server was not following is
 * unknown to it. Only the web server may follow (its secret, as on every call it makes): the events
 * name tenants and areas, nothing about users.
 */
const internalRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<() => void>();
  // The API shutting down ends the streams (the web servers follow another instance or wait for it).
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(
    '/tenant-changes',
    {
      schema: {
        tags: ['internal'],
        summary: 'Server-sent tenant changes for the web servers (their secret only)',
        hide: true,
      },
    },
    (request, reply) => {
      if (!request.fromWebServer)
        throw new AppError('FORBIDDEN', 'Only the web server follows tenant changes');
      const changes = app.services.tenantChanges;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (change: TenantDataChange) => {
        res.write(`event: ${TENANT_CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
      };
      send({ tenant_id: null, area: 'all', locale: null });
      const unfollow = changes.follow(send);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unfollow();
        open.delete(end);
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
};

export default internalRoutes;
