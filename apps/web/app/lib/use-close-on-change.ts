import { type RefObject, useEffect, useRef } from 'react';

/**
 * Closes a `<details>` disclosure when `key` changes (a navigation, a new language), but not
 * when the component mounts: a disclosure opened on the server-rendered page before hydration
 * reached it stays open.
 */
export function useCloseOnChange(ref: RefObject<HTMLDetailsElement | null>, key: string): void {
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the caller's key changes
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (ref.current) ref.current.open = false;
  }, [key]);
}
