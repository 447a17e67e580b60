import type { ErrorDetail, ErrorResponse } from '@gameweek/contracts/error';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { isConnectionError } from '../../lib/pg-errors.ts';

/**
 * The one place that turns errors into the spec's error object. Typed `AppError`s carry their code;
 * request validation becomes 400 with details; anything else is a 5xx whose message is hidden.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
      let body: ErrorResponse;
      if (err instanceof AppError) {
        body = { statusCode: err.statusCode, code: err.code, message: err.message };
        if (err.redirect) body.redirect = err.redirect;
        if (err.details) body.details = err.details;
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        const details: ErrorDetail[] = err.validation.map((v) => ({
          code: v.keyword,
          path: [err.validationContext ?? '', ...v.instancePath.split('/')].filter((p) => p !== ''),
          message: v.message ?? '',
        }));
        body = {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: `Invalid ${err.validationContext ?? 'request'}`,
          details,
        };
      } else if (isConnectionError(err)) {
        // The database is restarting or unreachable: the pool reconnects on its own, so the client
        // is told to retry rather than shown a failure of the product.
        request.log.warn({ err: { message: err.message } }, 'database unavailable');
        body = {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Service briefly unavailable, try again',
        };
        reply.header('retry-after', '1');
      } else if (isResponseSerializationError(err)) {
        request.log.error({ err, cause: err.cause }, 'response does not match its schema');
        body = { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' };
      } else {
        const status =
          'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
        if (status >= 500) {
          request.log.error({ err }, 'unhandled error');
          body = { statusCode: status, code: 'INTERNAL', message: 'Internal Server Error' };
        } else {
          // Fastify's own 4xx (bad JSON, payload too large, rate limit, unsupported media type).
          body = { statusCode: status, message: err.message };
          if (status === 429) body.code = 'RATE_LIMITED';
          else if (status === 400) body.code = 'VALIDATION_FAILED';
        }
      }
      return reply.status(body.statusCode).send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ErrorResponse = {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      };
      return reply.status(404).send(body);
    });
  },
  { name: 'error-handler' },
);
