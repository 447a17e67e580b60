import { options } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Hydration = typeof import('../app/lib/hydration.ts');

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('hydration', () => {
  let h: Hydration;
  // The module's own queue (a fresh one per test, as the module is): tasks run in order on it.
  let nextTask: () => Promise<void>;
  let root: { dataset: Record<string, string> };
  const preactDefault = options.debounceRendering;

  beforeEach(async () => {
    vi.resetModules();
    h = await import('../app/lib/hydration.ts');
    ({ nextTask } = await import('../app/lib/next-task.ts'));
    root = { dataset: {} };
    vi.stubGlobal('document', { documentElement: root });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    options.debounceRendering = preactDefault;
  });

  it('ends when the root has committed and no slice is held', () => {
    expect(h.isHydrating()).toBe(true);
    h.markRootCommitted();
    expect(h.isHydrating()).toBe(false);
    expect(root.dataset.hydrated).toBe('');
  });

  it('lasts until every held slice, nested ones too, has been released and rendered', async () => {
    h.sliceHeld();
    h.sliceHeld();
    h.markRootCommitted();
    expect(h.isHydrating()).toBe(true);
    h.sliceReleased();
    await nextTask();
    expect(h.isHydrating()).toBe(true);
    // The last slice is released; as it renders (same task) it holds a nested slice back.
    h.sliceReleased();
    h.sliceHeld();
    await nextTask();
    await nextTask();
    expect(h.isHydrating()).toBe(true);
    h.sliceReleased();
    // Decided in the next task: the released slice renders in this one's microtasks.
    expect(h.isHydrating()).toBe(true);
    await nextTask();
    await nextTask();
    expect(h.isHydrating()).toBe(false);
    expect(root.dataset.hydrated).toBe('');
  });

  it('tells waiters when hydration has ended, and at once after it', async () => {
    let told = 0;
    h.sliceHeld();
    h.markRootCommitted();
    void h.whenHydrated().then(() => told++);
    await nextTask();
    expect(told).toBe(0);
    h.sliceReleased();
    await nextTask();
    await nextTask();
    await flushMicrotasks();
    expect(told).toBe(1);
    await h.whenHydrated();
  });

  it('is not over before the root has committed, even with every slice released', async () => {
    h.sliceHeld();
    h.sliceReleased();
    await nextTask();
    await nextTask();
    expect(h.isHydrating()).toBe(true);
    expect(root.dataset.hydrated).toBeUndefined();
  });

  it('renders in a task of its own until the root layout has rendered, then as Preact does', async () => {
    h.renderRootInATaskOfItsOwn();
    const rendered: string[] = [];
    options.debounceRendering?.(() => rendered.push('router'));
    await flushMicrotasks();
    expect(rendered).toEqual([]);
    await nextTask();
    await nextTask();
    expect(rendered).toEqual(['router']);

    h.noteRootRendered();
    options.debounceRendering?.(() => rendered.push('slice'));
    expect(options.debounceRendering).toBe(preactDefault);
    await flushMicrotasks();
    expect(rendered).toEqual(['router', 'slice']);
  });
});
