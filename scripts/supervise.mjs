// @ts-check
// `npm start`'s supervision (issue 17, finding 13): one service that exits used to stop the whole product.
// Now it is started again after a back-off — 1 s, doubling up to 30 s, back to 1 s once a run has lasted a
// minute — and each restart is logged. The clock is injectable so a test can check the sequence without
// waiting for it.

/**
 * @typedef {object} Clock
 * @property {() => number} now
 * @property {(fn: () => void, ms: number) => unknown} setTimeout
 * @property {(handle: unknown) => void} clearTimeout
 */

/**
 * What the supervisor needs of a child process (node's ChildProcess is one).
 * @typedef {object} Child
 * @property {number | null} exitCode
 * @property {NodeJS.Signals | null} signalCode
 * @property {(signal?: NodeJS.Signals) => boolean} kill
 * @property {(event: 'exit' | 'error', listener: (...args: any[]) => void) => unknown} once
 */

/**
 * @typedef {object} Backoff
 * @property {number} [initialMs] first delay, and the delay after a run that lasted `resetAfterMs` (1 s)
 * @property {number} [maxMs] the delay doubles up to this (30 s)
 * @property {number} [resetAfterMs] a run at least this long starts the back-off over (60 s)
 */

/** @type {Required<Backoff>} */
export const DEFAULT_BACKOFF = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** @type {Clock} */
const realClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(/** @type {NodeJS.Timeout} */ (handle)),
};

/**
 * The wait before the next start: the first delay after the first exit or after a run long enough to
 * count as healthy, otherwise twice the previous one, capped.
 * @param {number} previousMs the previous delay (0: none yet)
 * @param {number} ranForMs how long the run that just ended lasted
 * @param {Backoff} [backoff]
 */
export function nextDelay(previousMs, ranForMs, backoff = {}) {
  const { initialMs, maxMs, resetAfterMs } = { ...DEFAULT_BACKOFF, ...backoff };
  if (previousMs <= 0 || ranForMs >= resetAfterMs) return initialMs;
  return Math.min(previousMs * 2, maxMs);
}

/**
 * @typedef {object} SuperviseOptions
 * @property {string} name what the log lines call the service
 * @property {() => Child} spawn starts one run of the service
 * @property {(line: string) => void} [log]
 * @property {Clock} [clock]
 * @property {Backoff} [backoff]
 * @property {number} [killAfterMs] on stop, SIGKILL a child that ignored SIGTERM this long (5 s)
 */

/**
 * @typedef {object} Supervised
 * @property {() => Child | undefined} current the running child (undefined while waiting to restart)
 * @property {() => number} restarts how many times the service was started again
 * @property {() => Promise<void>} stop no more restarts; SIGTERM the child and wait for it to exit
 */

/**
 * Starts the service and starts it again whenever it exits, until `stop()`.
 * @param {SuperviseOptions} options
 * @returns {Supervised}
 */
export function supervise(options) {
  const { name, spawn, log = (line) => console.error(line), clock = realClock } = options;
  const killAfterMs = options.killAfterMs ?? 5_000;
  /** @type {Child | undefined} */
  let child;
  /** @type {unknown} */
  let timer;
  let stopping = false;
  let delay = 0;
  let restarts = 0;
  /** @type {Promise<void>} */
  let exited = Promise.resolve();

  const launch = () => {
    timer = undefined;
    if (stopping) return;
    const startedAt = clock.now();
    const run = spawn();
    child = run;
    exited = new Promise((resolve) => {
      let done = false;
      /** @param {string} how */
      const ended = (how) => {
        if (done) return;
        done = true;
        if (child === run) child = undefined;
        resolve();
        if (stopping) return;
        const ranFor = clock.now() - startedAt;
        delay = nextDelay(delay, ranFor, options.backoff);
        restarts += 1;
        log(
          `[start] ${name} exited (${how}) after ${(ranFor / 1000).toFixed(1)} s; ` +
            `restarting in ${delay / 1000} s (restart ${restarts})`,
        );
        timer = clock.setTimeout(launch, delay);
      };
      run.once('exit', (code, signal) => ended(String(signal ?? code)));
      // A child that could not be spawned at all may never emit 'exit'.
      run.once('error', (/** @type {Error} */ e) => ended(`error: ${e.message}`));
    });
  };
  launch();

  return {
    current: () => child,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      const run = child;
      if (!run || run.exitCode !== null || run.signalCode !== null) return;
      run.kill('SIGTERM');
      const force = setTimeout(() => run.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(force);
    },
  };
}
