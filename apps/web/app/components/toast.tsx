import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a toast stays on screen. */
const TOAST_MS = 3500;

export interface ToastMessage {
  id: number;
  text: string;
}

/** One toast at a time on a page: `show` replaces the one on screen and restarts its timer. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const next = useRef(0);
  const show = useCallback((text: string) => {
    next.current += 1;
    setToast({ id: next.current, text });
  }, []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return { toast, show };
}

/**
 * A polite live region that is always in the page (so a screen reader announces what appears in
 * it) and takes room only while it shows a message, just under the header.
 */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  return (
    <div className="toast-region" role="status" aria-live="polite" data-testid="toast">
      {toast && (
        <p key={toast.id} className="toast">
          {toast.text}
        </p>
      )}
    </div>
  );
}

/**
 * A brief highlight of a player wherever the page shows him (a pitch card, a list row: anything
 * with his `data-player-id`), without re-rendering the page: the attribute is not React's.
 */
export function flashPlayer(id: number): void {
  if (typeof document === 'undefined') return;
  for (const el of document.querySelectorAll<HTMLElement>(`[data-player-id="${id}"]`)) {
    el.removeAttribute('data-flash');
    // Restart the animation when the same player flashes twice in a row.
    void el.offsetWidth;
    el.setAttribute('data-flash', '');
    setTimeout(() => el.removeAttribute('data-flash'), 2000);
  }
}
