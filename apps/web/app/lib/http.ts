import type { ApiFailure } from './api-error.ts';

/** Both call paths time out after 30 000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The browser path's base: the web server's own proxy (api-proxy.ts, ADR 0008). */
export const BROWSER_API_BASE = '/api';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function withQuery(url: string, query: CallOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * One JSON call with credentials and the 30 s time-out. Resolves with the parsed body; rejects with
 * `{ error: body }` for a non-2xx answer, a network failure or a time-out.
 */
export async function callJson<T>(url: string, options: CallOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal =
    options.signal && typeof AbortSignal.any === 'function'
      ? AbortSignal.any([options.signal, timeout])
      : (options.signal ?? timeout);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers,
    signal,
  };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await (options.fetchImpl ?? fetch)(withQuery(url, options.query), init);
  } catch (cause) {
    const timedOut = timeout.aborted;
    const failure: ApiFailure = {
      error: {
        statusCode: timedOut ? 504 : 503,
        message: timedOut ? 'Request timed out' : `Request failed: ${String(cause)}`,
      },
    };
    throw failure;
  }
  const body = await readBody(res);
  if (!res.ok) {
    const error =
      typeof body === 'object' && body !== null
        ? { statusCode: res.status, ...(body as Record<string, unknown>) }
        : { statusCode: res.status, message: res.statusText };
    const failure: ApiFailure = { error };
    throw failure;
  }
  return body as T;
}

/** The browser path: the app's own /api resource route, which forwards to the API. */
export function browserCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  return callJson<T>(`${BROWSER_API_BASE}${path}`, options);
}
