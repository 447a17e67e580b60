// Small helpers for idempotent bulk upserts: chunked inserts with `on conflict … do update set x = excluded.x`.
import { type SQL, sql } from 'drizzle-orm';

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `{ col: excluded.col }` for each key: the update half of an upsert that rewrites those columns. */
export function excluded<K extends string>(keys: readonly K[]): Record<K, SQL> {
  const set = {} as Record<K, SQL>;
  for (const key of keys) set[key] = sql.raw(`excluded.${snake(key)}`);
  return set;
}

/** Splits rows into chunks small enough for one statement (PostgreSQL allows 65 535 parameters). */
export function chunks<T>(rows: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export type Progress = (step: string, done: number, total: number) => void;

/** A column of a bulk insert: its SQL name and the PostgreSQL type of its array. */
export interface BulkColumn {
  name: string;
  /** int, text, jsonb, timestamptz, bool, or an enum type's name (its values are quoted like text). */
  type: 'int' | 'numeric' | 'text' | 'jsonb' | 'timestamptz' | 'bool' | 'chip' | 'user_status';
}

function arrayLiteral(values: readonly unknown[], type: BulkColumn['type']): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (type === 'int') {
      if (typeof v !== 'number' || !Number.isInteger(v))
        throw new Error(`not an integer: ${String(v)}`);
      return String(v);
    }
    if (type === 'numeric') {
      if (typeof v !== 'number' || !Number.isFinite(v))
        throw new Error(`not a number: ${String(v)}`);
      return String(v);
    }
    if (type === 'bool') return v ? 'true' : 'false';
    const text =
      type === 'jsonb' ? JSON.stringify(v) : v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Inserts many rows with one parameter per column (`insert … select * from unnest($1::int[], …)`): drizzle's
 * per-value query building dominated large inserts (45 000 picks took seconds of CPU), and both drivers take
 * a text array literal the same way. `conflict` is the raw tail ('on conflict do nothing', …), if any.
 */
export async function bulkInsert(
  db: { execute: (query: SQL) => Promise<unknown> },
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
  conflict = '',
): Promise<void> {
  for (const chunk of chunks(rows, 20_000)) {
    const arrays = columns.map(
      (c, i) =>
        sql`${arrayLiteral(
          chunk.map((r) => r[i]),
          c.type,
        )}::${sql.raw(c.type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(arrays, sql`, `)}) ${sql.raw(conflict)}`,
    );
  }
}
