import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hydration = typeof import('../app/lib/hydration.ts');

describe('hydration', () => {
  let h: Hydration;
  let root: { dataset: Record<string, string> };

  beforeEach(async () => {
    vi.resetModules();
    h = await import('../app/lib/hydration.ts');
    root = { dataset: {} };
    vi.stubGlobal('document', { documentElement: root });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lasts until the root has committed, then marks <html data-hydrated>', () => {
    expect(h.isHydrating()).toBe(true);
    expect(root.dataset.hydrated).toBeUndefined();
    h.markHydrated();
    expect(h.isHydrating()).toBe(false);
    expect(root.dataset.hydrated).toBe('');
  });

  it('lets what waits for the end go on then, and at once afterwards', async () => {
    const order: string[] = [];
    const first = h.whenHydrated().then(() => order.push('first'));
    await Promise.resolve();
    expect(order).toEqual([]);
    h.markHydrated();
    await first;
    await h.whenHydrated().then(() => order.push('later'));
    expect(order).toEqual(['first', 'later']);
  });
});
