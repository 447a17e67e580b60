// Content per language for the console (ADR 0051, 0056): news and videos, terms pages, footers, the
// tenant's prizes per language and the how-to-play extras. News and videos are read through the app's
// own filter (`itemsWhere`). Every read and write names the tenant, so another tenant's content reads as absent.
import type { Database } from '@gameweek/db/create-db';
import {
  contentItems,
  type FooterContent,
  footers,
  howToPlayExtras,
  type TenantPrizes,
  tenants,
  termsPages,
} from '@gameweek/db/schema';
import { and, asc, desc, eq, max, type SQL } from 'drizzle-orm';
import { itemsWhere } from './content-repository.ts';

export type ConsoleItemRow = typeof contentItems.$inferSelect;
export type ConsoleTermsRow = typeof termsPages.$inferSelect;
export type ConsoleExtraRow = typeof howToPlayExtras.$inferSelect;

/** One language's rows of a per-language table: the tenant, and the language when one is named. */
const tenantLocale = (
  table: typeof termsPages | typeof howToPlayExtras,
  tenantId: number,
  locale?: string,
): SQL | undefined =>
  and(eq(table.tenantId, tenantId), locale ? eq(table.locale, locale) : undefined);

export interface ItemWrite {
  tenantId: number;
  kind: 'news' | 'video';
  slug: string;
  locale: string;
  title: string;
  body: string;
  url: string | null;
  imageUrl: string | null;
  publishedAt: Date;
}

export class ConsoleContentRepository {
  constructor(private readonly db: Database) {}

  /** The tenant's news or videos (`itemsWhere`, the app's filter too), newest first. */
  items(tenantId: number, kind: 'news' | 'video', locale?: string): Promise<ConsoleItemRow[]> {
    return this.db
      .select()
      .from(contentItems)
      .where(itemsWhere(tenantId, { kind, locales: locale ? [locale] : undefined }))
      .orderBy(desc(contentItems.publishedAt), asc(contentItems.slug), asc(contentItems.locale))
      .limit(500);
  }

  /**
   * The item of a slug in one language, locked for the caller's transaction. Without `kind`: of
   * any kind (a slug is unique per tenant and language across news and videos).
   */
  async item(
    tenantId: number,
    key: { kind?: 'news' | 'video'; slug: string; locale: string },
    tx: Database = this.db,
  ): Promise<ConsoleItemRow | undefined> {
    const [row] = await tx
      .select()
      .from(contentItems)
      .where(itemsWhere(tenantId, { kind: key.kind, slug: key.slug, locales: [key.locale] }))
      .for('update');
    return row;
  }

  async upsertItem(w: ItemWrite, tx: Database = this.db): Promise<ConsoleItemRow> {
    const [row] = await tx
      .insert(contentItems)
      .values(w)
      .onConflictDoUpdate({
        target: [contentItems.tenantId, contentItems.slug, contentItems.locale],
        set: {
          title: w.title,
          body: w.body,
          url: w.url,
          imageUrl: w.imageUrl,
          publishedAt: w.publishedAt,
        },
      })
      .returning();
    return row!;
  }

  async deleteItem(id: number, tx: Database = this.db): Promise<void> {
    await tx.delete(contentItems).where(eq(contentItems.id, id));
  }

  termsPages(tenantId: number, locale?: string): Promise<ConsoleTermsRow[]> {
    return this.db
      .select()
      .from(termsPages)
      .where(tenantLocale(termsPages, tenantId, locale))
      .orderBy(asc(termsPages.page), asc(termsPages.locale));
  }

  async termsPage(
    tenantId: number,
    page: string,
    locale: string,
    tx: Database = this.db,
  ): Promise<ConsoleTermsRow | undefined> {
    const [row] = await tx
      .select()
      .from(termsPages)
      .where(and(tenantLocale(termsPages, tenantId, locale), eq(termsPages.page, page)))
      .for('update');
    return row;
  }

  async upsertTermsPage(
    w: {
      tenantId: number;
      page: string;
      locale: string;
      title: string;
      body: string;
      footer: string;
    },
    at: Date,
    tx: Database = this.db,
  ): Promise<ConsoleTermsRow> {
    const [row] = await tx
      .insert(termsPages)
      .values({ ...w, updatedAt: at })
      .onConflictDoUpdate({
        target: [termsPages.tenantId, termsPages.locale, termsPages.page],
        set: { title: w.title, body: w.body, footer: w.footer, updatedAt: at },
      })
      .returning();
    return row!;
  }

