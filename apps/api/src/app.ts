import type { Database } from '@gameweek/db/create-db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { type LiveEvents, liveEvents } from './jobs/live-events.ts';
import metrics from './plugins/app/metrics.ts';
import requestContext from './plugins/app/request-context.ts';
import services from './plugins/app/services.ts';
import dbPlugin from './plugins/external/db.ts';
import envPlugin from './plugins/external/env.ts';
import errorHandler from './plugins/external/error-handler.ts';
import { frameworkError, refuseConnect } from './plugins/external/malformed-requests.ts';
import security from './plugins/external/security.ts';
import swagger from './plugins/external/swagger.ts';
import { forwardedOnlyFromWebServer } from './plugins/external/web-proxy-proof.ts';
import type { ConsoleRoute } from './routes/admin/plugin.ts';
import { registerRoutes } from './routes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: LiveEvents;
  }
}

export interface BuildAppOptions {
  env: Env;
  db: Database;
  /** Injected time for tests; services read the clock only through this. */
  clock?: () => Date;
  /** The bus the season clock publishes on (default: the process-wide one). */
  events?: LiveEvents;
}

/**
 * Plugins load in order: external (env, error handler, db, cookies/helmet/rate-limit, swagger) →
 * app (repositories and services, request context) → routes. See docs/decisions/0006.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.env.LOG_LEVEL === 'silent' ? false : { level: opts.env.LOG_LEVEL },
    // One hop (the web server's X-Forwarded-For entry), and only on requests that prove they come
    // from the web server: the first hook below drops the header from everyone else, so request.ip
    // (rate limits, consent evidence) is never whatever a client claims.
    trustProxy: 1,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkError,
  });
  app.decorateRequest('fromWebServer', false);
  app.addHook('onRequest', forwardedOnlyFromWebServer(opts.env.WEB_PROXY_SECRET));
  app.server.on('connect', refuseConnect);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envPlugin, { env: opts.env });
  // Before anything that registers routes: a child context keeps the error handler it was born with.
  await app.register(errorHandler);
  await app.register(dbPlugin, { db: opts.db });
  await app.register(security);
  await app.register(swagger);

  app.decorate('events', opts.events ?? liveEvents);
  await app.register(metrics);
  await app.register(services, opts.clock ? { clock: opts.clock } : {});
  await app.register(requestContext);

  // Filled as the console's routes register (routes/admin/plugin.ts); tests try each one.
  app.decorate('consoleRoutes', [] as ConsoleRoute[]);
  await app.register(registerRoutes);
  return app;
}
