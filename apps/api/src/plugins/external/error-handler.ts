import type { ErrorDetail, ErrorResponse } from '@gameweek/contracts/error';
import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { isConnectionError } from '../../lib/pg-errors.ts';
import { BillingError } from '../../services/billing/billing-service.ts';
import { OperatorCallError } from '../../services/billing/operator-client.ts';
import { MsisdnTakenError } from '../../services/otp/msisdn-sign-in.ts';
import { OtpLimitError, OtpVerifyError } from '../../services/otp/otp-service.ts';
import { LoginThrottledError } from '../../services/passwords/login-throttle.ts';
import { PasswordError } from '../../services/passwords/password-service.ts';
import { InvalidTransitionError } from '../../services/user-status/transitions.ts';

/**
 * The services' own errors (OTP, passwords, billing, status transitions, the operator's answers) as
 * the API's typed errors, with the Retry-After a limit implies. Anything else passes unchanged.
 */
function fromServiceError(err: unknown, reply: FastifyReply): unknown {
  if (err instanceof OtpLimitError) {
    reply.header('retry-after', String(err.retryAfterSeconds));
    return new AppError(
      'RATE_LIMITED',
      `Too many codes requested, retry in ${err.retryAfterSeconds} s`,
      {
        details: [
          {
            code: 'OTP_SEND_LIMIT',
            params: { limit: err.limit, retry_after: err.retryAfterSeconds },
          },
        ],
      },
    );
  }
  if (err instanceof LoginThrottledError && err.retryAfterSeconds !== null) {
    reply.header('retry-after', String(err.retryAfterSeconds));
    return err;
  }
  if (err instanceof OtpVerifyError) {
    // A used-up or expired code cannot be retried: the page sends the user to /otp/otp-error.
    const final = err.reason !== 'OTP_INVALID';
    return new AppError('VALIDATION_FAILED', 'The code is not valid', {
      details: [{ code: err.reason, path: ['code'] }],
      ...(final ? { redirect: '/otp/otp-error' } : {}),
    });
  }
  if (err instanceof PasswordError) {
    const path =
      err.reason === 'WRONG_PASSWORD'
        ? ['current_password']
        : err.reason === 'TOKEN_INVALID'
          ? ['token']
          : ['password'];
    return new AppError(
      'VALIDATION_FAILED',
      err.reason === 'TOKEN_INVALID'
        ? 'The link is invalid or has expired'
        : 'The password was not accepted',
      {
        details: [{ code: err.reason, path }],
      },
    );
  }
  if (err instanceof BillingError) {
    switch (err.reason) {
      case 'NO_MSISDN':
        return new AppError('FORBIDDEN', err.message, { redirect: '/otp' });
      case 'NOT_ELIGIBLE':
        return new AppError('FORBIDDEN', err.message, { redirect: '/' });
      case 'ALREADY_SUBSCRIBED':
        return new AppError('CONFLICT', err.message, {
          redirect: '/home',
          details: [{ code: 'ALREADY_SUBSCRIBED' }],
        });
      case 'CONSENT_NOT_FOUND':
      case 'CONSENT_CLOSED':
        return new AppError('NOT_FOUND', err.message);
    }
  }
  if (err instanceof InvalidTransitionError) {
    return new AppError('CONFLICT', err.message, {
      details: [{ code: 'INVALID_STATUS_TRANSITION' }],
    });
  }
  if (err instanceof MsisdnTakenError) {
    return new AppError('CONFLICT', err.message, {
      details: [{ code: 'MSISDN_TAKEN', path: ['msisdn'] }],
    });
  }
  if (err instanceof OperatorCallError) {
    if (err.status === 409) return new AppError('CONFLICT', `The operator refused: ${err.message}`);
    // Not the user's fault and worth a retry: a 503 the error handler passes through (its message hidden).
    return Object.assign(new Error('The operator is not reachable, try again'), {
      statusCode: 503,
    });
  }
  return err;
}

/**
 * The one place that turns errors into the spec's error object. Typed `AppError`s carry their code;
 * request validation becomes 400 with details; anything else is a 5xx whose message is hidden.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((thrown: FastifyError | AppError | Error, request, reply) => {
      const translated = fromServiceError(thrown, reply);
      // The rate limiter throws a plain object ({ statusCode: 429, … }): read it as an error.
      const err = (
        translated instanceof Error ? translated : Object.assign(new Error(), translated)
      ) as FastifyError | AppError | Error;
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
