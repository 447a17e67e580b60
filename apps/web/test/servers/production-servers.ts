// The real servers the server-level tests talk to: the production web server (apps/web/server.mjs on
// the build that globalSetup made of what is checked out now) in front of the API
// (e2e/support/api-server.ts: the real app on a fresh temporary PGlite directory). Requests go out raw
// over TCP (`send`) so that broken encodings and headers reach the servers exactly as written.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Server {
  name: string;
  port: number;
  child: ChildProcess;
  exited: string | null;
  log: string[];
}

function start(name: string, args: string[], env: Record<string, string>, port: number): Server {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const server: Server = { name, port, child, exited: null, log: [] };
  child.stderr?.on('data', (d: Buffer) => {
    server.log.push(d.toString());
    if (server.log.length > 200) server.log.shift();
  });
  child.on('exit', (code, signal) => {
    server.exited = `${name} exited (${signal ?? code})`;
  });
  return server;
}

async function waitFor(server: Server, path: string, host = '127.0.0.1'): Promise<void> {
  // The API prepares the real seasons first: minutes on a busy shared machine (up to the hooks' own
  // timeout; a test that starts servers in beforeAll gives that hook its own).
  const deadline = Date.now() + 540_000;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`${server.exited}:\n${server.log.join('')}`);
    const res = await send(
      server.port,
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ).catch(() => null);
    if (res && res.status > 0 && res.status < 500) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.name} did not answer ${path}`);
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol < 0) return out;
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/**
 * One raw request on a new connection (the request asks the server to close it); the answer as it
 * came, or status 0 when the connection closed without an HTTP response. The body is read as latin1:
 * decode it with `utf8Body` where the text matters.
 */
export function send(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    // A guard against a server that never answers, not a measurement: the assertion is on status 0.
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ECONNREFUSED') reject(e);
    });
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      // Interim 1xx answers are followed by the real one.
      const text = raw.replace(/^(HTTP\/1\.[01] 1\d\d [^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, '');
      const head = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n/.exec(text);
      if (!head) {
        resolve({ status: 0, headers: {}, body: '', raw });
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of (head[2] ?? '').split('\r\n').filter(Boolean)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body = text.slice(head[0].length);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
      resolve({ status: Number(head[1]), headers, body, raw });
    });
    socket.write(Buffer.from(request, 'latin1'));
  });
}

/** A body `send` read as latin1, as the UTF-8 text it is. */
export function utf8Body(answer: Answer): string {
  return Buffer.from(answer.body, 'latin1').toString('utf8');
}

export interface ProductionServers {
  api: Server;
  /** The first web server (`webs[0]`). */
  web: Server;
  /** Every web server in front of the API, as asked. */
  webs: Server[];
  stop(): Promise<void>;
}

/**
 * Starts the API on a fresh PGlite directory and the production web server in front of it — or
 * several, each with the extra environment given (e.g. WEB_CONCURRENCY).
 */
export async function startProductionServers(
  name: string,
  webEnvs: Record<string, string>[] = [{}],
  /** Over the API's environment (e.g. E2E_MANAGERS: fewer simulated managers, a quicker start). */
  apiEnv: Record<string, string> = {},
): Promise<ProductionServers> {
  const dataDir = mkdtempSync(join(tmpdir(), `gameweek-${name}-`));
  const apiPort = await freePort();
  const api = start(
    'api',
    ['--import', 'tsx', 'e2e/support/api-server.ts'],
    { DATA_DIR: dataDir, LOG_LEVEL: 'fatal', ...apiEnv },
    apiPort,
  );
  const webs: Server[] = [];
  for (const [i, extra] of webEnvs.entries())
    webs.push(
      start(
        `web${i === 0 ? '' : i + 1}`,
        ['apps/web/server.mjs'],
        {
          NODE_ENV: 'production',
          API_URL: `http://127.0.0.1:${apiPort}`,
          HOST: '127.0.0.1',
          ...extra,
        },
        await freePort(),
      ),
    );
  const stop = async () => {
    for (const s of [...webs, api]) if (!s.exited) s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(api, '/readyz');
    for (const web of webs) await waitFor(web, '/domain_404', `localhost:${web.port}`);
  } catch (e) {
    await stop();
    throw e;
  }
  return { api, web: webs[0]!, webs, stop };
}
