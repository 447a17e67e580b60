// The web server's liveness and readiness (issue 22 "Health", ADR 0052): /healthz answers while the
// process runs; /readyz answers 200 while it reaches its API and 503 once the API is gone — the web
// server itself still answers /healthz then, so an orchestrator stops sending it players instead of
// restarting it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServers, send, startProductionServers } from './production-servers.ts';

const get = (port: number, path: string) =>
  send(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe('the web server’s health endpoints', () => {
  let servers: ProductionServers;
  beforeAll(async () => {
    servers = await startProductionServers('web-health', [{}], { E2E_MANAGERS: '4' });
  });
  afterAll(async () => servers?.stop());

  it('is live and ready while its API answers, and not ready once the API is gone', async () => {
    const web = servers.web.port;
    const live = await get(web, '/healthz');
    expect(live.status).toBe(200);
    expect(JSON.parse(live.body)).toEqual({ ok: true });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await get(web, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ ready: true, checks: { api: 'ok' } });

    servers.api.child.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      if (servers.api.exited) resolve();
      else servers.api.child.once('exit', () => resolve());
    });
    const gone = await get(web, '/readyz');
    expect(gone.status).toBe(503);
    expect(JSON.parse(gone.body)).toEqual({ ready: false, checks: { api: 'unreachable' } });
    expect((await get(web, '/healthz')).status).toBe(200);
  });
});
