import type { Database } from '@gameweek/db/create-db';
import { contentItems, footers, termsPages } from '@gameweek/db/schema';
import { and, desc, eq, inArray, lte } from 'drizzle-orm';

export type TermsPageRow = typeof termsPages.$inferSelect;
export type FooterRow = typeof footers.$inferSelect;
export type ContentItemRow = typeof contentItems.$inferSelect;

export class ContentRepository {
  constructor(private readonly db: Database) {}

  /** The page in each of the given locales (the caller picks by preference). */
  async termsPage(
    tenantId: number,
    page: string,
    locales: string[],
    tx: Database = this.db,
  ): Promise<TermsPageRow[]> {
    return tx
      .select()
      .from(termsPages)
      .where(
        and(
          eq(termsPages.tenantId, tenantId),
          eq(termsPages.page, page),
          inArray(termsPages.locale, locales),
        ),
      );
  }

  async footers(tenantId: number, locales: string[], tx: Database = this.db): Promise<FooterRow[]> {
    return tx
      .select()
      .from(footers)
      .where(and(eq(footers.tenantId, tenantId), inArray(footers.locale, locales)));
  }

  async items(
    tenantId: number,
    kind: 'news' | 'video',
    locales: string[],
    limit: number,
    /** Items are shown once published: nothing dated after the season clock's now. */
    now: Date,
    tx: Database = this.db,
  ): Promise<ContentItemRow[]> {
    return tx
      .select()
      .from(contentItems)
      .where(
        and(
          eq(contentItems.tenantId, tenantId),
          eq(contentItems.kind, kind),
          inArray(contentItems.locale, locales),
          lte(contentItems.publishedAt, now),
        ),
      )
      .orderBy(desc(contentItems.publishedAt))
      .limit(limit);
  }
}
