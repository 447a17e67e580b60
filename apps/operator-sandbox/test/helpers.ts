import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxConfig } from '../src/env.ts';
import { type RunningSandbox, startSandbox } from '../src/server.ts';
import { signedHeaders } from '../src/signature.ts';

export const SECRET = 'test-secret';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server standing in for the service: records requests, answers with `respond`. */
export async function startReceiver(respond: (r: Received, n: number) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      const status = respond(r, received.length);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ echoed: r.headers }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    port: 0,
    hePort: 0,
    host: '127.0.0.1',
    heTarget: 'http://127.0.0.1:9',
    callbackUrl: 'http://127.0.0.1:9/operator/callbacks/billing',
    secret: SECRET,
    chargeDelayMs: 10,
    periodMs: null,
    renewalTickMs: 60_000,
    callbackRetryDelaysMs: [30, 30, 30],
    ...overrides,
  };
}

export async function startTestSandbox(
  overrides: Partial<SandboxConfig> = {},
): Promise<RunningSandbox> {
  return startSandbox(testConfig(overrides));
}

/** A call to the operator API signed as the service signs it. */
export async function signedCall(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  secret = SECRET,
): Promise<Response> {
  const text = body === undefined ? '' : JSON.stringify(body);
  return fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...signedHeaders(secret, method, path, text),
      ...extraHeaders,
    },
    ...(text ? { body: text } : {}),
  });
}

export async function waitFor<T>(fn: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const chargeBody = (msisdn = '4915112345678') => ({
  msisdn,
  service_id: 'white-label-soccer',
  amount_minor: 299,
  currency: 'EUR',
  period_days: 7,
  description: 'Gameweek weekly pass',
  consent_reference: 'consent-1',
});
