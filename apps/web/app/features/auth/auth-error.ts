import { normaliseError } from '../../lib/api-error.ts';

/** Maps an API failure to the translated message key of the auth namespace. */
export function authErrorKey(failure: unknown): string {
  const body =
    failure && typeof failure === 'object' && 'error' in failure
      ? (failure as { error: { code?: unknown } }).error
      : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  if (code === 'INVALID_CREDENTIALS') return 'errors.invalidCredentials';
  if (code === 'USERNAME_TAKEN' || code === 'CONFLICT') return 'errors.usernameTaken';
  if (code === 'VALIDATION_FAILED' || normaliseError(failure).statusCode === 400)
    return 'errors.validation';
  return 'errors.generic';
}
