// Turns the account/operator services' own errors into the API's typed AppErrors. Installed as the
// error handler of these route plugins; what it rethrows reaches the API's one error handler, which
// writes the spec's error object.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { BillingError } from '../../services/billing/billing-service.ts';
import { OperatorCallError } from '../../services/billing/operator-client.ts';
import { MsisdnTakenError } from '../../services/otp/msisdn-sign-in.ts';
import { OtpLimitError, OtpVerifyError } from '../../services/otp/otp-service.ts';
import { LoginThrottledError } from '../../services/passwords/login-throttle.ts';
import { PasswordError } from '../../services/passwords/password-service.ts';
import { InvalidTransitionError } from '../../services/user-status/transitions.ts';

export function translateError(err: unknown, reply: FastifyReply): unknown {
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

/** Error handler for the account/operator plugins: translate, then let the API's handler answer. */
export function accountErrorHandler(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): never {
  const translated = translateError(err, reply);
  if (translated instanceof Error) throw translated;
  // The rate limiter throws a plain object ({ statusCode: 429, … }); a plain object rethrown from
  // here would reach the API's handler as a 500, so it travels as an Error with the same fields.
  const plain = (translated ?? {}) as { statusCode?: number; message?: string; code?: string };
  throw Object.assign(new Error(plain.message ?? 'Error'), plain);
}

export function badMsisdn(): AppError {
  return new AppError('VALIDATION_FAILED', 'Not a valid phone number', {
    details: [{ code: 'MSISDN_INVALID', path: ['msisdn'] }],
  });
}
