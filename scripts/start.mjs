#!/usr/bin/env node
// `npm start`: the whole product on the embedded default — the API on PGlite with the demo season,
// the stand-in operator, and the web app (built once, then served). No other server is needed.
// Set DATABASE_URL to run the API against PostgreSQL instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './wait-for-url.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = process.env.API_PORT ?? '4000';
const WEB_PORT = process.env.WEB_PORT ?? '3000';
const SANDBOX_PORT = process.env.SANDBOX_PORT ?? '4100';
const HOST = process.env.HOST ?? '127.0.0.1';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/**
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping everything`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// The first start imports real data and prepares the demo before the API answers: allow it 10 minutes.
/** @type {(url: string, name: string) => Promise<void>} */
const waitFor = (url, name) => waitForUrl(url, { name, timeoutMs: 600_000 });

const webBuild = join(root, 'apps/web/build/server/index.js');
if (!existsSync(webBuild) || process.env.REBUILD_WEB === '1') {
  console.log('[start] building the web app (once)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@gameweek/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const apiUrl = `http://${HOST}:${API_PORT}`;
const sandboxUrl = `http://${HOST}:${SANDBOX_PORT}`;
start('operator sandbox', ['--import', 'tsx', 'apps/operator-sandbox/src/main.ts'], {
  PORT: SANDBOX_PORT,
  HOST,
  API_URL: apiUrl,
  // The header-enrichment gateway (SANDBOX_PORT + 1) sits in front of the web app, like an
  // operator's: pages opened through it sign in by the number it asserts (/auth/vserve).
  HE_TARGET: `http://${HOST}:${WEB_PORT}`,
});
start('api', ['--import', 'tsx', 'apps/api/src/main.ts'], {
  PORT: API_PORT,
  HOST,
  OPERATOR_URL: sandboxUrl,
});
console.log(
  '[start] preparing the demo season (first start imports real data; later starts reuse .data)…',
);
await waitFor(`${apiUrl}/health`, 'api');
start('web', ['apps/web/server.mjs'], {
  PORT: WEB_PORT,
  HOST,
  API_URL: apiUrl,
  NODE_ENV: 'production',
});
await waitFor(`http://${HOST}:${WEB_PORT}/`, 'web');
console.log(`
Gameweek is running:
  soccer app      http://localhost:${WEB_PORT}/
  cricket app     http://cricket.localhost:${WEB_PORT}/
  API + OpenAPI   ${apiUrl}/docs
  operator inbox  ${sandboxUrl}/   (SMS codes and billing of the stand-in operator)
  operator network http://localhost:${Number(SANDBOX_PORT) + 1}/   (the app through the header-enrichment gateway; choose the phone at /__operator/device)
Demo login: "Play the demo" on the landing page (a fresh demo account each time).
Ctrl-C stops everything.`);
