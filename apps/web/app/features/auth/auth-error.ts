import { normaliseError } from '../../lib/api-error.ts';
import type { AuthKey } from '../../lib/i18n-keys.ts';

/** The API's password policy codes (apps/api/src/services/passwords/policy.ts), each with its text. */
const PASSWORD_RULES = {
  PASSWORD_TOO_SHORT: 'errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'errors.passwordTooLong',
  PASSWORD_TOO_COMMON: 'errors.passwordTooCommon',
  PASSWORD_REPETITIVE: 'errors.passwordRepetitive',
  PASSWORD_SEQUENTIAL: 'errors.passwordSequential',
} as const;

/** Maps an API failure to the translated message key of the auth namespace. */
export function authErrorKey(failure: unknown): AuthKey {
  const body =
    failure && typeof failure === 'object' && 'error' in failure
      ? (failure as { error: { code?: unknown; details?: { code?: unknown }[] } }).error
      : undefined;
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const details = Array.isArray(body?.details) ? body.details : [];
  // The rule a new password breaks, wherever it is among the details.
  const detail = details
    .map((d) => d?.code)
    .find((c): c is keyof typeof PASSWORD_RULES => typeof c === 'string' && c in PASSWORD_RULES);
  if (code === 'INVALID_CREDENTIALS') return 'errors.invalidCredentials';
  // Registration no longer says whether an address is taken (the API answers as for a new one);
  // CONFLICT remains for other account calls.
  if (code === 'CONFLICT') return 'errors.usernameTaken';
  if (code === 'RATE_LIMITED' || normaliseError(failure).statusCode === 429)
    return 'errors.tooManyAttempts';
  if (detail) return PASSWORD_RULES[detail];
  if (code === 'VALIDATION_FAILED' || normaliseError(failure).statusCode === 400)
    return 'errors.validation';
  return 'errors.generic';
}
