// LISTEN on one channel of the database the app was given (ADR 0059), whichever driver is underneath:
// - PostgreSQL: a dedicated connection outside the pool (a pooled one is lent to queries and would
//   lose its LISTEN when returned), reconnecting with a growing pause after any loss, and checked
//   every few seconds so a connection that died silently is noticed;
// - PGlite: the embedded instance's own listen(), in-process (one process holds the database).
// A notification sent with pg_notify() inside a transaction is delivered when that transaction commits
// and never when it rolls back, on both.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './create-db.ts';

export interface NotificationHandlers {
  /** One notification's payload. */
  message(payload: string): void;
  /**
   * The channel is listened to — the first time or again after a loss. Notifications sent while no
   * connection listened are lost: whoever keeps copies of notified data drops them all here.
   */
  listening(): void;
  /** The listening connection was lost (it reconnects by itself). */
  lost?(error: Error): void;
}

export interface Listener {
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
  /** The backend's process id of the listening connection (PostgreSQL; null on PGlite or while down). */
  backendPid(): number | null;
}

export interface ListenOptions {
  /** First pause before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the idle connection is checked with a query. */
  checkMs?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Whether a notification sent on `db` can reach another process: yes on PostgreSQL (every instance
 * listens), no on PGlite (the embedded database belongs to one process).
 */
export function notificationsLeaveTheProcess(db: Database): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool;
}

export function listenForNotifications(
  db: Database,
  channel: string,
  handlers: NotificationHandlers,
  options: ListenOptions = {},
): Listener {
  if (!IDENTIFIER.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return listenEmbedded(client, channel, handlers);
  if (client instanceof pg.Pool) return listenPostgres(client, channel, handlers, options);
  throw new Error(
    'listenForNotifications: the database is neither PGlite nor a node-postgres pool',
  );
}

function listenEmbedded(client: PGlite, channel: string, handlers: NotificationHandlers): Listener {
  const subscribed = client.listen(channel, (payload) => handlers.message(payload));
  subscribed.then(
    () => handlers.listening(),
    (e: unknown) => handlers.lost?.(e as Error),
  );
  return {
    async close() {
      const unlisten = await subscribed.catch(() => undefined);
      if (!client.closed) await unlisten?.();
    },
    backendPid: () => null,
  };
}

function listenPostgres(
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
  options: ListenOptions,
): Listener {
  const firstRetryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const checkMs = options.checkMs ?? 10_000;
  let retryMs = firstRetryMs;
  let closed = false;
  let current: pg.Client | null = null;
  let pid: number | null = null;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;

  const lose = (client: pg.Client, error: Error) => {
    if (current !== client) return;
    current = null;
    pid = null;
    clearInterval(check);
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    handlers.lost?.(error);
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  async function connect() {
    if (closed) return;
    const client = new pg.Client({
      // The pool's own settings (node-postgres hands the same object to every client it opens).
      ...(pool as unknown as { options: pg.ClientConfig }).options,
      application_name: 'gameweek-listen',
      keepAlive: true,
    });
    current = client;
    client.on('error', (e) => lose(client, e));
    client.on('end', () => lose(client, new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    try {
      await client.connect();
      const result = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await client.query(`LISTEN ${channel}`);
      if (current !== client || closed) {
        await client.end().catch(() => {});
        return;
      }
      pid = result.rows[0]?.pid ?? null;
      retryMs = firstRetryMs;
      // A connection that died without a word (a dropped network path) answers no query: noticed here.
      check = setInterval(() => {
        client.query('select 1').catch((e: Error) => lose(client, e));
      }, checkMs);
      check.unref();
      handlers.listening();
    } catch (e) {
      lose(client, e as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(check);
      const client = current;
      current = null;
      pid = null;
      await client?.end().catch(() => {});
    },
    backendPid: () => pid,
  };
}
