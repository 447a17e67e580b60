import type { ErrorResponse } from '@gameweek/contracts/error';

/** A failed call rejects with `{ error: body }`; the body is the API's error object. */
export interface ApiFailure {
  error: Partial<ErrorResponse> & Record<string, unknown>;
}

export interface NormalisedError {
  statusCode: number;
  message: string;
  redirect: string | undefined;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * Reads statusCode, message and redirect from an error object that may be wrapped in an `error`
 * field; missing values default to 500 / "Internal Server Error".
 */
export function normaliseError(input: unknown): NormalisedError {
  const body = isRecord(input) && isRecord(input.error) ? input.error : input;
  const rec = isRecord(body) ? body : {};
  const statusCode = typeof rec.statusCode === 'number' ? rec.statusCode : 500;
  const message =
    typeof rec.message === 'string' && rec.message !== '' ? rec.message : 'Internal Server Error';
  const redirect =
    typeof rec.redirect === 'string' && rec.redirect !== '' ? rec.redirect : undefined;
  return { statusCode, message, redirect };
}

export function isApiFailure(v: unknown): v is ApiFailure {
  return isRecord(v) && isRecord(v.error);
}
