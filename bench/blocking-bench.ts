/**
 * Part of `npm run bench:web`: how long the main thread is blocked while a page starts up on a slow
 * phone, measured directly rather than simulated. Each route is loaded in Chromium with the CPU
 * throttled 4× (Playwright, 412×823, service worker blocked, signed in except `/`), and the browser's
 * own long tasks (> 50 ms) after DOMContentLoaded are summed as Total Blocking Time counts them:
 * that is the work of our scripts (hydration, Intl and i18next set-up), without the HTML parsing
 * and first layout before it. Median of `runs` loads, and the longest single task.
 */
import { type Browser, chromium } from '@playwright/test';
import { LAUNCH_ARGS, percentile } from './game-bench.ts';

export interface BlockingRow {
  route: string;
  blockingMs: number;
  longestTaskMs: number;
}

/** One load's figures (startupLoad). */
export interface StartupSample {
  /** Long tasks' time over 50 ms after DOMContentLoaded (our scripts' work). */
  blockingMs: number;
  /** The same over the whole load, from navigation start (parsing and first layout included). */
  totalBlockingMs: number;
  longestTaskMs: number;
  /** Cumulative layout shift during the load and the settling time after it. */
  cls: number;
  /** Compressed bytes of the JavaScript the page loaded. */
  jsKb: number;
}

/**
 * Loads `route` once in a fresh context at 4× CPU and waits 2.5 s for deferred set-up to settle.
 * `token`: the demo session's cookie (not sent for `/`).
 */
export async function startupLoad(
  browser: Browser,
  web: string,
  route: string,
  token: string,
): Promise<StartupSample> {
  const host = new URL(web).hostname;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  });
  try {
    await context.addCookies([
      { name: 'consent', value: 'denied', domain: host, path: '/' },
      ...(route === '/' ? [] : [{ name: 'token', value: token, domain: host, path: '/' }]),
    ]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: [number, number][]; cls: number };
      w.longTasks = [];
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${web}${route}`, { waitUntil: 'load' });
    // Hydration and deferred set-up run after load: wait until the page has settled.
    await page.waitForTimeout(2500);
    const { tasks, dcl, cls, jsBytes } = await page.evaluate(() => {
      const w = window as unknown as { longTasks: [number, number][]; cls: number };
      return {
        tasks: w.longTasks,
        cls: w.cls,
        dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domContentLoadedEventEnd,
        jsBytes: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => new URL(r.name).pathname.endsWith('.js'))
          .reduce((sum, r) => sum + r.encodedBodySize, 0),
      };
    });
    const over50 = (durations: number[]) => durations.reduce((s, d) => s + Math.max(0, d - 50), 0);
    const after = tasks.filter(([start]) => start >= dcl).map(([, duration]) => duration);
    return {
      blockingMs: over50(after),
      totalBlockingMs: over50(tasks.map(([, duration]) => duration)),
      longestTaskMs: Math.max(0, ...after),
      cls,
      jsKb: jsBytes / 1024,
    };
  } finally {
    await context.close();
  }
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
}

export async function measureStartupBlocking(input: {
  web: string;
  token: string;
  routes: readonly string[];
  runs: number;
}): Promise<BlockingRow[]> {
  const browser = await launchBenchBrowser();
  const rows: BlockingRow[] = [];
  try {
    for (const route of input.routes) {
      const blocking: number[] = [];
      const longest: number[] = [];
      for (let i = 0; i < input.runs; i++) {
        const sample = await startupLoad(browser, input.web, route, input.token);
        blocking.push(sample.blockingMs);
        longest.push(sample.longestTaskMs);
      }
      const row = {
        route,
        blockingMs: Math.round(percentile(blocking, 0.5)),
        longestTaskMs: Math.round(percentile(longest, 0.5)),
      };
      rows.push(row);
      console.log(
        `${route.padEnd(13)} blocking after DOMContentLoaded (CPU 4×, median of ${input.runs}): ${String(row.blockingMs).padStart(4)} ms, longest task ${row.longestTaskMs} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
