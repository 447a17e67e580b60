// Ranks read from the points histogram (ADR 0004): 1 + the number of the tenant's managers with more points.
// Works for any total, including a live one that no stored row holds yet.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './create-db.ts';

export async function rankFromHistogram(
  db: Database,
  tenantId: number,
  roundId: number,
  points: number,
  kind: 'total' | 'round' = 'total',
): Promise<{ rank: number; managers: number }> {
  const [row] = await queryRows<{ above: number; managers: number }>(
    db,
    sql`select coalesce(sum(managers) filter (where points > ${points}), 0)::int as above,
               coalesce(sum(managers), 0)::int as managers
        from points_histograms
        where tenant_id = ${tenantId} and round_id = ${roundId} and kind = ${kind}`,
  );
  return { rank: 1 + (row?.above ?? 0), managers: row?.managers ?? 0 };
}
