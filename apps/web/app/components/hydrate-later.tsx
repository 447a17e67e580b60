import { type ReactNode, Suspense, useRef } from 'react';
import { isHydrating, sliceHeld, sliceReleased } from '../lib/hydration.ts';
import { nextTask } from '../lib/next-task.ts';

/**
 * Hydrates its subtree in a later task of its own instead of inside the page's one hydration task
 * (docs/decisions/0020). Preact hydrates a whole page in one synchronous task: on a phone, /home
 * blocked the main thread for half a second. A subtree that suspends while hydrating keeps its
 * server-rendered DOM on screen (Preact keeps it as it is) and is hydrated when its promise
 * resolves; each one here resolves in a task of its own, in document order, so the page is
 * hydrated in slices with input handled in between.
 *
 * The subtree must render exactly one DOM element at its top (Preact keeps one node for a
 * suspended subtree that has no streaming markers). Outside the first hydration (a client
 * navigation, a re-render) it renders at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Gate slot={children} />
    </Suspense>
  );
}

/**
 * Only the browser holds slices back. The server renders every slice at once: suspending there cost
 * a MessageChannel round trip and a second render pass per slice, and wrote Suspense markers the
 * browser does not need (a suspended subtree without them keeps its one element).
 */
const IN_BROWSER = typeof window !== 'undefined';

/** Props objects already let through: a resumed render gets the same props as the suspended one. */
const released = new WeakSet<object>();

function Gate(props: { slot: ReactNode }) {
  // Once rendered, a slice never suspends again: hydration lasts until the last slice has rendered,
  // and a re-render meanwhile (a fetcher's revalidation) must not unmount what is already live.
  const rendered = useRef(false);
  if (IN_BROWSER && !rendered.current && isHydrating() && !released.has(props)) {
    sliceHeld();
    throw nextTask().then(() => {
      released.add(props);
      sliceReleased();
    });
  }
  rendered.current = true;
  return <>{props.slot}</>;
}
