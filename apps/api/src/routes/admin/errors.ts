import { ErrorResponseSchema } from '@gameweek/contracts/error';

/** The error object on every console answer that can fail. */
export const consoleErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
