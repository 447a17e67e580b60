import { options } from 'preact';
import { useEffect } from 'react';
import { nextTask } from './next-task.ts';

/**
 * True until the app has hydrated: the root has committed and every slice HydrateLater held back
 * (docs/decisions/0020) has rendered. Server data is handed to client queries as initial data only
 * while hydrating (so the first paint needs no fetch, in a held-back slice too); pages opened later
 * by client navigation fetch fresh data.
 */
let hydrating = true;
let rootRendered = false;
let rootCommitted = false;
let heldSlices = 0;
const waitingForEnd: (() => void)[] = [];

export function isHydrating(): boolean {
  return hydrating;
}

/** Resolves once hydration has ended: every slice is live, so every tap reaches its handler. */
export function whenHydrated(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((resolve) => waitingForEnd.push(resolve));
}

/** A slice is held back for a later task: hydration lasts until it is released and rendered. */
export function sliceHeld(): void {
  heldSlices++;
}

/**
 * A held slice is released: it renders in this task's microtasks (and may hold slices of its own
 * back), so whether hydration is over is decided in the next task.
 */
export function sliceReleased(): void {
  heldSlices--;
  if (heldSlices === 0) void nextTask().then(endIfSettled);
}

/**
 * Hydration starts by decoding the server's data (React Router's HydratedRouter suspends until it
 * has), and Preact resumes a suspended tree in a microtask: the decoding and the whole first render
 * would be one long task. Until the root layout has rendered, a scheduled re-render starts in a task
 * of its own instead; from then on Preact's own scheduling applies again.
 */
export function renderRootInATaskOfItsOwn(): void {
  const preactDefault = options.debounceRendering;
  options.debounceRendering = (render) => {
    if (!rootRendered) {
      void nextTask().then(render);
      return;
    }
    options.debounceRendering = preactDefault;
    if (preactDefault) preactDefault(render);
    else queueMicrotask(render);
  };
}

/** Called by the root layout as it renders (on the server too, where it changes nothing). */
export function noteRootRendered(): void {
  rootRendered = true;
}

/** Marks the root's first commit; `<html data-hydrated>` tells a test the router is in charge. */
export function useMarkHydrated(): void {
  useEffect(markRootCommitted, []);
}

export function markRootCommitted(): void {
  rootCommitted = true;
  endIfSettled();
}

function endIfSettled(): void {
  if (!hydrating || !rootCommitted || heldSlices > 0) return;
  hydrating = false;
  document.documentElement.dataset.hydrated = '';
  for (const resolve of waitingForEnd.splice(0)) resolve();
}
