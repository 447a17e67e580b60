import { z } from 'zod';

/**
 * Machine-readable error codes. The UI translates codes (and `details`) into text; `message` is an
 * English fallback for logs and developers.
 */
export const ErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNKNOWN_TENANT',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'DEADLINE_PASSED',
  'NO_OPEN_ROUND',
  'SQUAD_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'LEAGUE_NOT_FOUND',
  'NO_TEAM',
  'ALREADY_MEMBER',
  'NOT_MEMBER',
  'LEAGUE_FULL',
  'RATE_LIMITED',
  'INTERNAL',
  /** The database is restarting or unreachable: try again in a moment (503). */
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** One thing wrong with a request: a rules-engine violation code or a field issue, with params. */
export const ErrorDetailSchema = z.object({
  code: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  message: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/**
 * The error object of every failed call: `statusCode`, `message`, optional `redirect`. 401 = token
 * missing or dead; 403 carries a redirect when the user may not be here; 400/422 carry `details`.
 */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  redirect: z.string().optional(),
  code: ErrorCodeSchema.optional(),
  details: z.array(ErrorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Defaults used by clients when a failed call carries no body. */
export const DEFAULT_ERROR: ErrorResponse = { statusCode: 500, message: 'Internal Server Error' };
