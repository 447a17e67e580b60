/**
 * `npm run bench:ssr`: only the signed-in /leaderboard part of `npm run bench:web` (autocannon, 20
 * connections, 10 s, production build, real API), without Lighthouse, plus the CPU each process spent
 * per page. BENCH_DB=postgres runs the API on a throwaway PostgreSQL cluster (durable defaults, as
 * production) instead of PGlite; BENCH_PROF=<dir> writes `node --cpu-prof` profiles of the web server
 * and the API there; BENCH_SECONDS (10) the duration; WEB_CONCURRENCY (default: one per core) the web
 * server's processes; REBUILD_WEB=0 reuses the last web build.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  benchDbFromEnv,
  buildWebUnlessFresh,
  cpuSnapshot,
  demoToken,
  startServers,
  stopAll,
  stopAllAndWait,
  webConcurrency,
} from './bench-servers.ts';
import { prepareManager } from './game-bench.ts';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4320);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3320);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const prof = process.env.BENCH_PROF ? resolve(process.env.BENCH_PROF) : undefined;

process.on('exit', stopAll);
buildWebUnlessFresh();
if (prof) mkdirSync(prof, { recursive: true });
const db = benchDbFromEnv();
const servers = await startServers({
  apiPort: API_PORT,
  webPort: WEB_PORT,
  db,
  nodeArgs: prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [],
});
const token = await demoToken(servers.web);
await prepareManager(servers.web, token);
const headers = { cookie: `token=${token}; consent=denied` };
const url = `${servers.web}/leaderboard`;

const check = await fetch(url, { headers });
const html = await check.text();
if (
  check.status !== 200 ||
  !html.includes('data-testid="leaderboard"') ||
  !html.includes('Bench league')
)
  throw new Error(`/leaderboard is not the signed-in page with the league: ${check.status}`);

// Warm-up (JIT, pools, caches), not counted.
await autocannon({ url, connections: 20, duration: 2, headers });
const before = cpuSnapshot(servers);
const result = await autocannon({ url, connections: 20, duration: SECONDS, headers });
const after = cpuSnapshot(servers);
const pages = result.requests.total;
const perPage = Object.fromEntries(
  Object.keys(after).map((k) => [k, ((after[k]! - (before[k] ?? 0)) / pages).toFixed(2)]),
);
console.log(
  `/leaderboard (${db}, ${webConcurrency()} web processes) ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors/non-2xx, ${pages} pages, ${html.length} bytes`,
);
console.log(
  `CPU ms per page: ${Object.entries(perPage)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')} (self = autocannon)`,
);
await stopAllAndWait();
if (prof) console.log(`profiles in ${prof}`);
process.exit(0);
