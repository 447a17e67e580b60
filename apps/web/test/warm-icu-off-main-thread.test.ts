import { createContext, Script } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { icuWarmUpSource, warmIcuOffMainThread } from '../app/lib/warm-icu-off-main-thread.ts';

/** Runs the worker's script in a realm of its own and returns what it posted. */
function runWorkerScript(lang: string): unknown[] {
  const posted: unknown[] = [];
  new Script(icuWarmUpSource(lang)).runInContext(
    createContext({ Intl, postMessage: (m: unknown) => posted.push(m) }),
  );
  return posted;
}

/** A stand-in for the browser's Worker that runs the script in a VM realm a tick later. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('warmIcuOffMainThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeWorker.made = [];
  });

  it('builds a number, a date and a plural formatter for the language, then says so', () => {
    expect(runWorkerScript('ur')).toEqual(['warm']);
    expect(icuWarmUpSource('bn')).toContain('new Intl.NumberFormat("bn")');
    expect(icuWarmUpSource('bn')).toContain('new Intl.PluralRules("bn")');
  });

  it('reports a language tag Intl refuses instead of throwing', () => {
    expect(runWorkerScript('not a tag')).toEqual(['failed']);
  });

  it('keeps the tag a string literal whatever it holds', () => {
    expect(runWorkerScript('en"); postMessage("injected')).toEqual(['failed']);
  });

  it('resolves false where there is no Worker (the caller warms the main thread itself)', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(warmIcuOffMainThread('en')).resolves.toBe(false);
  });

  it('resolves with the worker’s answer and ends the worker and its URL', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const warm = warmIcuOffMainThread('en');
    const worker = FakeWorker.made[0]!;
    expect(worker.url).toMatch(/^blob:/);
    worker.onmessage?.({ data: 'warm' });
    await expect(warm).resolves.toBe(true);
    expect(worker.terminated).toBe(true);
    expect(revoke).toHaveBeenCalledWith(worker.url);

    const failed = warmIcuOffMainThread('en');
    FakeWorker.made[1]!.onerror?.();
    await expect(failed).resolves.toBe(false);
  });

  it('gives up after the time limit, so hydration never waits on a stuck worker', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIcuOffMainThread('en', 500);
    vi.advanceTimersByTime(500);
    await expect(warm).resolves.toBe(false);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });
});
