// What readiness asks of the database (ADR 0052): does it answer, and has it every migration this
// build ships. SQL only.
import { type Database, migrationsFolder, queryRows } from '@gameweek/db/create-db';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';

export class HealthRepository {
  /** The newest migration this build ships (drizzle's journal: its `when`, in ms). */
  private readonly latestShipped: number;

  constructor(private readonly db: Database) {
    const shipped = readMigrationFiles({ migrationsFolder });
    this.latestShipped = Math.max(0, ...shipped.map((m) => m.folderMillis));
  }

  /**
   * Whether every migration this build ships is applied (drizzle records each one's journal time
   * in drizzle.__drizzle_migrations on both drivers). Throws when the database does not answer.
   */
  async migrationsApplied(): Promise<{ applied: boolean; latestApplied: number | null }> {
    const tables = await queryRows<{ t: string | null }>(
      this.db,
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
    );
    if (!tables[0]?.t) return { applied: this.latestShipped === 0, latestApplied: null };
    const [row] = await queryRows<{ latest: string | number | null }>(
      this.db,
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    const latest = row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
    return { applied: latest !== null && latest >= this.latestShipped, latestApplied: latest };
  }
}
