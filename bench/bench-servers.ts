/**
 * Servers for the web benches (web-bench.ts, ssr-bench.ts): the real API (e2e/support/api-server.ts)
 * on PGlite or, with BENCH_DB=postgres, on a throwaway PostgreSQL cluster with durable defaults (as
 * production runs), and the production build of the web app (apps/web/server.mjs).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '@gameweek/db/testing/throwaway-postgres';
import { childPids } from '../scripts/child-pids.mjs';
import { waitForUrl } from '../scripts/wait-for-url.mjs';

export const root = join(import.meta.dirname, '..');
export type BenchDb = 'pglite' | 'postgres';

export function benchDbFromEnv(): BenchDb {
  return process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
}

const children: ChildProcess[] = [];
let cluster: ThrowawayPostgres | undefined;

export function startNode(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

export function stopAll(): void {
  for (const c of children) if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGTERM');
  cluster?.stop();
  cluster = undefined;
}

/** Stops the servers and waits (up to 10 s) until they have exited, e.g. to let --cpu-prof write. */
export async function stopAllAndWait(): Promise<void> {
  const running = children.filter((c) => c.pid && c.exitCode === null);
  const exited = running.map(
    (c) => new Promise<void>((resolve) => c.once('exit', () => resolve())),
  );
  for (const c of running) process.kill(-c.pid!, 'SIGTERM');
  await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 10_000))]);
  stopAll();
}

export function buildWebUnlessFresh(): void {
  if (existsSync(join(root, 'apps/web/build/server/index.js')) && process.env.REBUILD_WEB === '0')
    return;
  console.log('building the web app…');
  const r = spawnSync('npm', ['run', '--silent', 'build', '-w', '@gameweek/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export interface BenchServers {
  web: string;
  api: ChildProcess;
  webServer: ChildProcess;
  db: BenchDb;
  /** The PostgreSQL cluster's data directory (BENCH_DB=postgres). */
  pgDataDir: string | undefined;
}

/** API then web, each answering before this resolves. `nodeArgs` go to both (e.g. --cpu-prof). */
export async function startServers(opts: {
  apiPort: number;
  webPort: number;
  db: BenchDb;
  nodeArgs?: string[];
}): Promise<BenchServers> {
  const env: Record<string, string> = { PORT: String(opts.apiPort) };
  if (opts.db === 'postgres') {
    cluster = await startThrowawayPostgres({ durable: true });
    env.E2E_DATABASE_URL = cluster.url;
  }
  const nodeArgs = opts.nodeArgs ?? [];
  const api = startNode([...nodeArgs, '--import', 'tsx', 'e2e/support/api-server.ts'], env);
  await waitForUrl(`http://127.0.0.1:${opts.apiPort}/readyz`);
  const webServer = startNode([...nodeArgs, 'apps/web/server.mjs'], {
    WEB_CONCURRENCY: String(webConcurrency()),
    PORT: String(opts.webPort),
    API_URL: `http://127.0.0.1:${opts.apiPort}`,
    NODE_ENV: 'production',
  });
  const web = `http://localhost:${opts.webPort}`;
  await waitForUrl(`${web}/domain_404`);
  return { web, api, webServer, db: opts.db, pgDataDir: cluster && join(cluster.dir, 'data') };
}

/**
 * How many web server processes the benches run (WEB_CONCURRENCY, default: one per core, as a
 * production deployment does; the API and the database share the same cores).
 */
export function webConcurrency(): number {
  return Number(process.env.WEB_CONCURRENCY || availableParallelism());
}

/** A demo session, as the landing page's "Try the demo" button makes it. */
export async function demoToken(web: string): Promise<string> {
  const login = await fetch(`${web}/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'demo' }),
    redirect: 'manual',
  });
  const token = /token=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`demo login failed: ${login.status}`);
  return token;
}

/** CPU time (user + system) of one process, in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time of a process and its children (web server workers, PostgreSQL backends). */
function processTreeCpuMs(pid: number): number {
  return childPids(pid).reduce((sum, child) => sum + processCpuMs(child), processCpuMs(pid));
}

/** Per-process CPU counters: the web server, the API and (BENCH_DB=postgres) the whole cluster. */
export function cpuSnapshot(s: BenchServers): Record<string, number> {
  const out: Record<string, number> = {
    web: processTreeCpuMs(s.webServer.pid!),
    api: processCpuMs(s.api.pid!),
  };
  if (s.pgDataDir) {
    const postmaster = Number(
      readFileSync(join(s.pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    out.postgres = processTreeCpuMs(postmaster);
  }
  out.self = processCpuMs(process.pid);
  return out;
}
