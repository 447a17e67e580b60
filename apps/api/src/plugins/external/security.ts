import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Cookies, security headers and rate limiting. The limiter is not global: routes opt in with
 * `config.rateLimit` (the auth routes, against credential stuffing). Counters are in memory per
 * instance; several instances would share them through Redis (architecture doc).
 */
export default fp(
  async (app) => {
    await app.register(cookie);
    // The API serves JSON (and the Swagger UI at /docs, which needs inline scripts): no CSP here.
    await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: false });
    await app.register(rateLimit, {
      global: false,
      max: app.env.AUTH_RATE_LIMIT,
      timeWindow: '1 minute',
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests, retry in ${Math.ceil(ctx.ttl / 1000)} s`,
      }),
    });
  },
  { name: 'security', dependencies: ['env'] },
);
