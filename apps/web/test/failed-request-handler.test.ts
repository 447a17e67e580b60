import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFailedRequestHandler,
  type FailedRequestEffects,
} from '../app/lib/failed-request-handler.ts';

function effects(path = '/home') {
  const calls: string[] = [];
  const fx: FailedRequestEffects = {
    showOverlay: () => calls.push('overlay'),
    clearQueryCache: () => calls.push('clear-cache'),
    clearToken: vi.fn(async () => {
      calls.push('clear-token');
    }),
    navigate: (to) => calls.push(`navigate ${to}`),
    currentPath: () => path,
    invalidateQueries: () => calls.push('invalidate'),
    log: (m) => calls.push(`log ${m}`),
  };
  return { fx, calls };
}

const wrap = (body: object) => ({ error: body });

describe('failed-request handler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms and handles only the last of a burst', async () => {
    const { fx, calls } = effects();
    const handle = createFailedRequestHandler(fx);
    handle(wrap({ statusCode: 500, message: 'first' }));
    await vi.advanceTimersByTimeAsync(60);
    handle(wrap({ statusCode: 502, message: 'second' }));
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['log 502 second', 'invalidate']);
  });

  it('ignores failures for 1 s after each handling, then handles again', async () => {
    const { fx, calls } = effects();
    const handle = createFailedRequestHandler(fx);
    handle(wrap({ statusCode: 500, message: 'a' }));
    await vi.advanceTimersByTimeAsync(100);
    handle(wrap({ statusCode: 500, message: 'b' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.filter((c) => c.startsWith('log'))).toEqual(['log 500 a']);
    await vi.advanceTimersByTimeAsync(1);
    handle(wrap({ statusCode: 500, message: 'c' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.filter((c) => c.startsWith('log'))).toEqual(['log 500 a', 'log 500 c']);
  });

  it('defaults a bare failure to 500 Internal Server Error', async () => {
    const { fx, calls } = effects();
    const handle = createFailedRequestHandler(fx);
    handle({});
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['log 500 Internal Server Error', 'invalidate']);
  });

  it('401: overlay, clear cache, clear-token, then the redirect', async () => {
    const { fx, calls } = effects();
    const handle = createFailedRequestHandler(fx);
    handle(wrap({ statusCode: 401, message: 'no', redirect: '/auth/login' }));
    await vi.advanceTimersByTimeAsync(100);
    await handle.settled();
    expect(calls).toEqual(['overlay', 'clear-cache', 'clear-token', 'navigate /auth/login']);
  });

  it('401 without a redirect goes to /, and a clear-token failure is only logged', async () => {
    const { fx, calls } = effects();
    fx.clearToken = async () => {
      throw new Error('down');
    };
    const handle = createFailedRequestHandler(fx);
    handle(wrap({ statusCode: 401 }));
    await vi.advanceTimersByTimeAsync(100);
    await handle.settled();
    expect(calls).toEqual(['overlay', 'clear-cache', 'log clear-token failed', 'navigate /']);
  });

  it('403 goes to a redirect that differs from the current path, otherwise to /', async () => {
    const a = effects('/home');
    const h1 = createFailedRequestHandler(a.fx);
    h1(wrap({ statusCode: 403, redirect: '/auth/checkout-payment' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(a.calls).toEqual(['navigate /auth/checkout-payment']);

    const b = effects('/auth/checkout-payment');
    const h2 = createFailedRequestHandler(b.fx);
    h2(wrap({ statusCode: 403, redirect: '/auth/checkout-payment' }));
    await vi.advanceTimersByTimeAsync(100);
    expect(b.calls).toEqual(['navigate /']);

    const c = effects('/home');
    const h3 = createFailedRequestHandler(c.fx);
    h3(wrap({ statusCode: 403 }));
    await vi.advanceTimersByTimeAsync(100);
    expect(c.calls).toEqual(['navigate /']);
  });
});
