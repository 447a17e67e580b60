/**
 * Part of `npm run bench:web`: how long the main thread is blocked while a page starts up on a slow
 * phone, measured directly rather than simulated. Each route is loaded in Chromium with the CPU
 * throttled 4× (Playwright, 412×823, service worker blocked, signed in except `/`), and the browser's
 * own long tasks (> 50 ms) after DOMContentLoaded are summed as Total Blocking Time counts them:
 * that is the work of our scripts (hydration, Intl and i18next set-up), without the HTML parsing
 * and first layout before it. Median of `runs` loads, and the longest single task.
 */
import { chromium } from '@playwright/test';
import { LAUNCH_ARGS, percentile } from './game-bench.ts';

export interface BlockingRow {
  route: string;
  blockingMs: number;
  longestTaskMs: number;
}

export async function measureStartupBlocking(input: {
  web: string;
  token: string;
  routes: readonly string[];
  runs: number;
}): Promise<BlockingRow[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const host = new URL(input.web).hostname;
  const rows: BlockingRow[] = [];
  try {
    for (const route of input.routes) {
      const blocking: number[] = [];
      const longest: number[] = [];
      for (let i = 0; i < input.runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          serviceWorkers: 'block',
        });
        await context.addCookies([
          { name: 'consent', value: 'denied', domain: host, path: '/' },
          ...(route === '/'
            ? []
            : [{ name: 'token', value: input.token, domain: host, path: '/' }]),
        ]);
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { longTasks: [number, number][] };
          w.longTasks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
          }).observe({ type: 'longtask', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${input.web}${route}`, { waitUntil: 'load' });
        // Hydration slices and deferred set-up run after load: wait until the page has settled.
        await page.waitForTimeout(2500);
        const { tasks, dcl } = await page.evaluate(() => ({
          tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
          dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .domContentLoadedEventEnd,
        }));
        const after = tasks.filter(([start]) => start >= dcl).map(([, duration]) => duration);
        blocking.push(after.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
        longest.push(Math.max(0, ...after));
        await context.close();
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
