// The channel on which the players' live events reach every API instance (ADR 0063): pg_notify() after
// the change committed, LISTEN on a dedicated connection (ADR 0059's listener). SQL only; what the
// payloads mean is jobs/live-event-relay.ts's business.
import type { Database } from '@gameweek/db/create-db';
import {
  type Listener,
  type ListenOptions,
  listenForNotifications,
  type NotificationHandlers,
  notificationsLeaveTheProcess,
} from '@gameweek/db/notifications';
import { sql } from 'drizzle-orm';

export const LIVE_EVENTS_CHANNEL = 'gameweek_live_events';

export class LiveEventsRepository {
  constructor(private readonly db: Database) {}

  /** False on PGlite: one process holds the database, and its in-process bus reaches everyone. */
  get sharedByInstances(): boolean {
    return notificationsLeaveTheProcess(this.db);
  }

  /**
   * Sends `payloads` in this order in one statement (one transaction): a listener receives them
   * together, in order, after whatever was committed before.
   */
  async notify(payloads: readonly string[]): Promise<void> {
    if (payloads.length === 0) return;
    await this.db.execute(
      sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, t.payload)
          from unnest(${sql.param([...payloads])}::text[]) with ordinality as t(payload, n)
          order by t.n`,
    );
  }

  /** Listens on the channel with this database's driver (a dedicated connection on PostgreSQL). */
  listen(handlers: NotificationHandlers, options?: ListenOptions): Listener {
    return listenForNotifications(this.db, LIVE_EVENTS_CHANNEL, handlers, options);
  }
}
