/**
 * One Lighthouse 12 run (mobile preset: slow 4G, 4× CPU) of a page in an already launched Chromium:
 * the figures bench:web and bench:web-ab report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/support/journey-servers.ts';

export interface LighthouseRow {
  route: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] };
}

interface ShiftAudit {
  details?: { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] };
}

export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
  });
}

/**
 * `cookie` goes with every page but `/`, which gets only the consent answer, as a returning
 * visitor's. `keepReportAs`: a file name under BENCH_LHR_DIR to keep the whole report in.
 */
export async function lighthouseRun(input: {
  chromePort: number;
  web: string;
  route: string;
  cookie: string;
  keepReportAs?: string;
}): Promise<LighthouseRow> {
  const { route } = input;
  const result = await lighthouse(
    `${input.web}${route}`,
    {
      port: input.chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: route === '/' ? 'consent=denied' : input.cookie },
      disableStorageReset: false,
    },
    undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${route}`);
  if (process.env.BENCH_LHR_DIR && input.keepReportAs) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(join(process.env.BENCH_LHR_DIR, input.keepReportAs), JSON.stringify(lhr));
  }
  const audits = lhr.audits as Record<string, Audit>;
  const requests = audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const shifted = (audits['layout-shifts'] as ShiftAudit | undefined)?.details?.items ?? [];
  // Which element moved, so a shift seen once in many runs can be traced.
  for (const s of shifted)
    console.warn(
      `  ${route}: layout shift ${s.score?.toFixed(3)} at ${s.node?.selector ?? '?'}: ${s.node?.snippet ?? ''}`,
    );
  if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== route) {
    console.warn(`  ${route} ended on ${lhr.finalDisplayedUrl}`);
  }
  return {
    route,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
  };
}
