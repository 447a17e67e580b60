import { useEffect } from 'react';

/**
 * True until the app has hydrated: the root layout's first commit (its effects run after every
 * child's, so the whole page is live then). Server data is handed to client queries as initial
 * data only while hydrating (so the first paint needs no fetch); pages opened later by client
 * navigation fetch fresh data.
 */
let hydrating = true;
const waitingForEnd: (() => void)[] = [];

export function isHydrating(): boolean {
  return hydrating;
}

/** Resolves once hydration has ended: the whole page is live, so every tap reaches its handler. */
export function whenHydrated(): Promise<void> {
  if (!hydrating) return Promise.resolve();
  return new Promise((resolve) => waitingForEnd.push(resolve));
}

/** Marks the root's first commit; `<html data-hydrated>` tells a test the router is in charge. */
export function useMarkHydrated(): void {
  useEffect(markHydrated, []);
}

export function markHydrated(): void {
  if (!hydrating) return;
  hydrating = false;
  document.documentElement.dataset.hydrated = '';
  for (const resolve of waitingForEnd.splice(0)) resolve();
}
