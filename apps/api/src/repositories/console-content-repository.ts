// Content per language for the console (ADR 0051): news and videos, terms pages, footers and the
// tenant's prizes. Every read and write names the tenant, so another tenant's content reads as absent.
import type { Database } from '@gameweek/db/create-db';
import {
  contentItems,
  type FooterContent,
  footers,
  type TenantPrize,
  tenants,
  termsPages,
} from '@gameweek/db/schema';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';

export type ConsoleItemRow = typeof contentItems.$inferSelect;
export type ConsoleTermsRow = typeof termsPages.$inferSelect;

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

  items(tenantId: number, kind: 'news' | 'video', locale?: string): Promise<ConsoleItemRow[]> {
    const where: SQL[] = [eq(contentItems.tenantId, tenantId), eq(contentItems.kind, kind)];
    if (locale) where.push(eq(contentItems.locale, locale));
    return this.db
      .select()
      .from(contentItems)
      .where(and(...where))
      .orderBy(desc(contentItems.publishedAt), asc(contentItems.slug), asc(contentItems.locale))
      .limit(500);
  }

  /** The item of that natural key, locked for the caller's transaction. */
  async item(
    tenantId: number,
    kind: 'news' | 'video',
    slug: string,
    locale: string,
    tx: Database = this.db,
  ): Promise<ConsoleItemRow | undefined> {
    const [row] = await tx
      .select()
      .from(contentItems)
      .where(
        and(
          eq(contentItems.tenantId, tenantId),
          eq(contentItems.kind, kind),
          eq(contentItems.slug, slug),
          eq(contentItems.locale, locale),
        ),
      )
      .for('update');
    return row;
  }

  /** Any kind: a slug is unique per tenant and language across news and videos. */
  async slugTaken(
    tenantId: number,
    slug: string,
    locale: string,
    tx: Database = this.db,
  ): Promise<ConsoleItemRow | undefined> {
    const [row] = await tx
      .select()
      .from(contentItems)
      .where(
        and(
          eq(contentItems.tenantId, tenantId),
          eq(contentItems.slug, slug),
          eq(contentItems.locale, locale),
        ),
      );
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
    const where: SQL[] = [eq(termsPages.tenantId, tenantId)];
    if (locale) where.push(eq(termsPages.locale, locale));
    return this.db
      .select()
      .from(termsPages)
      .where(and(...where))
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
      .where(
        and(
          eq(termsPages.tenantId, tenantId),
          eq(termsPages.page, page),
          eq(termsPages.locale, locale),
        ),
      )
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
      .where(
        and(
          eq(termsPages.tenantId, tenantId),
          eq(termsPages.page, page),
          eq(termsPages.locale, locale),
        ),
      );
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

  async prizes(tenantId: number, tx: Database = this.db): Promise<TenantPrize[] | null> {
    const [row] = await tx
      .select({ prizes: tenants.prizes })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    return row?.prizes ?? null;
  }

  async setPrizes(
    tenantId: number,
    prizes: TenantPrize[] | null,
    tx: Database = this.db,
  ): Promise<void> {
    await tx.update(tenants).set({ prizes }).where(eq(tenants.id, tenantId));
  }
}
