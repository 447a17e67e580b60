/**
 * The first Intl formatter of a page loads its locale's ICU data: ≈ 20 ms on a fast CPU, a long task
 * of ≈ 100 ms on a slow phone, and it cannot be split. ICU keeps that data in caches shared by the
 * whole renderer process, not per JavaScript realm, so a worker thread that builds the same
 * formatters leaves them warm for the main thread: its first formatter then costs well under a
 * millisecond (docs/decisions/0026).
 *
 * The worker is a few lines from a Blob (no request on a slow network). Resolves true once it has
 * built a number, a date and a plural formatter for `lang`, false when it could not (no Worker, an
 * error, or `timeoutMs` passed): the caller then builds them on the main thread as before.
 */
export function warmIcuOffMainThread(lang: string, timeoutMs = 2_000): Promise<boolean> {
  if (
    typeof Worker === 'undefined' ||
    typeof Blob === 'undefined' ||
    typeof URL.createObjectURL !== 'function'
  )
    return Promise.resolve(false);
  return new Promise((resolve) => {
    let url: string;
    let worker: Worker;
    try {
      url = URL.createObjectURL(new Blob([icuWarmUpSource(lang)], { type: 'text/javascript' }));
      worker = new Worker(url);
    } catch {
      resolve(false);
      return;
    }
    const finish = (warm: boolean) => {
      clearTimeout(timer);
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve(warm);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    worker.onmessage = (e: MessageEvent) => finish(e.data === 'warm');
    worker.onerror = () => finish(false);
  });
}

/** The worker's whole script: the formatters lib/intl.ts's warm-ups and i18next's plurals build. */
export function icuWarmUpSource(lang: string): string {
  const l = JSON.stringify(lang);
  return [
    'try {',
    `  new Intl.NumberFormat(${l}).format(0);`,
    `  new Intl.DateTimeFormat(${l}, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);`,
    `  new Intl.PluralRules(${l}).select(1);`,
    "  postMessage('warm');",
    '} catch (e) {',
    "  postMessage('failed');",
    '}',
  ].join('\n');
}
