// A console change reaches every API instance and every web server at once (ADR 0059).
//
// The change's transaction sends a notification (PostgreSQL NOTIFY; PGlite in-process), delivered only
// when it commits. Every instance listens on a dedicated connection: a notification drops that
// instance's copies and is passed on to the web servers following this instance's stream
// (GET /internal/v1/tenant-changes). Whenever the listener (re)connects it may have missed
// notifications, so it drops everything and tells its web servers to do the same. The instance that
// made the change also drops its copies right after the commit, so its own next request (the console's
// reload) sees the change without waiting for its listener.
import {
  EVERYTHING_CHANGED,
  type TenantDataChange,
  TenantDataChangeSchema,
} from '@gameweek/contracts/tenant-changes';
import type { Database } from '@gameweek/db/create-db';
import type { Listener, ListenOptions } from '@gameweek/db/notifications';
import type { TenantChangesRepository } from '../repositories/tenant-changes-repository.ts';

/** What a service that changes tenant data is given (BrandService, ContentAdminService, …). */
export interface TenantChangeNotifier {
  /** Inside the change's transaction: every instance hears of it when (and only if) it commits. */
  notify(tx: Database, change: TenantDataChange): Promise<void>;
  /** After the commit: this instance's caches drop their copies now. */
  committed(change: TenantDataChange): void;
}

type Follower = (change: TenantDataChange) => void;

export class TenantChanges implements TenantChangeNotifier {
  private listener: Listener | undefined;
  private readonly followers = new Set<Follower>();
  /** How many times the listener has started listening (1 after start; each reconnect adds one). */
  private connections = 0;

  constructor(
    private readonly repo: TenantChangesRepository,
    /** Drops this instance's copies of what `change` names. */
    private readonly forget: (change: TenantDataChange) => void,
    private readonly log: {
      warn(fields: Record<string, unknown>, line: string): void;
      info(fields: Record<string, unknown>, line: string): void;
    },
  ) {}

  /** Starts listening (the app's ready hook). */
  start(options?: ListenOptions): void {
    if (this.listener) return;
    this.listener = this.repo.listen(
      {
        message: (payload) => this.heard(payload),
        listening: () => {
          this.connections += 1;
          if (this.connections > 1)
            this.log.info({ connections: this.connections }, 'tenant changes: listening again');
          // Whatever was sent while nobody listened here is unknown: drop it all.
          this.apply(EVERYTHING_CHANGED);
        },
        lost: (e) =>
          this.log.warn(
            { err: { message: e.message } },
            'tenant changes: listener lost; reconnecting',
          ),
      },
      options,
    );
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = undefined;
    this.followers.clear();
  }

  notify(tx: Database, change: TenantDataChange): Promise<void> {
    return this.repo.notify(tx, change);
  }

  committed(change: TenantDataChange): void {
    this.forget(change);
  }

  /** The web servers' streams: every change this instance hears, and EVERYTHING after a reconnect. */
  follow(follower: Follower): () => void {
    this.followers.add(follower);
    return () => this.followers.delete(follower);
  }

  get followerCount(): number {
    return this.followers.size;
  }

  /** For tests and operators: times listened (reconnects + 1), the listening backend's pid. */
  get state(): { connections: number; backendPid: number | null } {
    return { connections: this.connections, backendPid: this.listener?.backendPid() ?? null };
  }

  private heard(payload: string): void {
    let change: TenantDataChange;
    try {
      change = TenantDataChangeSchema.parse(JSON.parse(payload));
    } catch {
      // Not one of ours (or from a newer build): dropping everything is always correct.
      this.log.warn({ payload: payload.slice(0, 200) }, 'tenant changes: unreadable notification');
      change = EVERYTHING_CHANGED;
    }
    this.apply(change);
  }

  private apply(change: TenantDataChange): void {
    this.forget(change);
    for (const follower of this.followers) follower(change);
  }
}
