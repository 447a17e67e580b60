import type { Database } from '@gameweek/db/create-db';
import { contentItems, footers, howToPlayExtras, termsPages } from '@gameweek/db/schema';
import { and, asc, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';

export type TermsPageRow = typeof termsPages.$inferSelect;
export type FooterRow = typeof footers.$inferSelect;
export type ContentItemRow = typeof contentItems.$inferSelect;
export type HowToPlayExtraRow = typeof howToPlayExtras.$inferSelect;

/** Which of a tenant's news and videos: the one filter the app's and the console's reads share. */
export interface ItemFilter {
  kind?: 'news' | 'video';
  slug?: string;
  locales?: string[];
  /** Published by then: nothing dated later (the app's reads). */
  publishedBy?: Date;
}

/** The WHERE of every read of `content_items` (the app's and the console's): the tenant first. */
export function itemsWhere(tenantId: number, f: ItemFilter): SQL | undefined {
  return and(
    eq(contentItems.tenantId, tenantId),
    f.kind ? eq(contentItems.kind, f.kind) : undefined,
    f.slug !== undefined ? eq(contentItems.slug, f.slug) : undefined,
    f.locales ? inArray(contentItems.locale, f.locales) : undefined,
    f.publishedBy ? lte(contentItems.publishedAt, f.publishedBy) : undefined,
  );
}

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
      .where(itemsWhere(tenantId, { kind, locales, publishedBy: now }))
      .orderBy(desc(contentItems.publishedAt))
      .limit(limit);
  }

  /** The published how-to-play extras in each of the given locales, in the operator's order. */
  async howToPlayExtras(
    tenantId: number,
    locales: string[],
    tx: Database = this.db,
  ): Promise<HowToPlayExtraRow[]> {
    return tx
      .select()
      .from(howToPlayExtras)
      .where(
        and(
          eq(howToPlayExtras.tenantId, tenantId),
          inArray(howToPlayExtras.locale, locales),
          eq(howToPlayExtras.published, true),
        ),
      )
      .orderBy(asc(howToPlayExtras.position), asc(howToPlayExtras.slug));
  }
}
