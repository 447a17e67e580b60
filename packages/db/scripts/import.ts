// `npm run import -- fpl <season-dir> [--tenant <domain>]` / `npm run import -- cricket <cricsheet-dir> [--tenant <domain>]`
// Imports into the database createDb() picks (DATABASE_URL, else PGlite in ./.data or --data-dir).
// Re-running is safe: every write is an upsert on a natural key.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createDb } from '../src/create-db.ts';
import type { Progress } from '../src/import/upsert.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { tenant: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const [kind, dir] = positionals;
if ((kind !== 'fpl' && kind !== 'cricket') || !dir) {
  console.error(
    'usage: npm run import -- fpl|cricket <dir> [--tenant <domain>] [--data-dir <pglite dir>]',
  );
  process.exit(2);
}

// A bar per step, only on a terminal: in CI logs a redrawn bar is noise.
function progressReporter(): { onProgress: Progress; stop(): void } {
  if (!process.stdout.isTTY) return { onProgress: () => {}, stop: () => {} };
  const multi = new cliProgress.MultiBar(
    { format: ' {step} |{bar}| {value}/{total}', hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, cliProgress.SingleBar>();
  return {
    onProgress(step, done, total) {
      let bar = bars.get(step);
      if (!bar) {
        bar = multi.create(total, 0, { step: step.padEnd(8) });
        bars.set(step, bar);
      }
      bar.setTotal(total);
      bar.update(done, { step: step.padEnd(8) });
    },
    stop: () => multi.stop(),
  };
}

const started = Date.now();
const handle = await createDb(values['data-dir'] ? { dataDir: values['data-dir'] } : {});
const reporter = progressReporter();
try {
  const options = { tenantDomain: values.tenant, onProgress: reporter.onProgress };
  const result =
    kind === 'fpl'
      ? await (await import('../src/import/fpl.ts')).importFplSeason(handle.db, dir, options)
      : await (await import('../src/import/cricket.ts')).importCricketSeason(
          handle.db,
          dir,
          options,
        );
  reporter.stop();
  console.log(`${kind} import done in ${((Date.now() - started) / 1000).toFixed(1)} s:`, result);
} finally {
  await handle.close();
}
