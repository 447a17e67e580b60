import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type LiveEvent, useLiveEvents } from './use-live-events.ts';

/**
 * While a round is live: refetch the page's data (points, provisional bonus, live rank and the header
 * "N Pts" badge all come from the loader) whenever the clock scores this round, or events may have
 * been missed (`live.resync`), at most once a second, without reloading the page.
 */
export function useLiveRefresh(roundId: number, live: boolean) {
  const revalidator = useRevalidator();
  const [updates, setUpdates] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onEvent = useCallback(
    (e: LiveEvent) => {
      if (
        timer.current ||
        (e.type !== 'live.resync' &&
          (e.roundId !== roundId || e.type === 'fixture.update' || e.type === 'fixture.lineup'))
      )
        return;
      timer.current = setTimeout(() => {
        timer.current = null;
        setUpdates((n) => n + 1);
        void revalidator.revalidate();
      }, 1000);
    },
    [roundId, revalidator],
  );
  const { connected } = useLiveEvents(live, onEvent);
  return { connected, updates };
}
