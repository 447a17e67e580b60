// The audit log (ADR 0046): every change made through the console records who, when, what, before
// and after, in the transaction of the change itself. The table is append-only (a trigger refuses
// UPDATE, DELETE and TRUNCATE); this service has no path to change an entry either.
import type { AuditEntry } from '@gameweek/contracts/admin';
import type { Database } from '@gameweek/db/create-db';
import type { AuditFilter, AuditRepository } from '../../repositories/audit-repository.ts';

export interface AuditRecord {
  /** Null for actions on no tenant (enrolling two-factor, creating a super-admin). */
  tenantId: number | null;
  /** Who acted; null only for a failed sign-in, where whoever typed is not known (ADR 0057). */
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  /** What changed, without subscribers' personal data (users are named by id). */
  before: unknown;
  after: unknown;
  reason: string | null;
}

export class AuditService {
  constructor(
    private readonly repo: AuditRepository,
    private readonly clock: () => Date,
  ) {}

  record(tx: Database, entry: AuditRecord): Promise<void> {
    return this.repo.insert({ ...entry, at: this.clock() }, tx);
  }

  async list(
    tenantId: number,
    filter: AuditFilter,
  ): Promise<{ entries: AuditEntry[]; next_before_id: number | null }> {
    const rows = await this.repo.list(tenantId, filter);
    const entries = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staff:
        r.staffId !== null && r.staffEmail !== null && r.staffName !== null
          ? { id: r.staffId, email: r.staffEmail, name: r.staffName }
          : null,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      reason: r.reason,
    }));
    const last = rows.at(-1);
    return {
      entries,
      next_before_id: rows.length === filter.limit && last ? last.id : null,
    };
  }
}
