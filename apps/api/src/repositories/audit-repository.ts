// The console's audit log (ADR 0046): insert and read, nothing else. The table refuses UPDATE,
// DELETE and TRUNCATE by trigger (migration 0016), so there is no other path to write here.
import type { Database } from '@gameweek/db/create-db';
import { auditLog, staff } from '@gameweek/db/schema';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';

export interface AuditInsert {
  tenantId: number | null;
  /** Null only for a failed sign-in (ADR 0057). */
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  at: Date;
}

export interface AuditFilter {
  beforeId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  limit: number;
}

export class AuditRepository {
  constructor(private readonly db: Database) {}

  /** In the caller's transaction: the entry commits with the change it describes, or neither does. */
  async insert(entry: AuditInsert, tx: Database = this.db): Promise<void> {
    await tx.insert(auditLog).values({
      ...entry,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  /** The tenant's entries, newest first. */
  async list(tenantId: number, f: AuditFilter) {
    const where: (SQL | undefined)[] = [eq(auditLog.tenantId, tenantId)];
    if (f.beforeId !== undefined) where.push(lt(auditLog.id, f.beforeId));
    if (f.action) where.push(eq(auditLog.action, f.action));
    if (f.targetType) where.push(eq(auditLog.targetType, f.targetType));
    if (f.targetId) where.push(eq(auditLog.targetId, f.targetId));
    return this.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: auditLog.staffId,
        staffEmail: staff.email,
        staffName: staff.name,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(f.limit);
  }
}
