// In-process, typed publish/subscribe for what the season clock changes; the API's SSE route subscribes.
// One process only (ADR 0059 names it as the open limit): with several API instances behind a balancer,
// carry these events between instances too (PostgreSQL NOTIFY, as tenant changes are; same event
// shapes) so every instance's SSE clients hear every change. Not built.
import { EventEmitter } from 'node:events';

export type LiveEvent =
  | {
      type: 'round.status';
      seasonId: number;
      roundId: number;
      status: 'NOT_STARTED' | 'OPEN' | 'LOCKED' | 'LIVE' | 'FINISHED';
      at: string;
    }
  | {
      type: 'fixture.update';
      seasonId: number;
      roundId: number;
      fixtureId: number;
      status: 'SCHEDULED' | 'LIVE' | 'FINISHED' | 'POSTPONED';
      minute: number;
      homeScore: number | null;
      awayScore: number | null;
      at: string;
    }
  | {
      type: 'fixture.points';
      seasonId: number;
      roundId: number;
      fixtureId: number;
      /** Players whose points changed, with their new fixture points. */
      players: { playerId: number; points: number }[];
      final: boolean;
      at: string;
    }
  | {
      /** The feed stored a fixture's line-up (ADR 0060): the match page's cached line-up is read again. */
      type: 'fixture.lineup';
      seasonId: number;
      roundId: number;
      fixtureId: number;
      at: string;
    }
  | {
      type: 'round.scores';
      seasonId: number;
      roundId: number;
      /** True once the round is finalised (ranks final); false for a provisional refresh. */
      final: boolean;
      at: string;
    }
  | {
      /** A tenant's game moved to this season (the feed's season lifecycle, ADR 0041). */
      type: 'season.current';
      seasonId: number;
      tenantId: number;
      at: string;
    };

export type LiveEventType = LiveEvent['type'];
type Listener = (event: LiveEvent) => void;

export class LiveEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every SSE connection is a listener; the default cap of 10 would warn at the 11th client.
    this.emitter.setMaxListeners(0);
  }

  publish(event: LiveEvent): void {
    this.emitter.emit('event', event);
  }

  /** Returns the unsubscribe function (call it when the SSE connection closes). */
  subscribe(listener: Listener, filter?: { seasonId?: number }): () => void {
    const wrapped: Listener = (e) => {
      if (filter?.seasonId === undefined || ('seasonId' in e && filter.seasonId === e.seasonId))
        listener(e);
    };
    this.emitter.on('event', wrapped);
    return () => this.emitter.off('event', wrapped);
  }

  listenerCount(): number {
    return this.emitter.listenerCount('event');
  }
}

/** The process-wide bus the clock publishes on unless given another one. */
export const liveEvents = new LiveEvents();
