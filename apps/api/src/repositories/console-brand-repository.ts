// A tenant's brand as the console edits it (ADR 0052): the brand columns of `tenants` and the
// uploaded logo in `tenant_logos`. SQL only.
import type { Database } from '@gameweek/db/create-db';
import { type TenantLanguage, tenantLogos, tenants } from '@gameweek/db/schema';
import { and, eq, sql } from 'drizzle-orm';

export interface BrandRow {
  id: number;
  slug: string;
  name: string;
  context: 'soccer' | 'cricket';
  themeId: string;
  productName: string | null;
  languages: TenantLanguage[];
  defaultLanguage: string;
  consentManagement: boolean;
  analyticsId: string | null;
  analyticsConsentId: string | null;
  consentText: Record<string, string> | null;
  homeSections: string[] | null;
  logoHash: string | null;
}

export interface BrandColumns {
  themeId: string;
  productName: string | null;
  languages: TenantLanguage[];
  defaultLanguage: string;
  consentManagement: boolean;
  analyticsId: string | null;
  analyticsConsentId: string | null;
  consentText: Record<string, string> | null;
  homeSections: string[] | null;
}

export interface LogoMeta {
  hash: string;
  width: number;
  height: number;
  bytes: number;
}

const brandColumns = {
  id: tenants.id,
  slug: tenants.slug,
  name: tenants.name,
  context: tenants.context,
  themeId: tenants.themeId,
  productName: tenants.productName,
  languages: tenants.languages,
  defaultLanguage: tenants.defaultLanguage,
  consentManagement: tenants.consentManagement,
  analyticsId: tenants.analyticsId,
  analyticsConsentId: tenants.analyticsConsentId,
  consentText: tenants.consentText,
  homeSections: tenants.homeSections,
  logoHash: tenants.logoHash,
};

export class ConsoleBrandRepository {
  constructor(private readonly db: Database) {}

  /** The tenant's brand; `lock` takes the row for the rest of the transaction (one writer at a time). */
  async brandOf(
    tenantId: number,
    tx: Database = this.db,
    lock = false,
  ): Promise<BrandRow | undefined> {
    const q = tx.select(brandColumns).from(tenants).where(eq(tenants.id, tenantId));
    const rows = lock ? await q.for('update') : await q;
    return rows[0];
  }

  async updateBrand(tenantId: number, values: BrandColumns, tx: Database): Promise<void> {
    await tx.update(tenants).set(values).where(eq(tenants.id, tenantId));
  }

  async logoMeta(tenantId: number, tx: Database = this.db): Promise<LogoMeta | undefined> {
    const [row] = await tx
      .select({
        hash: tenantLogos.hash,
        width: tenantLogos.width,
        height: tenantLogos.height,
        // base64 length → bytes (every 4 characters are 3 bytes, less the padding).
        bytes: sql<number>`(length(${tenantLogos.pngBase64}) * 3 / 4 - (length(${tenantLogos.pngBase64}) - length(rtrim(${tenantLogos.pngBase64}, '='))))::int`,
      })
      .from(tenantLogos)
      .where(eq(tenantLogos.tenantId, tenantId));
    return row;
  }

  /** The logo's PNG when `hash` is the tenant's current logo (a stale URL finds nothing). */
  async logoPng(tenantId: number, hash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ png: tenantLogos.pngBase64 })
      .from(tenantLogos)
      .innerJoin(tenants, eq(tenants.id, tenantLogos.tenantId))
      .where(
        and(
          eq(tenantLogos.tenantId, tenantId),
          eq(tenantLogos.hash, hash),
          eq(tenants.logoHash, hash),
        ),
      );
    return row?.png;
  }

  async setLogo(
    tenantId: number,
    logo: { hash: string; pngBase64: string; width: number; height: number; at: Date },
    tx: Database,
  ): Promise<void> {
    const values = {
      hash: logo.hash,
      pngBase64: logo.pngBase64,
      width: logo.width,
      height: logo.height,
      updatedAt: logo.at,
    };
    await tx
      .insert(tenantLogos)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: tenantLogos.tenantId, set: values });
    await tx.update(tenants).set({ logoHash: logo.hash }).where(eq(tenants.id, tenantId));
  }

  async removeLogo(tenantId: number, tx: Database): Promise<void> {
    await tx.update(tenants).set({ logoHash: null }).where(eq(tenants.id, tenantId));
    await tx.delete(tenantLogos).where(eq(tenantLogos.tenantId, tenantId));
  }
}
