#!/usr/bin/env node
// `npm start`: the whole product on the embedded default — the API on PGlite with the demo season,
// the stand-in operator, and the web app (built once, then served). No other server is needed.
// Set DATABASE_URL to run the API against PostgreSQL instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = process.env.API_PORT ?? '4000';
const WEB_PORT = process.env.WEB_PORT ?? '3000';
const SANDBOX_PORT = process.env.SANDBOX_PORT ?? '4100';
const HOST = process.env.HOST ?? '127.0.0.1';

/** @type {import('./supervise.mjs').Supervised[]} */
const services = [];
/**
 * Starts a service under supervision: when it exits it is started again after a back-off (1 s,
 * doubling to 30 s, reset after a minute of running) and the restart is logged, instead of the
 * whole product stopping with it.
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
function start(name, args, env) {
  if (shuttingDown) return;
  services.push(
    supervise({
      name,
      spawn: () =>
        spawn(process.execPath, args, {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, ...env },
        }),
    }),
  );
}

let shuttingDown = false;
/** Ctrl-C / SIGTERM: no more restarts, every service is asked to stop and waited for. */
async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  // A child that ignores SIGTERM is killed by its supervisor after 5 s; this is the last resort.
  setTimeout(() => process.exit(code), 10_000).unref();
  await Promise.all(services.map((s) => s.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// The first start imports real data and prepares the demo before the API answers (the matches before
// "now" go through the feed's ingestion, each result re-scoring its round): allow it 20 minutes.
/** @type {(url: string, name: string) => Promise<void>} */
const waitFor = (url, name) =>
  waitForUrl(url, { name, timeoutMs: 1_200_000 }).catch((e) => {
    console.error(`[start] ${e instanceof Error ? e.message : e}; stopping everything`);
    return shutdown(1);
  });

const webBuild = join(root, 'apps/web/build/server/index.js');
if (!existsSync(webBuild) || process.env.REBUILD_WEB === '1') {
  console.log('[start] building the web app (once)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@gameweek/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// The operator console's screens (apps/admin, ADR 0048), served by the web server under /admin.
const consoleBuild = join(root, 'apps/admin/build/index.html');
if (!existsSync(consoleBuild) || process.env.REBUILD_WEB === '1') {
  console.log('[start] building the operator console (once)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@gameweek/admin'], {
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
await waitFor(`${apiUrl}/readyz`, 'api');
// The demo provider (ADR 0044): the soccer season's matches reach the API through the data-feed API,
// signed with the key the API wrote to DEMO_FEED_KEY_FILE while preparing the demo.
start('demo provider', ['--import', 'tsx', 'apps/api/src/demo/demo-provider.main.ts'], {
  DEMO_FEED_API_URL: apiUrl,
});
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
A service that exits is restarted (logged with [start]). Ctrl-C stops everything.`);
