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
