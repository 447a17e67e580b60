import {
  LoginBodySchema,
  RegisterBodySchema,
  TokenQuerySchema,
  TokenResponseSchema,
} from '@gameweek/contracts/auth';
import { OkResponseSchema } from '@gameweek/contracts/common';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../lib/tokens.ts';
import { currentUser } from '../../plugins/app/request-context.ts';
import { linkBase, tokenLink } from '../../services/mail/links.ts';
import { existingAccountMail } from '../../services/mail/templates.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Minimal sign-in so the game can be played; the operator flows (OTP, checkout) join this folder. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { rateLimit: { max: app.env.AUTH_RATE_LIMIT, timeWindow: '1 minute' } };

  app.post('/register', {
    config: limited,
    schema: {
      tags: ['auth'],
      summary:
        'Register with an e-mail (username), a name and a password; the same answer whether or not the address has an account (its owner is told by e-mail)',
      body: RegisterBodySchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const ctx = request.body.domain
        ? await app.services.tenants.resolve(request.body.domain.toLowerCase())
        : request.tenantCtx;
      const outcome = await app.services.auth.register(request.body, ctx);
      // The e-mails are not awaited: a mail failure must not fail the sign-up, and the answer must
      // not wait on a path only one of the two cases takes. Links use the tenant's configured URL,
      // never the request's Host or domain.
      const base = linkBase(ctx.tenant, app.env.PUBLIC_WEB_URL);
      if (!base) request.log.error({ tenant: ctx.tenant.slug }, 'no public web URL: no link');
      const mailed = outcome.existing
        ? app.services.mailer.send(
            existingAccountMail(
              outcome.email,
              base
                ? {
                    login: new URL('/auth/login', base).href,
                    reset: new URL('/auth/forgot-password', base).href,
                  }
                : null,
              ctx.tenant.name,
            ),
          )
        : base
          ? app.services.emailVerification.send(
              outcome.userId,
              tokenLink(base, '/auth/verify-email')!,
              ctx.tenant.name,
            )
          : Promise.resolve();
      void mailed.catch((err: unknown) => request.log.error({ err }, 'registration e-mail failed'));
      return { ok: true as const };
    },
  });

  app.post('/login', {
    config: limited,
    schema: {
      tags: ['auth'],
      summary: 'Log in with username (e-mail) and password',
      body: LoginBodySchema,
      response: { 200: TokenResponseSchema, ...errors },
    },
    // A throttled login's Retry-After is set by the error handler.
    handler: (request) => app.services.auth.login(request.body, request.tenantCtx, request.ip),
  });

  app.post('/token', {
    config: limited,
    schema: {
      tags: ['auth'],
      summary: 'Demo login: a fresh, isolated demo account each call',
      querystring: TokenQuerySchema,
      response: { 200: TokenResponseSchema, ...errors },
    },
    handler: (request) => app.services.auth.demo(request.query.service_id, request.tenantCtx),
  });

  app.post('/logout', {
    config: limited,
    // After the rate limiter (an onRequest hook), so floods are limited whether or not they sign in.
    preHandler: app.authenticate,
    schema: {
      tags: ['auth'],
      summary: 'Revoke the bearer token',
      security: [{ bearer: [] }],
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      currentUser(request);
      const token = bearerToken(request.headers.authorization);
      if (token) await app.services.sessions.revoke(token);
      return { ok: true as const };
    },
  });

  app.post('/clear-token', {
    config: limited,
    schema: {
      tags: ['auth'],
      summary: 'Forget the token after a 401: revokes it if still alive, never fails',
      response: { 200: OkResponseSchema },
    },
    handler: async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await app.services.sessions.revoke(token);
      reply.clearCookie('token', { path: '/' });
      return { ok: true as const };
    },
  });
};

export default authRoutes;
