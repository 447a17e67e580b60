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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleErrors as errors } from './errors.ts';
import { consoleActor } from './plugin.ts';

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

  app.post('/users/:userId/status', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary:
        'Change the status along the transition table, with a reason (idempotent with Idempotency-Key)',
      security: [{ bearer: [] }],
      params: UserIdParamsSchema,
      headers: IdempotencyHeadersSchema,
      body: ConsoleStatusBodySchema,
      response: { 200: ConsoleStatusResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const out = await app.services.support.changeStatus(
        consoleActor(request),
        request.params.userId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return out.body;
    },
  });

  app.post('/users/:userId/sessions/end', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'End every live session of the subscriber (signed out on every device)',
      security: [{ bearer: [] }],
      params: UserIdParamsSchema,
      body: ReasonBodySchema,
      response: { 200: EndedSessionsResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.support.endSessions(
        consoleActor(request),
        request.params.userId,
        undefined,
        request.body.reason,
      ),
  });

  app.post('/users/:userId/sessions/:sessionId/end', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary: 'End one session of the subscriber',
      security: [{ bearer: [] }],
      params: UserSessionParamsSchema,
      body: ReasonBodySchema,
      response: { 200: EndedSessionsResponseSchema, ...errors },
    },
    handler: (request) =>
      app.services.support.endSessions(
        consoleActor(request),
        request.params.userId,
        request.params.sessionId,
        request.body.reason,
      ),
  });

  app.post('/users/:userId/codes/resend', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary:
        'Send a new code by SMS for the sign-in the subscriber started, within the OTP send limits (never shown; idempotent with Idempotency-Key)',
      security: [{ bearer: [] }],
      params: UserIdParamsSchema,
      headers: IdempotencyHeadersSchema,
      body: ReasonBodySchema,
      response: { 200: CodeResentResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const actor = consoleActor(request);
      const out = await app.services.support.resendCode(
        actor,
        request.params.userId,
        request.body.reason,
        { ip: request.ip, productName: actor.tenant.tenant.name },
        request.headers['idempotency-key'],
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return out.body;
    },
  });

  app.post('/users/:userId/codes/invalidate', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary:
        'Every one-time code the subscriber could still enter stops working (idempotent with Idempotency-Key)',
      security: [{ bearer: [] }],
      params: UserIdParamsSchema,
      headers: IdempotencyHeadersSchema,
      body: ReasonBodySchema,
      response: { 200: CodesInvalidatedResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const out = await app.services.support.invalidateCodes(
        consoleActor(request),
        request.params.userId,
        request.body.reason,
        request.headers['idempotency-key'],
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return out.body;
    },
  });

  app.post('/users/:userId/remove', {
    config: { access: 'support' },
    schema: {
      tags: ['console'],
      summary:
        'Remove the profile: the same removal as the user’s own (idempotent with Idempotency-Key)',
      security: [{ bearer: [] }],
      params: UserIdParamsSchema,
      headers: IdempotencyHeadersSchema,
      body: ReasonBodySchema,
      response: { 200: RemovedProfileResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const out = await app.services.support.removeProfile(
        consoleActor(request),
        request.params.userId,
        request.body.reason,
        request.headers['idempotency-key'],
      );
      if (out.replayed) reply.header('idempotent-replayed', 'true');
      return out.body;
    },
  });
};

export default supportRoutes;
