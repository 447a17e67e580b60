// Account calls beyond the API's minimal sign-in: forgotten/reset/changed passwords,
// e-mail verification, the user-status calls and profile removal. Tenant-scoped.
import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  StatusChangeBodySchema,
  StatusChangeResponseSchema,
  UserStatusQueryBodySchema,
  UserStatusResponseSchema,
  VerifyEmailBodySchema,
} from '@gameweek/contracts/account';
import { OkResponseSchema } from '@gameweek/contracts/common';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { accessLevelOf } from '@gameweek/contracts/user-status';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { currentUser } from '../../plugins/app/request-context.ts';
import { linkBase, tokenLink } from '../../services/mail/links.ts';
import type { TenantContext } from '../../services/tenant-service.ts';
import { InvalidTransitionError } from '../../services/user-status/transitions.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    rateLimit: { max: app.env.ACCOUNT_RATE_LIMIT, timeWindow: '1 minute' },
  };

  /**
   * Links in e-mails point at the tenant's configured web app, never at a host named by the
   * request. A tenant without one gets no link (logged), rather than a link anywhere else.
   */
  const link = (request: FastifyRequest, tenant: TenantContext['tenant'], path: string) => {
    const make = tokenLink(linkBase(tenant, app.env.PUBLIC_WEB_URL), path);
    if (!make) {
      request.log.error(
        { tenant: tenant.slug },
        'tenant has no public_web_url and PUBLIC_WEB_URL is unset: no e-mail link sent',
      );
    }
    return make;
  };

  app.post('/auth/forgot-password', {
    config: limited,
    schema: {
      tags: ['account'],
      summary:
        'E-mail a single-use, 30-minute reset link; the answer never says whether the account exists',
      body: ForgotPasswordBodySchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const ctx = request.body.service_id
        ? ((await app.services.tenants.byServiceId(request.body.service_id)) ?? request.tenantCtx)
        : request.tenantCtx;
      // Answered before any lookup: neither the body nor the timing depends on the account.
      const resetLink = link(request, ctx.tenant, '/auth/reset-password');
      if (resetLink) {
        void app.services.passwords
          .sendResetLink(ctx.tenant.id, request.body.username, resetLink, ctx.tenant.name)
          .catch((err: unknown) => request.log.error({ err }, 'password reset e-mail failed'));
      }
      return { ok: true as const };
    },
  });

  app.post('/auth/reset-password', {
    config: limited,
    schema: {
      tags: ['account'],
      summary: 'Set a new password with the e-mailed token; every session of the account ends',
      body: ResetPasswordBodySchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { token, password, password_confirmation } = request.body;
      await app.services.passwords.reset(token, password, password_confirmation);
      return { ok: true as const };
    },
  });

  app.post('/auth/verify-email', {
    config: limited,
    schema: {
      tags: ['account'],
      summary: 'Confirm the e-mail address with the e-mailed token',
      body: VerifyEmailBodySchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = await app.services.emailVerification.verify(request.body.token);
      if (!userId) {
        throw new AppError('VALIDATION_FAILED', 'The link is invalid or has expired', {
          details: [{ code: 'TOKEN_INVALID', path: ['token'] }],
        });
      }
      return { ok: true as const };
    },
  });

  app.post('/auth/verify-email/send', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['account'],
      summary: "(Re)send the verification link to the signed-in user's e-mail",
      security: [{ bearer: [] }],
      response: { 200: z.object({ sent: z.boolean() }), ...errors },
    },
    handler: async (request) => {
      const verifyLink = link(request, request.tenantCtx.tenant, '/auth/verify-email');
      return {
        sent: verifyLink
          ? await app.services.emailVerification.send(
              currentUser(request).userId,
              verifyLink,
              request.tenantCtx.tenant.name,
            )
          : false,
      };
    },
  });

  app.post('/auth/change-password', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['account'],
      summary: 'Change the password after re-entering the current one; other sessions end',
      security: [{ bearer: [] }],
      body: ChangePasswordBodySchema,
      response: { 200: OkResponseSchema, ...errors },
    },
    handler: async (request) => {
      const me = currentUser(request);
      const b = request.body;
      await app.services.passwords.change(
        me.userId,
        me.sessionId,
        b.current_password,
        b.password,
        b.password_confirmation,
        request.ip,
      );
      return { ok: true as const };
    },
  });

  app.delete('/auth/user/delete', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['account'],
      summary: 'Remove the profile: personal data deleted, league entries kept anonymously',
      security: [{ bearer: [] }],
      response: { 200: z.object({ ok: z.literal(true), redirect: z.string() }), ...errors },
    },
    handler: async (request) => {
      await app.services.profileRemoval.remove(currentUser(request).userId);
      return { ok: true as const, redirect: '/' };
    },
  });

  app.post('/auth/user/status', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['account'],
      summary:
        'The current status and access level; `changed` compares with the status the client holds',
      security: [{ bearer: [] }],
      body: UserStatusQueryBodySchema,
      response: { 200: UserStatusResponseSchema, ...errors },
    },
    handler: async (request) => {
      const me = currentUser(request);
      const account = await app.services.statuses.accountOf(me.userId);
      const status = account?.status ?? me.status;
      return {
        status,
        access_level: accessLevelOf(status),
        changed: request.body.status !== undefined && request.body.status !== status,
        msisdn: !!account?.msisdn,
        email_verified: !!account?.emailVerified,
      };
    },
  });

  app.post('/v1/user/status', {
    config: limited,
    preHandler: app.authenticate,
    schema: {
      tags: ['account'],
      summary:
        'Ask for a status change; a user may only cancel (every other change follows billing)',
      security: [{ bearer: [] }],
      body: StatusChangeBodySchema,
      response: { 200: StatusChangeResponseSchema, ...errors },
    },
    handler: async (request) => {
      const me = currentUser(request);
      if (request.body.status !== 'cancelled') {
        throw new InvalidTransitionError(me.status, 'unsubscribe', request.body.status);
      }
      const change = await app.services.billing.unsubscribe(me.userId);
      return {
        status: change.to,
        access_level: accessLevelOf(change.to),
        redirect: '/unsubscribed',
      };
    },
  });
};

export default accountRoutes;
