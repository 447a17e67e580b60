import { type PointerEvent, type ReactNode, useEffect, useRef } from 'react';

/** How far a swipe must pull the sheet down to close it, in CSS pixels. */
const SWIPE_CLOSE_PX = 64;

/**
 * A bottom sheet that is a modal dialog: the native <dialog> opened with showModal() gives the focus
 * moved into it and kept there (the page behind is inert) and Escape; this adds what it does not
 * give: the page behind does not scroll, a swipe down on the handle or the header closes it, a tap
 * on the backdrop closes it, and focus goes back to the element `returnFocus` names (the player
 * tapped) even when the page re-rendered it meanwhile. Its content renders only while it is open.
 */
export function BottomSheet(props: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  testId: string;
  returnFocus?: () => HTMLElement | null | undefined;
  header: ReactNode;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipe = useRef<{ pointerId: number; y: number; dy: number } | null>(null);
  const { open } = props;
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const d = dialog.current;
    if (!d || !open) return;
    if (!d.open) d.showModal();
    document.documentElement.classList.add('sheet-open');
    return () => {
      document.documentElement.classList.remove('sheet-open');
      if (d.open) d.close();
    };
  }, [open]);

  const onNativeClose = () => {
    document.documentElement.classList.remove('sheet-open');
    const d = dialog.current;
    if (d) d.style.transform = '';
    const { onClose, returnFocus } = latest.current;
    onClose();
    // After the page has re-rendered (the tapped card may be a new node, or gone to the list).
    setTimeout(() => returnFocus?.()?.focus(), 0);
  };

  const swipeHandlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target as HTMLElement).closest('button, a')) return;
      swipe.current = { pointerId: e.pointerId, y: e.clientY, dy: 0 };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const s = swipe.current;
      const d = dialog.current;
      if (!s || !d || s.pointerId !== e.pointerId) return;
      s.dy = Math.max(0, e.clientY - s.y);
      d.style.transform = s.dy > 0 ? `translateY(${s.dy}px)` : '';
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const s = swipe.current;
      swipe.current = null;
      const d = dialog.current;
      if (!s || !d || s.pointerId !== e.pointerId) return;
      if (s.dy < SWIPE_CLOSE_PX) {
        d.style.transform = '';
        return;
      }
      // The click that ends the swipe must not reach what the closed sheet uncovers (a player).
      const swallow = (ev: Event) => {
        ev.preventDefault();
        ev.stopPropagation();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
      d.close();
    },
    onPointerCancel: () => {
      swipe.current = null;
      if (dialog.current) dialog.current.style.transform = '';
    },
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; Escape closes it from a keyboard
    <dialog
      ref={dialog}
      className="sheet"
      aria-labelledby={props.labelledBy}
      aria-modal="true"
      data-testid={props.testId}
      onClose={onNativeClose}
      onClick={(e) => {
        // The dialog box itself is only hit outside its content: the backdrop.
        if (e.target === dialog.current) dialog.current?.close();
      }}
    >
      {open && (
        <div className="sheet-body">
          <div className="sheet-grip" {...swipeHandlers}>
            <span className="sheet-handle" aria-hidden="true" />
            {props.header}
          </div>
          {props.children}
        </div>
      )}
    </dialog>
  );
}