  async deleteTermsPage(
    tenantId: number,
    page: string,
    locale: string,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .delete(termsPages)
      .where(and(tenantLocale(termsPages, tenantId, locale), eq(termsPages.page, page)));
  }

  async footer(
    tenantId: number,
    locale: string,
    tx: Database = this.db,
  ): Promise<FooterContent | undefined> {
    const [row] = await tx
      .select({ content: footers.content })
      .from(footers)
      .where(and(eq(footers.tenantId, tenantId), eq(footers.locale, locale)))
      .for('update');
    return row?.content;
  }

  async upsertFooter(
    tenantId: number,
    locale: string,
    content: FooterContent,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .insert(footers)
      .values({ tenantId, locale, content })
      .onConflictDoUpdate({ target: [footers.tenantId, footers.locale], set: { content } });
  }

  /** The tenant's prizes per language and its default language, locked for the caller. */
  async prizes(
    tenantId: number,
    tx: Database = this.db,
  ): Promise<{ prizes: TenantPrizes; defaultLanguage: string }> {
    const [row] = await tx
      .select({ prizes: tenants.prizes, defaultLanguage: tenants.defaultLanguage })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    return { prizes: row?.prizes ?? {}, defaultLanguage: row?.defaultLanguage ?? 'en' };
  }

  async setPrizes(tenantId: number, prizes: TenantPrizes, tx: Database = this.db): Promise<void> {
    const none = Object.keys(prizes).length === 0;
    await tx
      .update(tenants)
      .set({ prizes: none ? null : prizes })
      .where(eq(tenants.id, tenantId));
  }

  // ── how-to-play extras (ADR 0056) ──

  extras(tenantId: number, locale?: string, tx: Database = this.db): Promise<ConsoleExtraRow[]> {
    return tx
      .select()
      .from(howToPlayExtras)
      .where(tenantLocale(howToPlayExtras, tenantId, locale))
      .orderBy(
        asc(howToPlayExtras.locale),
        asc(howToPlayExtras.position),
        asc(howToPlayExtras.slug),
      )
      .for('update');
  }

  async extra(
    tenantId: number,
    slug: string,
    locale: string,
    tx: Database = this.db,
  ): Promise<ConsoleExtraRow | undefined> {
    const [row] = await tx
      .select()
      .from(howToPlayExtras)
      .where(and(tenantLocale(howToPlayExtras, tenantId, locale), eq(howToPlayExtras.slug, slug)))
      .for('update');
    return row;
  }

  /** The place after the language's last extra. */
  async nextPosition(tenantId: number, locale: string, tx: Database = this.db): Promise<number> {
    const [row] = await tx
      .select({ last: max(howToPlayExtras.position) })
      .from(howToPlayExtras)
      .where(tenantLocale(howToPlayExtras, tenantId, locale));
    return (row?.last ?? 0) + 1;
  }

  async upsertExtra(
    w: Omit<ConsoleExtraRow, 'updatedAt'>,
    at: Date,
    tx: Database = this.db,
  ): Promise<ConsoleExtraRow> {
    const [row] = await tx
      .insert(howToPlayExtras)
      .values({ ...w, updatedAt: at })
      .onConflictDoUpdate({
        target: [howToPlayExtras.tenantId, howToPlayExtras.locale, howToPlayExtras.slug],
        set: { title: w.title, body: w.body, published: w.published, updatedAt: at },
      })
      .returning();
    return row!;
  }

  async deleteExtra(
    tenantId: number,
    slug: string,
    locale: string,
    tx: Database = this.db,
  ): Promise<void> {
    await tx
      .delete(howToPlayExtras)
      .where(and(tenantLocale(howToPlayExtras, tenantId, locale), eq(howToPlayExtras.slug, slug)));
  }

  /** Places 1…n in the order of `slugs` (every extra of the language, checked by the caller). */
  async orderExtras(
    tenantId: number,
    locale: string,
    slugs: string[],
    tx: Database = this.db,
  ): Promise<void> {
    for (const [i, slug] of slugs.entries()) {
      await tx
        .update(howToPlayExtras)
        .set({ position: i + 1 })
        .where(
          and(tenantLocale(howToPlayExtras, tenantId, locale), eq(howToPlayExtras.slug, slug)),
        );
    }
  }
}
