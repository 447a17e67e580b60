// A manager's overall rank as readers show it (ADR 0004, ADR 0045): the rank stored with a final round's
// scores, or for a live round — whose ranks move with every feed event and are not stored — 1 + the
// number of the tenant's managers with a higher total in the round's points histogram.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

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
