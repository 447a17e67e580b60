import { EventEmitter } from 'node:events';
import { STATUS_CODES } from 'node:http';
import { Pool } from 'undici';
import type { ApiFailure } from './api-error.ts';
import { type CallOptions, REQUEST_TIMEOUT_MS, withQuery } from './http.ts';

/**
 * The server path's HTTP client: undici's `request` on one keep-alive pool to the API (ADR 0019).
 * Same contract as `callJson` (http.ts): resolves with the parsed JSON body, rejects with
 * `{ error: body }` for a non-2xx answer, a network failure or the 30 s time-out. `fetch` builds a
 * WHATWG Request, Response, Headers and AbortSignal per call and reads the body through a web
 * stream; a page makes three calls, and that was a tenth of the web server's CPU.
 */
const pools = new Map<string, Pool>();

function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    // Idle sockets close on this side first (Fastify keeps them 72 s).
    pool = new Pool(origin, { keepAliveTimeout: 30_000, keepAliveMaxTimeout: 60_000 });
    pools.set(origin, pool);
  }
  return pool;
}

/** An abort signal undici accepts without the cost of an AbortController per call. */
class Deadline extends EventEmitter {
  aborted = false;
  fire(): void {
    this.aborted = true;
    this.emit('abort');
  }
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** `base` is the API's origin (env.apiUrl on the server path). */
export async function apiRequest<T>(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const url = new URL(withQuery(`${base}${path}`, options.query));
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const deadline = new Deadline();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.fire();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => deadline.fire();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  let status: number;
  let text: string;
  try {
    const res = await poolFor(url.origin).request({
      path: `${url.pathname}${url.search}`,
      method: options.method ?? 'GET',
      headers,
      body,
      signal: deadline,
    });
    status = res.statusCode;
    text = await res.body.text();
  } catch (cause) {
    const failure: ApiFailure = {
      error: {
        statusCode: timedOut ? 504 : 503,
        message: timedOut ? 'Request timed out' : `Request failed: ${String(cause)}`,
      },
    };
    throw failure;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
  const parsed = parse(text);
  if (status < 200 || status > 299) {
    const error =
      typeof parsed === 'object' && parsed !== null
        ? { statusCode: status, ...(parsed as Record<string, unknown>) }
        : { statusCode: status, message: STATUS_CODES[status] ?? '' };
    const failure: ApiFailure = { error };
    throw failure;
  }
  return parsed as T;
}
