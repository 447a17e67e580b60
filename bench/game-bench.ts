/**
 * The game screens' part of `npm run bench:web` (issue 6), run by web-bench.ts against the servers
 * it started:
 * - tap latency: time from tapping a player's "+" in the squad builder to the squad count updating,
 *   with the CPU throttled 4× through the DevTools protocol (target ≤ 100 ms, median and p95);
 * - the player sheet (issue 20): time from tapping a player on the pitch to his sheet being on
 *   screen, at 4× CPU, for a manager with a full squad (target ≤ 100 ms, median and p95);
 * - the signed-in /leaderboard rendered on the server per request, loaded with autocannon
 *   (target ≥ 550 req/s).
 */
import { type Browser, chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS } from '../e2e/support/journey-servers.ts';
import { webConcurrency } from './bench-servers.ts';

export const LAUNCH_ARGS = CHROMIUM_ARGS;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

export interface GameBenchResult {
  tapMedianMs: number;
  tapP95Ms: number;
  taps: number;
  sheetMedianMs: number;
  sheetP95Ms: number;
  sheets: number;
  leaderboardRps: number;
  leaderboardP99Ms: number;
  leaderboardErrors: number;
}

/** A 360×740 phone signed in as `token` (analytics consent refused, as the journeys do). */
async function signedInPhone(browser: Browser, web: string, token: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const host = new URL(web).hostname;
  await context.addCookies([
    { name: 'token', value: token, domain: host, path: '/' },
    { name: 'consent', value: 'denied', domain: host, path: '/' },
  ]);
  return context;
}

/** Taps "+" on list rows one after another and times each until the count changes on screen. */
export async function tapLatency(web: string, token: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await signedInPhone(browser, web, token);
    const page = await context.newPage();
    await page.goto(`${web}/my-team`);
    await page.locator('[data-testid="squad-builder"][data-hydrated="true"]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const samples: number[] = [];
    for (let i = 0; i < 12; i++) {
      const ms = await page.evaluate(async (index) => {
        const rows = document.querySelectorAll<HTMLButtonElement>(
          '[data-testid="player-row"] button[aria-pressed]',
        );
        const button = rows[index % rows.length];
        const count = document.querySelector('[data-testid="picked-count"]');
        if (!button || !count) return Number.NaN;
        const before = count.textContent;
        return new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (count.textContent !== before) {
              observer.disconnect();
              // The next frame is when the user sees it.
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          observer.observe(count, { childList: true, characterData: true, subtree: true });
          button.click();
        });
      }, i);
      if (Number.isFinite(ms)) samples.push(ms);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return samples;
  } finally {
    await browser.close();
  }
}

/**
 * Opens /my-team afresh for each sample and taps the next player on the pitch with the CPU
 * throttled 4×: the time until `player-sheet` is laid out on screen, plus the frame that shows it.
 * `token`: a manager with a full squad (web-bench.ts gives him one through the e2e API's past-squad).
 */
export async function sheetTapLatency(web: string, token: string, samples = 8): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const context = await signedInPhone(browser, web, token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const out: number[] = [];
    for (let i = 0; i < samples; i++) {
      await page.goto(`${web}/my-team`);
      await page.locator('[data-testid="squad-builder"][data-hydrated="true"]').waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.locator('[data-testid="pitch-player"]').first().waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const ms = await page.evaluate(async (index) => {
        const players = document.querySelectorAll<HTMLElement>('[data-testid="pitch-player"]');
        const player = players[index % Math.min(players.length, 11)];
        if (!player) return Number.NaN;
        // Inline, not a named helper: tsx names functions with a helper the page does not have.
        const sheet = '[data-testid="player-sheet"]';
        if (document.querySelector(sheet)?.getClientRects().length) return Number.NaN;
        return new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(sheet)?.getClientRects().length) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
          player.click();
        });
      }, i);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (Number.isFinite(ms)) out.push(ms);
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Gives the demo manager a saved squad (quick pick) and a private league, so /leaderboard has rows. */
export async function prepareManager(web: string, token: string): Promise<void> {
  const headers = { cookie: `token=${token}`, 'content-type': 'application/json' };
  const quick = await fetch(`${web}/api/v1/user/quick-picks`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (!quick.ok) throw new Error(`quick-picks: ${quick.status}`);
  const q = (await quick.json()) as {
    picks: { player_id: number; slot: number }[];
    captain_id: number;
    vice_captain_id: number;
  };
  const save = await fetch(`${web}/api/v1/user`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-${Date.now()}` },
    body: JSON.stringify({
      picks: q.picks.map((p) => ({ player_id: p.player_id, slot: p.slot })),
      captain_id: q.captain_id,
      vice_captain_id: q.vice_captain_id,
    }),
  });
  if (!save.ok) throw new Error(`save team: ${save.status}`);
  const league = await fetch(`${web}/api/v1/leagues`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench league', kind: 'classic' }),
  });
  if (!league.ok) throw new Error(`create league: ${league.status}`);
}

export async function runGameBench(input: {
  web: string;
  token: string;
  /** A manager with a full squad, for the player sheet. */
  squadToken: string;
}): Promise<GameBenchResult> {
  const taps = await tapLatency(input.web, input.token);
  const sheets = await sheetTapLatency(input.web, input.squadToken);
  await prepareManager(input.web, input.token);
  const result = await autocannon({
    url: `${input.web}/leaderboard`,
    connections: 20,
    duration: 10,
    headers: { cookie: `token=${input.token}; consent=denied` },
  });
  const out: GameBenchResult = {
    tapMedianMs: Math.round(percentile(taps, 0.5)),
    tapP95Ms: Math.round(percentile(taps, 0.95)),
    taps: taps.length,
    sheetMedianMs: Math.round(percentile(sheets, 0.5)),
    sheetP95Ms: Math.round(percentile(sheets, 0.95)),
    sheets: sheets.length,
    leaderboardRps: Math.round(result.requests.average),
    leaderboardP99Ms: Math.round(result.latency.p99),
    leaderboardErrors: result.errors + result.non2xx,
  };
  console.log(
    `\nsquad builder tap → update (CPU 4×): median ${out.tapMedianMs} ms, p95 ${out.tapP95Ms} ms over ${out.taps} taps (target ≤ 100 ms)`,
  );
  console.log(
    `pitch player tap → player sheet on screen (CPU 4×): median ${out.sheetMedianMs} ms, p95 ${out.sheetP95Ms} ms over ${out.sheets} taps (target ≤ 100 ms)`,
  );
  console.log(
    `signed-in /leaderboard SSR per request (autocannon, 20 connections, 10 s, ${webConcurrency()} web processes): ${out.leaderboardRps} req/s, p99 ${out.leaderboardP99Ms} ms, ${out.leaderboardErrors} errors/non-2xx (target ≥ 550 req/s)`,
  );
  return out;
}
