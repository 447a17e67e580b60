// Issue 17, finding 3: a PostgreSQL restart used to end the API process (pg-pool's 'error' from an idle
// client, with nobody listening). The real process (`node --import tsx src/main.ts`, season clock on) runs
// on a throwaway cluster while the test restarts and stops that cluster under it.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ErrorResponseSchema } from '@gameweek/contracts/error';
import { createDb } from '@gameweek/db/create-db';
import { leagues, rounds } from '@gameweek/db/schema';
import { createSoccerSeason, createTenant } from '@gameweek/db/testing/factories';
import {
  freePort,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '@gameweek/db/testing/throwaway-postgres';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const DOMAIN = 'restart.test';
/** The deadline: after PostgreSQL is back, the API serves again within 5 s. */
const SERVES_AGAIN_WITHIN_MS = 5_000;

type Outcome =
  | { kind: 'ok' }
  | { kind: 'unavailable' }
  | { kind: 'wrong'; detail: string }
  | { kind: 'dropped'; detail: string };

/** Polls `check` until it is true; fails after `timeoutMs` with `what`. */
async function until(
  what: string,
  timeoutMs: number,
  check: () => boolean | Promise<boolean>,
  context: () => string = () => '',
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${context()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the API rides through a PostgreSQL restart', () => {
  let cluster: ThrowawayPostgres;
  let api: ChildProcess;
  let base: string;
  let token: string;
  let output = '';
  let exited: string | undefined;

  beforeAll(async () => {
    // Durable: `-m immediate` is a crash, and without synchronous commits the crash could take the
    // test's own demo session with it.
    cluster = await startThrowawayPostgres({ durable: true });
    const url = cluster.createDatabase('restart');
    const seed = await createDb({ url, poolSize: 2 });
    const season = await createSoccerSeason(seed.db, {
      start: new Date(Date.now() + 2 * 86_400_000),
      rounds: 3,
    });
    await seed.db.update(rounds).set({ status: 'OPEN' }).where(eq(rounds.id, season.roundIds[0]!));
    const tenant = await createTenant(seed.db, { domain: DOMAIN, seasonId: season.seasonId });
    await seed.db.insert(leagues).values({
      tenantId: tenant.id,
      seasonId: season.seasonId,
      name: 'Overall',
      kind: 'classic',
      inviteCode: 'OVERALL-RESTART',
      startRoundId: season.roundIds[0]!,
      system: true,
    });
    await seed.close();

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: '0',
        // The season clock ticks every 2 s in this process: it faces the outage too.
        CLOCK: '1',
        LOG_LEVEL: 'warn',
        DB_POOL_SIZE: '8',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    api.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    api.on('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
    });
    await until('the API to listen', 60_000, async () => {
      if (exited) throw new Error(`the API ${exited}:\n${output}`);
      return fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
    });
    const login = await fetch(`${base}/auth/token?demo=1`, {
      method: 'POST',
      headers: { domain: DOMAIN },
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    if (api && api.exitCode === null && !api.signalCode) {
      const gone = new Promise((r) => api.once('exit', r));
      api.kill('SIGTERM');
      await gone;
    }
    cluster?.stop();
  });

  /** A read that needs the database on every call (the session is looked up each time). */
  async function call(): Promise<Outcome> {
    let res: Response;
    try {
      res = await fetch(`${base}/v1/user/games`, {
        headers: { domain: DOMAIN, authorization: `Bearer ${token}` },
      });
    } catch (e) {
      return { kind: 'dropped', detail: String((e as Error).cause ?? e) };
    }
    const text = await res.text();
    if (res.status === 200) return { kind: 'ok' };
    if (res.status === 503) {
      const body = ErrorResponseSchema.safeParse(JSON.parse(text));
      if (body.success && body.data.statusCode === 503 && body.data.code === 'SERVICE_UNAVAILABLE')
        return { kind: 'unavailable' };
    }
    return { kind: 'wrong', detail: `${res.status} ${text}` };
  }

  /** Requests from `workers` loops at once until stopped; every outcome is kept. */
  function load(workers: number) {
    const outcomes: Outcome[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async () => {
      while (running) outcomes.push(await call());
    });
    return {
      outcomes,
      count: (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  const alive = () => exited === undefined && api.exitCode === null;
  /** Fails at once, with the API's last words, when the process has gone. */
  const stillAlive = () => {
    if (!alive()) throw new Error(`the API process ${exited}:\n${output.slice(-4000)}`);
    return true;
  };
  const failures = (outcomes: Outcome[]) =>
    outcomes.filter((o) => o.kind === 'wrong' || o.kind === 'dropped');

  it('survives `pg_ctl restart -m immediate` under load: 200 or the 503 error object, then 200', async () => {
    // Fewer loops than pooled connections: some sit idle when the server dies (the case that ended the process).
    const traffic = load(3);
    await until('traffic before the restart', 10_000, () => traffic.count('ok') >= 30);
    await cluster.restart('immediate');
    // PostgreSQL is back: the pool must hand out new connections without a process restart.
    const back = traffic.outcomes.length;
    await until(
      'a 200 after PostgreSQL is back',
      SERVES_AGAIN_WITHIN_MS,
      () => stillAlive() && traffic.outcomes.slice(back).some((o) => o.kind === 'ok'),
      () => JSON.stringify(traffic.outcomes.slice(-5)) + output.slice(-3000),
    );
    await traffic.stop();
    expect(alive(), output).toBe(true);
    expect(failures(traffic.outcomes), output).toEqual([]);
  });

  it('answers 503 with the error object while PostgreSQL is down, and the season clock keeps ticking', async () => {
    // Idle now (the issue's `-m fast` case): the pool holds idle connections that the shutdown drops.
    await cluster.halt('fast');
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 20; i++) outcomes.push(await call());
    expect(
      outcomes.every((o) => o.kind === 'unavailable'),
      JSON.stringify(outcomes),
    ).toBe(true);
    // A tick on a dead database logs and waits for the next tick (it used to be able to end the process).
    const seen = output.length;
    await until(
      'a season clock tick during the outage',
      15_000,
      () => stillAlive() && output.slice(seen).includes('season clock: database unavailable'),
    );
    expect(alive(), output).toBe(true);

    await cluster.start();
    const back = outcomes.length;
    await until(
      'a 200 after PostgreSQL is back',
      SERVES_AGAIN_WITHIN_MS,
      async () => {
        stillAlive();
        outcomes.push(await call());
        return outcomes.slice(back).some((o) => o.kind === 'ok');
      },
      () => JSON.stringify(outcomes.slice(-5)) + output.slice(-3000),
    );
    expect(alive(), output).toBe(true);
    expect(failures(outcomes), output).toEqual([]);
    expect(output).not.toContain('unhandled');
  });
});
