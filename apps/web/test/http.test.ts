import { describe, expect, it } from 'vitest';
import { normaliseError } from '../app/lib/api-error.ts';
import { callJson, REQUEST_TIMEOUT_MS } from '../app/lib/http.ts';

function fakeFetch(status: number, body: string | null, seen: RequestInit[] = []): typeof fetch {
  return (async (_url: string | URL | Request, init?: RequestInit) => {
    if (init) seen.push(init);
    return new Response(body, { status });
  }) as typeof fetch;
}

describe('callJson (both call paths)', () => {
  it('sends JSON with credentials and resolves with the body', async () => {
    const seen: RequestInit[] = [];
    const res = await callJson<{ ok: boolean }>('http://x/y', {
      method: 'POST',
      body: { a: 1 },
      fetchImpl: fakeFetch(200, '{"ok":true}', seen),
    });
    expect(res).toEqual({ ok: true });
    expect(seen[0]?.credentials).toBe('include');
    expect((seen[0]?.headers ?? {}) as Record<string, string>).toHaveProperty(
      'content-type',
      'application/json',
    );
    expect(seen[0]?.body).toBe('{"a":1}');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('rejects with { error: body } on a failed call', async () => {
    await expect(
      callJson('http://x/y', {
        fetchImpl: fakeFetch(403, '{"statusCode":403,"message":"no","redirect":"/"}'),
      }),
    ).rejects.toEqual({ error: { statusCode: 403, message: 'no', redirect: '/' } });
  });

  it('rejects with the status when the body is empty', async () => {
    await expect(callJson('http://x/y', { fetchImpl: fakeFetch(500, null) })).rejects.toMatchObject(
      {
        error: { statusCode: 500 },
      },
    );
  });

  it('times out', async () => {
    const never = ((_u: unknown, init?: RequestInit) =>
      new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    await expect(callJson('http://x/y', { fetchImpl: never, timeoutMs: 20 })).rejects.toMatchObject(
      {
        error: { statusCode: 504 },
      },
    );
  });
});

describe('normaliseError', () => {
  it('reads wrapped and bare error objects, defaulting to 500 / Internal Server Error', () => {
    expect(normaliseError({ error: { statusCode: 401, message: 'x', redirect: '/a' } })).toEqual({
      statusCode: 401,
      message: 'x',
      redirect: '/a',
    });
    expect(normaliseError({ statusCode: 403, message: 'y' })).toEqual({
      statusCode: 403,
      message: 'y',
      redirect: undefined,
    });
    expect(normaliseError(undefined)).toEqual({
      statusCode: 500,
      message: 'Internal Server Error',
      redirect: undefined,
    });
    expect(normaliseError({ error: {} })).toEqual({
      statusCode: 500,
      message: 'Internal Server Error',
      redirect: undefined,
    });
  });
});
