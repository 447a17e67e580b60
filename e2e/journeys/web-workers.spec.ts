import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { childPids } from '../../scripts/child-pids.mjs';
import { API_URL } from '../support/session.ts';

/** The production server with WEB_CONCURRENCY=2 (apps/web/server-workers.mjs), next to the journeys' one. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_WEB_PORT ?? 3310) + 30;
const base = `http://127.0.0.1:${PORT}`;

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['apps/web/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), API_URL, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

test('WEB_CONCURRENCY=2 serves pages from two processes, replaces one that dies and stops cleanly', async ({
  request,
}) => {
  const { child, output } = start({ WEB_CONCURRENCY: '2' });
  try {
    await expect.poll(output, { timeout: 30_000 }).toContain('web: 2 workers');
    const workers = childPids(child.pid!);
    expect(workers).toHaveLength(2);
    const page = await request.get(`${base}/guest`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('data-testid="guest-invite"');

    process.kill(workers[0]!, 'SIGKILL');
    await expect
      .poll(output)
      .toContain(`web worker ${workers[0]} exited (SIGKILL); starting another`);
    await expect
      .poll(() => childPids(child.pid!).filter((p) => p !== workers[0]).length, {
        timeout: 30_000,
      })
      .toBe(2);
    for (let i = 0; i < 4; i += 1) expect((await request.get(`${base}/guest`)).status()).toBe(200);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(childPids(child.pid!)).toEqual([]);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

/** One raw request (so a broken target or Host reaches the server as sent); the status line's code. */
function rawStatus(request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.end(`${request}Connection: close\r\n\r\n`);
  });
}

// Issue 17, finding 1: each of these ended the web server; in cluster mode each is a worker's 400 too.
test('WEB_CONCURRENCY=2: the requests that killed the server are 400s and no worker dies', async () => {
  const { child, output } = start({ WEB_CONCURRENCY: '2' });
  try {
    await expect.poll(output, { timeout: 30_000 }).toContain('web: 2 workers');
    const workers = childPids(child.pid!);
    const host = `Host: 127.0.0.1:${PORT}\r\n`;
    for (let round = 0; round < 3; round += 1) {
      expect(await rawStatus(`GET /% HTTP/1.1\r\n${host}`)).toBe(400);
      expect(await rawStatus(`GET / HTTP/1.1\r\n${host}X-Forwarded-Host: %\r\n`)).toBe(400);
      expect(await rawStatus('GET / HTTP/1.1\r\nHost:\r\n')).toBe(400);
      expect(await rawStatus(`POST //% HTTP/1.1\r\n${host}Content-Length: 0\r\n`)).toBe(400);
    }
    expect(output()).not.toContain('exited');
    expect(childPids(child.pid!)).toEqual(workers);
    expect((await fetch(`${base}/guest`)).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
});

test('a bad WEB_CONCURRENCY is refused with a clear message', async () => {
  const { child, output } = start({ WEB_CONCURRENCY: 'two' });
  expect(await exited(child)).toBe(1);
  expect(output()).toContain('WEB_CONCURRENCY must be a whole number ≥ 1, not two');
});
