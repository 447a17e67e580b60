import { useEffect } from 'react';

/**
 * True until the app has hydrated. Server data is handed to client queries as initial data only for
 * the first render (so the first paint needs no fetch); pages opened later by client navigation
 * fetch fresh data.
 */
let hydrating = true;

export function isHydrating(): boolean {
  return hydrating;
}

/** Marks the end of the first hydration; `<html data-hydrated>` tells a test the router is in charge. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrating = false;
    document.documentElement.dataset.hydrated = '';
  }, []);
}
