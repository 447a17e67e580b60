// @ts-check
// Issue 17, finding 13: `npm start` stopped everything when one service exited. The supervisor starts it
// again with a back-off. Real child processes (a one-line node script that exits); the back-off timers run
// on a hand-driven clock, so the sequence is checked without waiting for it.
import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { nextDelay, supervise } from '../supervise.mjs';

/** A clock the test moves: `pending` holds the timers the supervisor set and not yet fired. */
function manualClock() {
  let t = 0;
  /** @type {{ fn: () => void; ms: number; handle: object }[]} */
  const pending = [];
  return {
    pending,
    /** @param {number} ms */
    advance(ms) {
      t += ms;
    },
    /** @type {import('../supervise.mjs').Clock} */
    clock: {
      now: () => t,
      setTimeout: (fn, ms) => {
        const handle = {};
        pending.push({ fn, ms, handle });
        return handle;
      },
      clearTimeout: (handle) => {
        const i = pending.findIndex((p) => p.handle === handle);
        if (i >= 0) pending.splice(i, 1);
      },
    },
    /** Fires the one pending timer (the restart) after moving the clock by its delay. */
    fire() {
      const next = pending.shift();
      if (!next) throw new Error('no restart is pending');
      t += next.ms;
      next.fn();
      return next.ms;
    },
  };
}

/** @param {string} code */
const node = (code) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });

describe('npm start supervision', () => {
  it('restarts a service that exits, with a back-off of 1 s doubling to 30 s, and logs each restart', async () => {
    const time = manualClock();
    /** @type {string[]} */
    const lines = [];
    let runs = 0;
    const service = supervise({
      name: 'api',
      spawn: () => {
        runs += 1;
        return node('process.exit(3)');
      },
      log: (line) => lines.push(line),
      clock: time.clock,
    });
    /** @type {number[]} */
    const delays = [];
    for (let i = 0; i < 7; i++) {
      // The child exits on its own; the supervisor then sets its restart timer.
      await vi.waitFor(() => expect(time.pending).toHaveLength(1), { timeout: 10_000 });
      delays.push(time.fire());
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(runs).toBe(8);
    expect(service.restarts()).toBe(7);
    expect(lines[0]).toMatch(
      /^\[start\] api exited \(3\) after 0\.0 s; restarting in 1 s \(restart 1\)$/,
    );
    expect(lines).toHaveLength(7);
    await vi.waitFor(() => expect(time.pending).toHaveLength(1), { timeout: 10_000 });
    await service.stop();
    expect(time.pending).toHaveLength(0);
  });

  it('starts the back-off over after a run that lasted a minute', async () => {
    const time = manualClock();
    /** @type {number[]} */
    const runFor = [0, 0, 0, 60_000, 0];
    let runs = 0;
    const service = supervise({
      name: 'web',
      spawn: () => {
        // The clock moves while this run "lasts": the supervisor reads it when the child exits.
        time.advance(runFor[runs] ?? 0);
        runs += 1;
        return node('process.exit(1)');
      },
      log: () => {},
      clock: time.clock,
    });
    /** @type {number[]} */
    const delays = [];
    for (let i = 0; i < 5; i++) {
      await vi.waitFor(() => expect(time.pending).toHaveLength(1), { timeout: 10_000 });
      delays.push(time.fire());
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 1_000, 2_000]);
    await service.stop();
  });

  it('stops cleanly: SIGTERM to the running child, no restart afterwards', async () => {
    const time = manualClock();
    let runs = 0;
    const service = supervise({
      name: 'sandbox',
      spawn: () => {
        runs += 1;
        return node('setInterval(() => {}, 1000)');
      },
      log: () => {},
      clock: time.clock,
    });
    const child = service.current();
    expect(child).toBeDefined();
    await service.stop();
    expect(child?.signalCode).toBe('SIGTERM');
    expect(time.pending).toHaveLength(0);
    expect(runs).toBe(1);
  });

  it('stops while waiting to restart: the pending restart is cancelled', async () => {
    const time = manualClock();
    let runs = 0;
    const service = supervise({
      name: 'api',
      spawn: () => {
        runs += 1;
        return node('process.exit(2)');
      },
      log: () => {},
      clock: time.clock,
    });
    await vi.waitFor(() => expect(time.pending).toHaveLength(1), { timeout: 10_000 });
    await service.stop();
    expect(time.pending).toHaveLength(0);
    expect(runs).toBe(1);
  });

  it('computes the delays from the previous one and the length of the run', () => {
    expect(nextDelay(0, 0)).toBe(1_000);
    expect(nextDelay(1_000, 10)).toBe(2_000);
    expect(nextDelay(16_000, 10)).toBe(30_000);
    expect(nextDelay(30_000, 59_999)).toBe(30_000);
    expect(nextDelay(30_000, 60_000)).toBe(1_000);
  });
});
