// Support: subscribers, their billing and sessions (ADR 0046).
import { IdempotencyHeadersSchema } from '@gameweek/contracts/admin';
import {
  CodeResentResponseSchema,
  CodesInvalidatedResponseSchema,
  ConsoleStatusBodySchema,
  ConsoleStatusResponseSchema,
  EndedSessionsResponseSchema,
  ReasonBodySchema,
  RemovedProfileResponseSchema,
  UserDetailResponseSchema,
  UserIdParamsSchema,
  UserSearchQuerySchema,
  UserSearchResponseSchema,
  UserSessionParamsSchema,
} from '@gameweek/contracts/admin-support';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a support change to one subscriber answers: the body, and whether it was a stored repeat. */
interface ChangeAnswer<T> {
  replayed: boolean;
  body: T;
}

/**
 * The one shape of every support change to a subscriber: a POST with support access, the error
 * object, a reason in the body, and (when `idempotent`) an Idempotency-Key whose repeat answers the
 * stored body with `idempotent-replayed: true` (ADR 0046).
 */
function supportChange<P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: ZodApp,
  url: string,
  route: {
    summary: string;
    params: P;
    body: B;
    response: R;
    idempotent: boolean;
    run: (
      request: FastifyRequest,
      input: { params: z.infer<P>; body: z.infer<B>; key: string | undefined },
    ) => Promise<ChangeAnswer<z.infer<R>>>;
  },
): void {
  // Typed as Fastify's plain schema: the handler's types come from `route`, not from inference.
  const schema: FastifySchema = {
    tags: ['console'],
    summary: route.summary,
    security: [{ bearer: [] }],
    params: route.params,
    ...(route.idempotent ? { headers: IdempotencyHeadersSchema } : {}),
    body: route.body,
    response: { 200: route.response, ...errors },
  };
  app.post(url, {
    config: { access: 'support' },
    schema,
    handler: async (request, reply) => {
      const key = route.idempotent
        ? (request.headers as { 'idempotency-key'?: string })['idempotency-key']
        : undefined;
      const out = await route.run(request, {
        params: request.params as z.infer<P>,
        body: request.body as z.infer<B>,
        key,
      });
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return out.body;
    },
  });
}

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'Find subscribers by MSISDN, e-mail or manager (or team) name',
      security: [{ bearer: [] }],
      querystring: UserSearchQuerySchema,
      response: { 200: UserSearchResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.support.search(
        consoleActor(request).tenantId,
        request.query.q,
        request.query.limit,
      ),
  });

  app.get('/users/:userId', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary:
        'A subscriber: status history, subscription, charges with the operator’s references, sessions, the status changes open now',
      security: [{ bearer: [] }],
      params: UserIdParamsSchema,
      response: { 200: UserDetailResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.support.detail(consoleActor(request).tenantId, request.params.userId),
  });

  supportChange(app, '/users/:userId/status', {
    summary:
      'Change the status along the transition table, with a reason (idempotent with Idempotency-Key)',
    params: UserIdParamsSchema,
    body: ConsoleStatusBodySchema,
    response: ConsoleStatusResponseSchema,
    idempotent: true,
    run: (request, { params, body, key }) =>
      app.services.support.changeStatus(consoleActor(request), params.userId, body, key),
  });

  supportChange(app, '/users/:userId/sessions/end', {
    summary: 'End every live session of the subscriber (signed out on every device)',
    params: UserIdParamsSchema,
    body: ReasonBodySchema,
    response: EndedSessionsResponseSchema,
    idempotent: false,
    run: async (request, { params, body }) => ({
      replayed: false,
      body: await app.services.support.endSessions(
        consoleActor(request),
        params.userId,
        undefined,
        body.reason,
      ),
    }),
  });

  supportChange(app, '/users/:userId/sessions/:sessionId/end', {
    summary: 'End one session of the subscriber',
    params: UserSessionParamsSchema,
    body: ReasonBodySchema,
    response: EndedSessionsResponseSchema,
    idempotent: false,
    run: async (request, { params, body }) => ({
      replayed: false,
      body: await app.services.support.endSessions(
        consoleActor(request),
        params.userId,
        params.sessionId,
        body.reason,
      ),
    }),
  });

  supportChange(app, '/users/:userId/codes/resend', {
    summary:
      'Send a new code by SMS for the sign-in the subscriber started, within the OTP send limits (never shown; idempotent with Idempotency-Key)',
    params: UserIdParamsSchema,
    body: ReasonBodySchema,
    response: CodeResentResponseSchema,
    idempotent: true,
    run: (request, { params, body, key }) => {
      const actor = consoleActor(request);
      return app.services.support.resendCode(
        actor,
        params.userId,
        body.reason,
        { ip: request.ip, productName: actor.tenant.tenant.name },
        key,
      );
    },
  });

  supportChange(app, '/users/:userId/codes/invalidate', {
    summary:
      'Every one-time code the subscriber could still enter stops working (idempotent with Idempotency-Key)',
    params: UserIdParamsSchema,
    body: ReasonBodySchema,
    response: CodesInvalidatedResponseSchema,
    idempotent: true,
    run: (request, { params, body, key }) =>
      app.services.support.invalidateCodes(consoleActor(request), params.userId, body.reason, key),
  });

  supportChange(app, '/users/:userId/remove', {
    summary:
      'Remove the profile: the same removal as the user’s own (idempotent with Idempotency-Key)',
    params: UserIdParamsSchema,
    body: ReasonBodySchema,
    response: RemovedProfileResponseSchema,
    idempotent: true,
    run: (request, { params, body, key }) =>
      app.services.support.removeProfile(consoleActor(request), params.userId, body.reason, key),
  });
};

export default supportRoutes;
