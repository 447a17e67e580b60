// A throwaway PostgreSQL cluster for tests: initdb into a temp dir, listen on a free loopback port,
// stop and delete it at the end. Uses Debian's binaries under /usr/lib/postgresql/*/bin.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const runAsync = promisify(execFile);

export interface ThrowawayPostgres {
  url: string;
  port: number;
  dir: string;
  /** Create another empty database in the same cluster and return its URL. */
  createDatabase(name: string): string;
  /**
   * `pg_ctl restart -m mode`: the server goes away and comes back on the same port with its data.
   * Asynchronous, unlike the rest, so a test's own requests go on while it happens.
   */
  restart(mode?: ShutdownMode): Promise<void>;
  /** Stop the server only (the data stays); `start()` brings it back. */
  halt(mode?: ShutdownMode): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/** pg_ctl's shutdown modes: smart waits for clients, fast disconnects them, immediate aborts. */
export type ShutdownMode = 'smart' | 'fast' | 'immediate';

export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (see .ci/run)');
  }
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const latest = versions.at(-1);
  if (!latest) throw new Error(`no initdb under ${root}/*/bin`);
  return join(root, latest, 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function postgresUid(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const out = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gout = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error('running as root needs the postgres system user');
  return { uid: Number(out.stdout.trim()), gid: Number(gout.stdout.trim()) };
}

const PREFIX = 'gameweek-pg-';
/** The pid of the process that made a cluster, written next to its data. */
const OWNER_FILE = 'owner.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Clusters left by a test process that was killed (a timed-out run, ^C): its `stop()` never ran, so
 * the postmaster kept running and the directory kept its ~150 MB. Any cluster whose owner process is
 * gone is stopped and deleted before a new one starts; a cluster whose owner still runs (a parallel
 * test run) is left alone. Directories from before the owner file existed are not touched.
 */
export function sweepAbandonedClusters(bin: string, run: RunAsPostgres): void {
  const root = tmpdir();
  for (const name of readdirSync(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(root, name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, OWNER_FILE), 'utf8').trim());
    } catch {
      continue;
    }
    if (!Number.isInteger(owner) || owner <= 0 || isAlive(owner)) continue;
    try {
      if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
        run(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      }
    } catch {
      // Already stopped, or half-initialised: deleting the directory is what is left to do.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

type RunAsPostgres = (file: string, args: string[]) => void;

export async function startThrowawayPostgres(
  opts: { database?: string; durable?: boolean } = {},
): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  const owner = postgresUid();
  const runAs: RunAsPostgres = (file, args) => {
    if (owner) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  sweepAbandonedClusters(bin, runAs);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, OWNER_FILE), `${process.pid}\n`);
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chmodSync(dir, 0o700);
  }
  const asPostgres = (cmd: string, args: string[]) => runAs(join(bin, cmd), args);

  const data = join(dir, 'data');
  asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const port = await freePort();
  const fast = opts.durable
    ? ''
    : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const startArgs = [
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200${fast}`,
    'start',
  ];
  asPostgres('pg_ctl', ['-D', data, ...startArgs]);
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const createDatabase = (name: string) => {
    execFileSync(
      join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', `create database "${name}"`],
      { stdio: 'pipe' },
    );
    return `${base}/${name}`;
  };
  const database = opts.database ?? 'app';
  const url = createDatabase(database);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      // A cluster halted by the test has no server left to stop.
      if (existsSync(join(data, 'postmaster.pid')))
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const pgCtlAsync = (args: string[]) =>
    runAsync(
      owner ? 'runuser' : join(bin, 'pg_ctl'),
      owner ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args] : args,
    ).then(() => undefined);
  const restart = (mode: ShutdownMode = 'fast') =>
    pgCtlAsync(['-D', data, '-l', join(dir, 'log'), '-m', mode, '-w', '-t', '30', 'restart']);
  const halt = (mode: ShutdownMode = 'fast') =>
    pgCtlAsync(['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
  const startAsync = () => pgCtlAsync(['-D', data, ...startArgs]);
  return { url, port, dir, createDatabase, restart, halt, start: startAsync, stop };
}
