/**
 * `npm run bench:web-ab`: two or more production builds of the web app compared on the same machine
 * in one run, loads alternating between them so that whatever else the machine does falls on each
 * alike (docs/decisions/0033). One API (e2e/support/api-server.ts on PGlite) serves them all.
 *
 *   AB_VARIANTS=before=/path/a,after=/path/b   each path holds apps/web/server.mjs and its build
 *                                              (a checkout or a copy of one, after `npm run build`)
 *   AB_ROUTES (default /,/home,/my-team,/leaderboard,/statistics)
 *   AB_RUNS (default 9)       loads per route and variant
 *   AB_LIGHTHOUSE=1           also Lighthouse runs (mobile preset), AB_RUNS per route and variant
 *   AB_TAPS=1                 also the squad builder's tap → update latency at 4× CPU
 *
 * Per route and variant it prints medians of: blocking after DOMContentLoaded (long tasks over
 * 50 ms, 4× CPU, blocking-bench.ts), the same from navigation start, the longest task, CLS and JS KB;
 * and with AB_LIGHTHOUSE the median Lighthouse score, TBT, LCP, CLS and JS.
 */
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { waitForUrl } from '../scripts/wait-for-url.mjs';
import { demoToken, startNode, stopAll } from './bench-servers.ts';
import { launchBenchBrowser, type StartupSample, startupLoad } from './blocking-bench.ts';
import { percentile, tapLatency } from './game-bench.ts';
import { type LighthouseRow, launchLighthouseChrome, lighthouseRun } from './lighthouse-run.ts';

const API_PORT = Number(process.env.AB_API_PORT ?? 4350);
const FIRST_WEB_PORT = Number(process.env.AB_WEB_PORT ?? 3350);
const ROUTES = (process.env.AB_ROUTES ?? '/,/home,/my-team,/leaderboard,/statistics').split(',');
const RUNS = Number(process.env.AB_RUNS ?? 9);
const variants = (process.env.AB_VARIANTS ?? '').split(',').flatMap((entry) => {
  const at = entry.indexOf('=');
  return at > 0 ? [{ name: entry.slice(0, at), dir: entry.slice(at + 1) }] : [];
});
if (variants.length < 2) {
  console.error('AB_VARIANTS=name=/checkout,name2=/checkout2 (two or more)');
  process.exit(1);
}

process.on('exit', stopAll);

startNode(['--import', 'tsx', 'e2e/support/api-server.ts'], { PORT: String(API_PORT) });
await waitForUrl(`http://127.0.0.1:${API_PORT}/readyz`);
const webs = await Promise.all(
  variants.map(async (v, i) => {
    const port = FIRST_WEB_PORT + i;
    // The server finds its build next to itself (apps/web/build of that checkout).
    startNode([join(v.dir, 'apps/web/server.mjs')], {
      // One process each: the variants share the machine's two cores.
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      NODE_ENV: 'production',
    });
    const web = `http://localhost:${port}`;
    await waitForUrl(`${web}/domain_404`);
    return web;
  }),
);
// One demo manager for all: the pages show the same data whichever build renders them.
const token = await demoToken(webs[0]!);
const cookie = `token=${token}; consent=denied`;

/** Runs `measure` RUNS times per route and variant, the variants' order rotating each round. */
async function alternate<T>(
  measure: (web: string, route: string, run: number) => Promise<T>,
): Promise<Map<string, T[]>> {
  const samples = new Map<string, T[]>();
  for (let run = 0; run < RUNS; run++) {
    for (const route of ROUTES) {
      for (let k = 0; k < variants.length; k++) {
        const i = (k + run) % variants.length;
        const key = `${route}\0${variants[i]!.name}`;
        const value = await measure(webs[i]!, route, run);
        samples.set(key, [...(samples.get(key) ?? []), value]);
      }
    }
    process.stderr.write(`  round ${run + 1}/${RUNS} done\n`);
  }
  return samples;
}

/**
 * A variant that does not hydrate would look fast: each must take over /my-team (the root marks
 * `<html data-hydrated>`) with one document element tree and no page error.
 */
async function checkHydrates(browser: Browser, name: string, web: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await context.addCookies([
      { name: 'token', value: token, domain: new URL(web).hostname, path: '/' },
      { name: 'consent', value: 'denied', domain: new URL(web).hostname, path: '/' },
    ]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${web}/my-team`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    const counts = await page.evaluate(() =>
      ['html', 'head', 'body', 'main'].map((t) => document.getElementsByTagName(t).length),
    );
    if (counts.some((c) => c !== 1) || errors.length > 0)
      throw new Error(`${name} does not hydrate cleanly: html/head/body/main ${counts}, ${errors}`);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentile(values, 0.5);
const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(6);

console.log(
  `variants: ${variants.map((v) => `${v.name} (${v.dir})`).join(', ')}; ${RUNS} loads per route and variant, alternating`,
);
const browser = await launchBenchBrowser();
try {
  for (let i = 0; i < variants.length; i++)
    await checkHydrates(browser, variants[i]!.name, webs[i]!);
  const startup = await alternate<StartupSample>((web, route) =>
    startupLoad(browser, web, route, token),
  );
  console.log(
    '\nroute         variant        blocking after DCL  blocking total  longest task  CLS    JS KB (medians, CPU 4×)',
  );
  for (const route of ROUTES) {
    for (const v of variants) {
      const s = startup.get(`${route}\0${v.name}`) ?? [];
      console.log(
        `${route.padEnd(13)} ${v.name.padEnd(14)} ${fmt(median(s.map((x) => x.blockingMs)))} ms${' '.repeat(10)}${fmt(median(s.map((x) => x.totalBlockingMs)))} ms  ${fmt(median(s.map((x) => x.longestTaskMs)))} ms  ${median(s.map((x) => x.cls)).toFixed(3)}  ${fmt(median(s.map((x) => x.jsKb)), 1)}`,
      );
    }
  }
  if (process.env.AB_TAPS === '1') {
    console.log('\nsquad builder tap → update (CPU 4×, 12 taps per variant)');
    for (let i = 0; i < variants.length; i++) {
      const taps = await tapLatency(webs[i]!, token);
      console.log(
        `${variants[i]!.name.padEnd(14)} median ${fmt(median(taps))} ms  p95 ${fmt(percentile(taps, 0.95))} ms`,
      );
    }
  }
} finally {
  await browser.close();
}

if (process.env.AB_LIGHTHOUSE === '1') {
  const chrome = await launchLighthouseChrome();
  try {
    const lh = await alternate<LighthouseRow>((web, route) =>
      lighthouseRun({ chromePort: chrome.port, web, route, cookie }),
    );
    console.log('\nLighthouse (mobile preset), medians');
    console.log('route         variant        score  TBT ms  LCP ms   CLS    JS KB');
    for (const route of ROUTES) {
      for (const v of variants) {
        const s = lh.get(`${route}\0${v.name}`) ?? [];
        console.log(
          `${route.padEnd(13)} ${v.name.padEnd(14)} ${fmt(median(s.map((x) => x.score)))} ${fmt(median(s.map((x) => x.tbtMs)))} ${fmt(median(s.map((x) => x.lcpMs)))}  ${median(s.map((x) => x.cls)).toFixed(3)} ${fmt(median(s.map((x) => x.jsKb)), 1)}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
}
stopAll();
process.exit(0);
