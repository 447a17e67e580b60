import { useEffect, useRef, useState } from 'react';

/** The events GET /v1/live sends (the season clock's bus), as the web app reads them. */
export type LiveEvent =
  | { type: 'round.status'; roundId: number; status: string; at: string }
  | {
      type: 'fixture.update';
      roundId: number;
      fixtureId: number;
      status: string;
      minute: number;
      homeScore: number | null;
      awayScore: number | null;
      at: string;
    }
  | {
      type: 'fixture.points';
      roundId: number;
      fixtureId: number;
      players: { playerId: number; points: number }[];
      final: boolean;
      at: string;
    }
  | { type: 'round.scores'; roundId: number; final: boolean; at: string }
  | { type: 'fixture.lineup'; roundId: number; fixtureId: number; at: string }
  /**
   * Events may have been missed (the API instance's listener reconnected, ADR 0063, or this stream did):
   * whatever the page shows is read again.
   */
  | { type: 'live.resync'; at: string };

const TYPES = [
  'round.status',
  'fixture.update',
  'fixture.points',
  'round.scores',
  'fixture.lineup',
  'live.resync',
] as const;

/**
 * Listens to the live stream through the app's /api path while `enabled`; EventSource reconnects by
 * itself after a dropped connection, and what was sent meanwhile is lost: each reopening is handed on
 * as `live.resync`. `connected` says whether updates are flowing.
 */
export function useLiveEvents(
  enabled: boolean,
  onEvent: (e: LiveEvent) => void,
): { connected: boolean } {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/live');
    let opened = false;
    source.onopen = () => {
      setConnected(true);
      if (opened) handler.current({ type: 'live.resync', at: new Date().toISOString() });
      opened = true;
    };
    source.onerror = () => setConnected(false);
    const listener = (m: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(m.data) as LiveEvent);
      } catch {
        // A malformed event is skipped; the next one still arrives.
      }
    };
    for (const t of TYPES) source.addEventListener(t, listener as EventListener);
    return () => {
      source.close();
      setConnected(false);
    };
  }, [enabled]);
  return { connected };
}
