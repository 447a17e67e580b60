import { type Database, queryRows } from '@gameweek/db/create-db';
import { idempotencyKeys } from '@gameweek/db/schema';
import { and, eq, sql } from 'drizzle-orm';

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

  /**
   * Stores the answer only while the round is still open for picks, checked in the same statement:
   * false (nothing stored) when its deadline passed or the clock moved it on. Fails with a unique
   * violation when a concurrent request stored the same key first.
   */
  async insertIfOpen(
    row: {
      userId: number;
      key: string;
      requestHash: string;
      responseStatus: number;
      responseBody: unknown;
    },
    open: { roundId: number; now: Date },
    tx: Database,
  ): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      tx,
      sql`insert into idempotency_keys (user_id, key, request_hash, response_status, response_body)
          select ${row.userId}, ${row.key}, ${row.requestHash}, ${row.responseStatus},
                 ${JSON.stringify(row.responseBody)}::jsonb
           where exists (select 1 from rounds where id = ${open.roundId} and status = 'OPEN'
                           and deadline_at > ${open.now.toISOString()}::timestamptz)
          returning 1 as one`,
    );
    return rows.length > 0;
  }
}

/** Profile removal: the user's stored answers go (functions taking the transaction first, ADR 0006). */
export async function deleteIdempotencyKeys(tx: Database, userId: number): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}
