import { normaliseError } from '../../lib/api-error.ts';

/** Maps an API failure to the translated message key of the auth namespace. */
export function authErrorKey(failure: unknown): string {
  const body =
    failure && typeof failure === 'object' && 'error' in failure
      ? (failure as { error: { code?: unknown; details?: { code?: unknown }[] } }).error
      : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const detail = Array.isArray(body?.details) ? body.details[0]?.code : undefined;
  if (code === 'INVALID_CREDENTIALS') return 'errors.invalidCredentials';
  // Registration no longer says whether an address is taken (the API answers as for a new one);
  // CONFLICT remains for other account calls.
  if (code === 'CONFLICT') return 'errors.usernameTaken';
  if (code === 'RATE_LIMITED' || normaliseError(failure).statusCode === 429)
    return 'errors.tooManyAttempts';
  if (
    typeof detail === 'string' &&
    /^PASSWORD_(TOO_SHORT|TOO_LONG|TOO_COMMON|REPETITIVE|SEQUENTIAL)$/.test(detail)
  )
    return 'errors.weakPassword';
  if (code === 'VALIDATION_FAILED' || normaliseError(failure).statusCode === 400)
    return 'errors.validation';
  return 'errors.generic';
}
