// The channel on which a committed change to what the API keeps per tenant reaches every API instance
// (ADR 0059): pg_notify() inside the change's own transaction, LISTEN on a dedicated connection.
// SQL only; what a change means to each cache is jobs/tenant-changes.ts's business.
import type { TenantDataChange } from '@gameweek/contracts/tenant-changes';
import type { Database } from '@gameweek/db/create-db';
import {
  type Listener,
  type ListenOptions,
  listenForNotifications,
  type NotificationHandlers,
} from '@gameweek/db/notifications';
import { sql } from 'drizzle-orm';

export const TENANT_CHANGES_CHANNEL = 'gameweek_tenant_data';

/**
 * Sends `change` to every listening instance when `tx` commits (never if it rolls back). Call it
 * inside the transaction that makes the change: a notification sent after the commit would be lost
 * if the process ended in between, one sent before it could be acted on before the change is visible.
 */
export async function notifyTenantChange(tx: Database, change: TenantDataChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${TENANT_CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

export class TenantChangesRepository {
  constructor(private readonly db: Database) {}

  notify(tx: Database, change: TenantDataChange): Promise<void> {
    return notifyTenantChange(tx, change);
  }

  /** Listens on the channel with this database's driver (a dedicated connection on PostgreSQL). */
  listen(handlers: NotificationHandlers, options?: ListenOptions): Listener {
    return listenForNotifications(this.db, TENANT_CHANGES_CHANNEL, handlers, options);
  }
}
