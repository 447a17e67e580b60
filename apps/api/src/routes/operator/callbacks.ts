// Operator → service: billing callbacks. Not tenant-scoped (the operator calls the API's own host;
// the event names its service). The signature covers the exact body bytes, so this plugin parses
// JSON itself and keeps the raw text.
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { OperatorCallbackSchema } from '@gameweek/contracts/operator';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { CallbackRefusedError } from '../../services/billing/billing-service.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyOperatorRequest,
} from '../../services/billing/operator-signature.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const callbackRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('VALIDATION_FAILED', 'Body is not JSON'), undefined);
    }
  });

  app.post('/operator/callbacks/billing', {
    schema: {
      tags: ['operator'],
      summary: 'Signed billing event from the operator; a replayed event is applied once',
      hide: false,
      response: { 401: ErrorResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
    },
    handler: async (request, reply) => {
      const h = (name: string) => {
        const v = request.headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const ok = verifyOperatorRequest(app.env.OPERATOR_SHARED_SECRET, {
        timestamp: h(TIMESTAMP_HEADER),
        signature: h(SIGNATURE_HEADER),
        method: 'POST',
        path: request.url,
        body: request.rawBody ?? '',
      });
      if (!ok) throw new AppError('UNAUTHENTICATED', 'Bad operator signature');
      const parsed = OperatorCallbackSchema.safeParse(request.body);
      if (!parsed.success) {
        // Signed but unreadable: a contract mismatch to fix on one side, so it is logged loudly.
        request.log.error({ issues: parsed.error.issues }, 'unreadable operator callback');
        throw new AppError('VALIDATION_FAILED', 'Unreadable callback');
      }
      const result = await app.services.billing.applyCallback(parsed.data).catch((err: unknown) => {
        if (!(err instanceof CallbackRefusedError)) throw err;
        // Signed by the operator yet not applicable: either side may be wrong, so someone looks.
        request.log.warn(
          { event: parsed.data.event_id, type: parsed.data.type, reason: err.reason },
          'operator callback refused',
        );
        throw new AppError('CONFLICT', err.message, { details: [{ code: err.reason }] });
      });
      request.log.info({ event: parsed.data.event_id, ...result }, 'operator callback');
      const type = parsed.data.type;
      if (
        !result.duplicate &&
        !result.outcome.startsWith('ignored') &&
        type !== 'subscription.cancelled'
      )
        app.metrics.charges.inc({ result: type === 'charge.succeeded' ? 'succeeded' : 'failed' });
      return reply.send({ ok: true, duplicate: result.duplicate, outcome: result.outcome });
    },
  });
};

export default callbackRoutes;
