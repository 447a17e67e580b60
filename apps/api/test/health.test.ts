// Liveness and readiness (issue 22 "Health", ADR 0052): /healthz answers while the process runs;
// /readyz answers 200 only when the database answers and holds every migration this build ships —
// 503 on a database that was never migrated, and 503 once PostgreSQL is gone (liveness still 200).
import { createDb } from '@gameweek/db/create-db';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '@gameweek/db/testing/throwaway-postgres';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testEnv } from '../src/env.ts';

const get = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe('health on PGlite', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const handle = await createDb({ dataDir: 'memory://' });
    close = handle.close;
    app = await buildApp({ env: testEnv(), db: handle.db });
  });
  afterAll(async () => {
    await app?.close();
    await close?.();
  });

  it('is live and ready on a migrated database, and keeps the old /health', async () => {
    expect(await get(app, '/healthz')).toEqual({ status: 200, body: { ok: true } });
    expect(await get(app, '/health')).toEqual({ status: 200, body: { ok: true } });
    expect(await get(app, '/readyz')).toEqual({
      status: 200,
      body: { ready: true, checks: { database: 'ok', migrations: 'ok' } },
    });
  });
});

describe('health on PostgreSQL', () => {
  let cluster: ThrowawayPostgres;
  const apps: FastifyInstance[] = [];
  const closers: (() => Promise<void>)[] = [];

  const appOn = async (url: string, migrate: boolean) => {
    const handle = await createDb({ url, poolSize: 2, migrate, onConnectionError: () => {} });
    const app = await buildApp({ env: testEnv(), db: handle.db });
    apps.push(app);
    closers.push(handle.close);
    return app;
  };

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const close of closers) await close().catch(() => {});
    cluster?.stop();
  });

  it('is not ready on a database without this build’s migrations', async () => {
    const app = await appOn(cluster.createDatabase('never_migrated'), false);
    expect(await get(app, '/healthz')).toEqual({ status: 200, body: { ok: true } });
    expect(await get(app, '/readyz')).toEqual({
      status: 503,
      body: { ready: false, checks: { database: 'ok', migrations: 'pending' } },
    });
  });

  it('is ready on a migrated database, and answers 503 once the database is unreachable', async () => {
    const app = await appOn(cluster.createDatabase('migrated'), true);
    expect((await get(app, '/readyz')).status).toBe(200);
    await cluster.halt('fast');
    expect(await get(app, '/readyz')).toEqual({
      status: 503,
      body: { ready: false, checks: { database: 'unreachable', migrations: 'unknown' } },
    });
    // The process itself still answers: an orchestrator keeps it and stops sending it traffic.
    expect(await get(app, '/healthz')).toEqual({ status: 200, body: { ok: true } });
    await cluster.start();
    expect((await get(app, '/readyz')).status).toBe(200);
  });
});
