// The console's one way to call the API: /admin/v1 through the web server (the staff token rides in
// its httpOnly cookie), answers checked with the shared zod contracts, failures as the spec's error
// object.
import { type ErrorResponse, ErrorResponseSchema } from '@gameweek/contracts/error';
import type { z } from 'zod';

/** A failed call: the API's error object, or one made here when the network or the answer failed. */
export class ConsoleApiError extends Error {
  readonly body: ErrorResponse;
  constructor(body: ErrorResponse) {
    super(body.message);
    this.body = body;
  }
  get status(): number {
    return this.body.statusCode;
  }
  /** The first detail's code (TOTP_REQUIRED, LAST_OWNER…), when the API gave one. */
  get detailCode(): string | undefined {
    return this.body.details?.[0]?.code;
  }
}

export const NETWORK_ERROR: ErrorResponse = { statusCode: 0, message: 'network' };

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Changes to a subscriber are idempotent: the same key for the same intended change. */
  idempotencyKey?: string;
}

export async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<z.infer<S>> {
  const url = new URL(path.startsWith('/admin/') ? path : `/admin/v1${path}`, location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ConsoleApiError(NETWORK_ERROR);
  }
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    throw new ConsoleApiError(
      parsed.success ? parsed.data : { statusCode: res.status, message: res.statusText },
    );
  }
  return schema.parse(payload);
}

/** A fresh key for one intended change (kept while its form is open, so a retry is the same). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
