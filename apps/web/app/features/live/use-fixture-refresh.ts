import { useCallback, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { type LiveEvent, useLiveEvents } from './use-live-events.ts';

/**
 * While a fixture is not finished: read the page again when the live stream says something of it (a new
 * line-up, the score, the status) or events may have been missed (`live.resync`), at most once a
 * second.
 */
export function useFixtureRefresh(fixtureId: number, enabled: boolean): void {
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onEvent = useCallback(
    (e: LiveEvent) => {
      const concerned = e.type === 'live.resync' || ('fixtureId' in e && e.fixtureId === fixtureId);
      if (!concerned || timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void revalidator.revalidate();
      }, 1000);
    },
    [fixtureId, revalidator],
  );
  useLiveEvents(enabled, onEvent);
}
