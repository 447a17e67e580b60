import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest } from '../app/lib/api-client.server.ts';

let server: Server;
let base = '';
const seen: { method?: string; url?: string; headers: Record<string, unknown>; body: string }[] =
  [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/ok')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ hello: 'world' }));
      } else if (req.url === '/missing') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'League not found', redirect: '/home' }));
      } else if (req.url === '/empty-error') {
        res.writeHead(502);
        res.end();
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('{}'), 500);
      } else {
        res.writeHead(204);
        res.end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('server path client (undici pool)', () => {
  it('sends method, query, headers and a JSON body, and parses the JSON answer', async () => {
    const out = await apiRequest<{ hello: string }>(base, '/ok', {
      method: 'POST',
      query: { limit: 50, cursor: undefined },
      headers: { authorization: 'Bearer t', domain: 'example.test' },
      body: { a: 1 },
    });
    expect(out).toEqual({ hello: 'world' });
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/ok?limit=50');
    expect(req.headers).toMatchObject({
      authorization: 'Bearer t',
      domain: 'example.test',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(JSON.parse(req.body)).toEqual({ a: 1 });
  });

  it('rejects a non-2xx answer with its body and status', async () => {
    await expect(apiRequest(base, '/missing')).rejects.toEqual({
      error: { statusCode: 404, message: 'League not found', redirect: '/home' },
    });
    await expect(apiRequest(base, '/empty-error')).rejects.toEqual({
      error: { statusCode: 502, message: 'Bad Gateway' },
    });
  });

  it('resolves an empty body as null', async () => {
    await expect(apiRequest(base, '/no-content')).resolves.toBeNull();
  });

  it('times out with 504 and fails to connect with 503', async () => {
    await expect(apiRequest(base, '/slow', { timeoutMs: 50 })).rejects.toMatchObject({
      error: { statusCode: 504, message: 'Request timed out' },
    });
    await expect(apiRequest('http://127.0.0.1:1', '/ok')).rejects.toMatchObject({
      error: { statusCode: 503 },
    });
  });
});
