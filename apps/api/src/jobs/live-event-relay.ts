// Carries the live events published on this instance's bus to every other API instance, and theirs to
// this one's subscribers (ADR 0063), over PostgreSQL NOTIFY with ADR 0059's listener (a dedicated
// connection that reconnects by itself).
// - Sending: each published event's JSON in parts under NOTIFY's size limit (live-event-parts.ts),
//   queued and sent in order, as many as are waiting in one statement; a failed send is logged (the
//   event already reached this instance; the others miss it).
// - Hearing: parts put together; this instance's own parts are dropped (its bus delivered the event when
//   it was published); another's event is validated and delivered to this bus's subscribers.
// - Reconnecting: notifications sent while nobody listened here are lost, so the bus delivers
//   `live.resync` (caches drop their copies, SSE clients read their page again).
// - PGlite: nothing is started; the in-process bus is all there is.
import { randomBytes } from 'node:crypto';
import type { Listener, ListenOptions } from '@gameweek/db/notifications';
import type { LiveEventsRepository } from '../repositories/live-events-repository.ts';
import { MAX_PAYLOAD_BYTES, PartAssembler, partsOf, readPart } from './live-event-parts.ts';
import { type LiveEvent, LiveEventSchema, type LiveEvents } from './live-events.ts';

/** Payloads sent in one statement at most (about 800 KB). */
const BATCH = 100;

export interface LiveEventRelayOptions extends ListenOptions {
  /** NOTIFY's payload limit (tests lower it to split small events). */
  maxPayloadBytes?: number;
}

export class LiveEventRelay {
  /** This instance's name in its payloads: its own notifications are recognised when they come back. */
  readonly origin = randomBytes(8).toString('hex');
  private seq = 0;
  private listener: Listener | undefined;
  private detach: (() => void) | undefined;
  private readonly parts = new PartAssembler();
  private readonly queue: string[] = [];
  private sending: Promise<void> | undefined;
  private connections = 0;
  private maxPayloadBytes = MAX_PAYLOAD_BYTES;

  constructor(
    private readonly repo: LiveEventsRepository,
    private readonly events: LiveEvents,
    private readonly clock: () => Date,
    private readonly log: {
      warn(fields: Record<string, unknown>, line: string): void;
      info(fields: Record<string, unknown>, line: string): void;
    },
  ) {}

  /**
   * Starts relaying (the app's ready hook). False when there is nothing to relay to (PGlite) or when
   * another relay already carries this bus (two apps in one process on the same bus).
   */
  start(options: LiveEventRelayOptions = {}): boolean {
    if (this.listener || !this.repo.sharedByInstances) return false;
    const detach = this.events.relayTo((e) => this.send(e));
    if (!detach) return false;
    this.detach = detach;
    this.maxPayloadBytes = options.maxPayloadBytes ?? MAX_PAYLOAD_BYTES;
    this.listener = this.repo.listen(
      {
        message: (payload) => this.heard(payload),
        listening: () => {
          this.connections += 1;
          // Parts of an event whose other parts came while nobody listened will never be completed.
          this.parts.reset();
          if (this.connections > 1) {
            this.log.info({ connections: this.connections }, 'live events: listening again');
            this.resync();
          }
        },
        lost: (e) =>
          this.log.warn(
            { err: { message: e.message } },
            'live events: listener lost; reconnecting',
          ),
      },
      options,
    );
    return true;
  }

  /** Stops relaying; what was published before is sent first. */
  async close(): Promise<void> {
    this.detach?.();
    this.detach = undefined;
    while (this.sending) await this.sending;
    await this.listener?.close();
    this.listener = undefined;
  }

  /** For tests and operators: times listened (reconnects + 1), the listening backend's pid. */
  get state(): { connections: number; backendPid: number | null } {
    return { connections: this.connections, backendPid: this.listener?.backendPid() ?? null };
  }

  private send(event: LiveEvent): void {
    this.seq += 1;
    this.queue.push(...partsOf(this.origin, this.seq, JSON.stringify(event), this.maxPayloadBytes));
    this.pump();
  }

  private pump(): void {
    if (this.sending) return;
    this.sending = this.drain().finally(() => {
      this.sending = undefined;
      // Queued after the drain's last look.
      if (this.queue.length > 0) this.pump();
    });
  }

  /** Sends what is queued, oldest first, until nothing is left (events queued meanwhile included). */
  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH);
      try {
        await this.repo.notify(batch);
      } catch (e) {
        this.log.warn(
          { err: { message: (e as Error).message }, payloads: batch.length },
          'live events: not sent to the other instances',
        );
      }
    }
  }

  private heard(payload: string): void {
    const part = readPart(payload);
    if (!part) {
      this.unreadable(payload);
      return;
    }
    if (part.origin === this.origin) return;
    const text = this.parts.add(part);
    if (this.parts.takeDropped() > 0) {
      this.log.warn({}, 'live events: an event came incomplete');
      this.resync();
    }
    if (text === null) return;
    let event: LiveEvent;
    try {
      event = LiveEventSchema.parse(JSON.parse(text));
    } catch {
      this.unreadable(text);
      return;
    }
    // Another instance's resync is its own affair (it is never sent; a newer build might).
    if (event.type !== 'live.resync') this.events.deliver(event);
  }

  /** Not one of ours (or from a newer build): what it said is unknown, so everything is read again. */
  private unreadable(text: string): void {
    this.log.warn({ payload: text.slice(0, 200) }, 'live events: unreadable notification');
    this.resync();
  }

  private resync(): void {
    this.events.deliver({ type: 'live.resync', at: this.clock().toISOString() });
  }
}
