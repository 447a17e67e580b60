import type { ErrorCode, ErrorDetail } from '@gameweek/contracts/error';

/** Each typed code has one HTTP status; the error handler is the only place that maps them. */
export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNKNOWN_TENANT: 404,
  LEAGUE_NOT_FOUND: 404,
  NO_TEAM: 404,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  ALREADY_MEMBER: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  DEADLINE_PASSED: 409,
  NO_OPEN_ROUND: 409,
  NOT_MEMBER: 404,
  LEAGUE_FULL: 409,
  SQUAD_INVALID: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly redirect: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { details?: ErrorDetail[]; redirect?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = opts.details;
    this.redirect = opts.redirect;
  }

  get statusCode(): number {
    return STATUS_OF[this.code];
  }
}

export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message: string, redirect = '/') =>
  new AppError('FORBIDDEN', message, { redirect });
export const badMsisdn = () =>
  new AppError('VALIDATION_FAILED', 'Not a valid phone number', {
    details: [{ code: 'MSISDN_INVALID', path: ['msisdn'] }],
  });
