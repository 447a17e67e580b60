import type { Database } from '@gameweek/db/create-db';
import { idempotencyKeys } from '@gameweek/db/schema';
import { and, eq } from 'drizzle-orm';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  async find(
    userId: number,
    key: string,
    tx: Database = this.db,
  ): Promise<IdempotencyRow | undefined> {
    const rows = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    return rows[0];
  }

  /** Fails with a unique violation when a concurrent request stored the same key first. */
  async insert(
    row: {
      userId: number;
      key: string;
      requestHash: string;
      responseStatus: number;
      responseBody: unknown;
    },
    tx: Database,
  ): Promise<void> {
    await tx.insert(idempotencyKeys).values(row);
  }
}
