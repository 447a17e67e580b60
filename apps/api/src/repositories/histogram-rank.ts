// A manager's overall rank as readers show it (ADR 0004, ADR 0045): the rank stored with a final round's
// scores, or for a live round — whose ranks move with every feed event and are not stored — 1 + the
// number of the tenant's managers with a higher total in the round's points histogram.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The rank of a manager_round_scores row, its columns named with the table (drizzle leaves a one-table
 * query's columns unqualified, and inside the histogram's subquery `tenant_id` and `round_id` would then
 * be the histogram's own).
 */
export const scoreRowRank = (): SQL<number> =>
  overallRank(
    sql.raw('"manager_round_scores"."rank"'),
    sql.raw('"manager_round_scores"."tenant_id"'),
    sql.raw('"manager_round_scores"."round_id"'),
    sql.raw('"manager_round_scores"."total"'),
  );

/** Callers name the columns with their table or alias (see scoreRowRank). */
export function overallRank(
  stored: SQLWrapper,
  tenantId: SQLWrapper | number,
  roundId: SQLWrapper | number,
  total: SQLWrapper,
): SQL<number> {
  return sql<number>`coalesce(${stored}, (1 + coalesce((select sum(h.managers) from points_histograms h
      where h.tenant_id = ${tenantId} and h.round_id = ${roundId} and h.kind = 'total'
        and h.points > ${total}), 0))::int)`;
}
