// Tenants as the console's super-admin sees them (ADR 0046). SQL only.
import type { Database } from '@gameweek/db/create-db';
import { tenantDomains, tenants } from '@gameweek/db/schema';
import { asc, eq, sql } from 'drizzle-orm';

export class ConsoleTenantRepository {
  constructor(private readonly db: Database) {}

  async list() {
    return this.db
      .select({
        id: tenants.id,
        slug: tenants.slug,
        name: tenants.name,
        context: tenants.context,
        seasonId: tenants.seasonId,
        domains: sql<
          string[]
        >`coalesce((select array_agg(d.domain order by d.domain) from ${tenantDomains} d where d.tenant_id = ${tenants.id}), '{}')`,
      })
      .from(tenants)
      .orderBy(asc(tenants.id));
  }

  async exists(tenantId: number, tx: Database = this.db): Promise<boolean> {
    const rows = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    return rows.length > 0;
  }

  /** The tenant whose slug this is (the command line names tenants by slug). */
  async idBySlug(slug: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.slug, slug));
    return row?.id;
  }
}
