import { type ChildProcess, spawn } from 'node:child_process';
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

test('a bad WEB_CONCURRENCY is refused with a clear message', async () => {
  const { child, output } = start({ WEB_CONCURRENCY: 'two' });
  expect(await exited(child)).toBe(1);
  expect(output()).toContain('WEB_CONCURRENCY must be a whole number ≥ 1, not two');
});
