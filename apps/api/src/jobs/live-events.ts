// Typed publish/subscribe for what the season clock, the feed and the console change; the API's SSE route
// (GET /v1/live) and the services' caches subscribe. ADR 0063: an event published on one API instance
// reaches every instance's subscribers exactly once.
// - `publish` delivers to this process's subscribers at once and hands the event to the bus's relay
//   (jobs/live-event-relay.ts), which sends it to the other instances over PostgreSQL NOTIFY (split into
//   parts under NOTIFY's 8000-byte limit); the relay of each other instance `deliver`s it to its own
//   subscribers, and drops its own notifications when they come back.
// - Callers publish after their transaction committed (what is sent is what others can read).
// - When an instance's listener reconnects it may have missed events: it delivers `live.resync`, on
//   which its caches drop what events keep fresh and its SSE clients read their page again.
// - On PGlite (embedded, one process) there is no relay: the bus is all there is.
import { EventEmitter } from 'node:events';
import { z } from 'zod';

const at = z.string();
const roundOf = { seasonId: z.number().int(), roundId: z.number().int() };

/** Every event of the bus; the relay reads another instance's events with it. */
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('round.status'),
    ...roundOf,
    status: z.enum(['NOT_STARTED', 'OPEN', 'LOCKED', 'LIVE', 'FINISHED']),
    at,
  }),
  z.object({
    type: z.literal('fixture.update'),
    ...roundOf,
    fixtureId: z.number().int(),
    status: z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'POSTPONED']),
    minute: z.number(),
    homeScore: z.number().nullable(),
    awayScore: z.number().nullable(),
    at,
  }),
  z.object({
    type: z.literal('fixture.points'),
    ...roundOf,
    fixtureId: z.number().int(),
    /** Players whose points changed, with their new fixture points. */
    players: z.array(z.object({ playerId: z.number().int(), points: z.number() })),
    final: z.boolean(),
    at,
  }),
  z.object({
    /** The feed stored a fixture's line-up (ADR 0060): the match page's cached line-up is read again. */
    type: z.literal('fixture.lineup'),
    ...roundOf,
    fixtureId: z.number().int(),
    at,
  }),
  z.object({
    type: z.literal('round.scores'),
    ...roundOf,
    /** True once the round is finalised (ranks final); false for a provisional refresh. */
    final: z.boolean(),
    at,
  }),
  z.object({
    /** A tenant's game moved to this season (the feed's season lifecycle, ADR 0041). */
    type: z.literal('season.current'),
    seasonId: z.number().int(),
    tenantId: z.number().int(),
    at,
  }),
  z.object({
    /**
     * This instance may have missed other instances' events (its listener reconnected, ADR 0063): every
     * season's subscribers read again what they show. Never sent between instances.
     */
    type: z.literal('live.resync'),
    at,
  }),
]);

export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];
type Listener = (event: LiveEvent) => void;
/** Carries a published event to the other instances (jobs/live-event-relay.ts). */
export type LiveEventSender = (event: LiveEvent) => void;

export class LiveEvents {
  private readonly emitter = new EventEmitter();
  private sender: LiveEventSender | undefined;

  constructor() {
    // Every SSE connection is a listener; the default cap of 10 would warn at the 11th client.
    this.emitter.setMaxListeners(0);
  }

  /** An event of this instance (after its commit): here at once, and to every other instance. */
  publish(event: LiveEvent): void {
    this.deliver(event);
    this.sender?.(event);
  }

  /** An event another instance published (or `live.resync`): to this instance's subscribers only. */
  deliver(event: LiveEvent): void {
    this.emitter.emit('event', event);
  }

  /**
   * Makes `send` carry every published event to the other instances. One sender per bus: null when the
   * bus has one already (two apps in one process on the same bus share it). Returns the detach function.
   */
  relayTo(send: LiveEventSender): (() => void) | null {
    if (this.sender) return null;
    this.sender = send;
    return () => {
      if (this.sender === send) this.sender = undefined;
    };
  }

  /**
   * Returns the unsubscribe function (call it when the SSE connection closes). With a season filter, the
   * events of that season and those of no season (`live.resync`).
   */
  subscribe(listener: Listener, filter?: { seasonId?: number }): () => void {
    const wrapped: Listener = (e) => {
      if (filter?.seasonId === undefined || !('seasonId' in e) || filter.seasonId === e.seasonId)
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
