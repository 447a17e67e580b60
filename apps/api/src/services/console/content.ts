// Content per language in the console (issue 22, ADR 0051): news and videos, terms pages, the footer
// and the tenant's prizes. Writes are idempotent (PUT by natural key: tenant, kind/page, slug,
// language), sanitised before they are stored (rich-text.ts), audited with before and after in the
// same transaction, and announced (`changes`, ADR 0059) so caches of the app drop what they hold.
import { isDeepStrictEqual } from 'node:util';
import {
  type ConsoleContentItem,
  type ConsoleFooter,
  type ConsoleItemKind,
  type ConsoleTermsPage,
  isSafeLink,
} from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import type { TenantDataChange } from '@gameweek/contracts/tenant-changes';
import type { Database } from '@gameweek/db/create-db';
import type { FooterContent, TenantPrize } from '@gameweek/db/schema';
import { AppError, notFound } from '../../errors.ts';
import type { TenantChangeNotifier } from '../../jobs/tenant-changes.ts';
import { asLanguageCode } from '../../lib/languages.ts';
import type {
  ConsoleContentRepository,
  ConsoleItemRow,
  ConsoleTermsRow,
} from '../../repositories/console-content-repository.ts';
import type { AuditService } from './audit.ts';
import { plainText, sanitiseRichText } from './rich-text.ts';
import type { Actor } from './staff-admin.ts';

/**
 * What changed, for whoever keeps a copy (the tenant cache: prizes, in the config; the web servers:
 * terms, footer, prizes). How-to-play extras are read per request: nothing keeps a copy to drop.
 */
const contentChange = (
  tenantId: number,
  area: 'items' | 'terms' | 'footer' | 'prizes',
  /** null: every language (prizes: the config answers each reader's language or the default's). */
  locale: string | null,
): TenantDataChange => ({ tenant_id: tenantId, area, locale });

const itemView = (r: ConsoleItemRow, now: Date): ConsoleContentItem => ({
  id: r.id,
  kind: r.kind,
  slug: r.slug,
  locale: r.locale as LanguageCode,
  title: r.title,
  body: r.body,
  url: r.url,
  image_url: r.imageUrl,
  published_at: r.publishedAt.toISOString(),
  scheduled: r.publishedAt.getTime() > now.getTime(),
});

const termsView = (r: ConsoleTermsRow): ConsoleTermsPage => ({
  page: r.page as ConsoleTermsPage['page'],
  locale: r.locale as LanguageCode,
  title: r.title,
  body: r.body,
  footer: r.footer,
  updated_at: r.updatedAt.toISOString(),
});

const footerView = (locale: string, f: FooterContent): ConsoleFooter => ({
  locale: locale as LanguageCode,
  links: f.links,
  external_links: f.external_links,
  text: f.text,
  hotline: f.hotline.text,
  optin_footer: f.optin_footer ?? '',
});

const prizesView = (p: TenantPrize[] | null | undefined) =>
  (p ?? []).map((x) => ({
    title: x.title,
    description: x.description,
    image_url: x.imageUrl ?? null,
  }));

const prizesAnswer = (
  locale: LanguageCode,
  defaultLanguage: string,
  list: TenantPrize[] | undefined,
) => ({
  locale,
  default_locale: asLanguageCode(defaultLanguage) ?? 'en',
  prizes: prizesView(list),
});

/** The audit's picture of an item: what the app shows, without the row id. */
const itemAudit = (r: ConsoleItemRow | undefined) =>
  r
    ? {
        title: r.title,
        body: r.body,
        url: r.url,
        image_url: r.imageUrl,
        published_at: r.publishedAt.toISOString(),
      }
    : null;

export class ContentAdminService {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsoleContentRepository,
    private readonly audit: AuditService,
    /** The tenant's season clock: "publish now" is now in the game the players see. */
    private readonly clock: () => Date,
    private readonly changes: TenantChangeNotifier,
  ) {}

  // ── news and videos ──

  async items(tenantId: number, kind: ConsoleItemKind, locale: LanguageCode | undefined) {
    const now = this.clock();
    return { items: (await this.repo.items(tenantId, kind, locale)).map((r) => itemView(r, now)) };
  }

  async putItem(
    actor: Actor,
    key: { kind: ConsoleItemKind; slug: string; locale: LanguageCode },
    body: {
      title: string;
      body: string;
      url: string | null;
      image_url: string | null;
      published_at?: string | undefined;
    },
  ): Promise<ConsoleContentItem> {
    const now = this.clock();
    const change = contentChange(actor.tenantId, 'items', key.locale);
    const row = await this.db.transaction(async (tx) => {
      const before = await this.repo.item(actor.tenantId, key, tx);
      if (!before) {
        const other = await this.repo.item(
          actor.tenantId,
          { slug: key.slug, locale: key.locale },
          tx,
        );
        if (other) {
          throw new AppError('CONFLICT', `The slug ${key.slug} is a ${other.kind} already`, {
            details: [{ code: 'SLUG_TAKEN', path: ['slug'], params: { kind: other.kind } }],
          });
        }
      }
      const saved = await this.repo.upsertItem(
        {
          tenantId: actor.tenantId,
          kind: key.kind,
          slug: key.slug,
          locale: key.locale,
          title: body.title,
          // Plain text in the app: markup is not interpreted there, and is not kept here either.
          body: plainText(body.body),
          url: body.url,
          imageUrl: body.image_url,
          // A repeat without a date keeps the first one: saving twice is one publication.
          publishedAt: body.published_at
            ? new Date(body.published_at)
            : (before?.publishedAt ?? now),
        },
        tx,
      );
      const after = itemAudit(saved);
      if (JSON.stringify(itemAudit(before)) !== JSON.stringify(after)) {
        await this.audit.record(tx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: before ? `${key.kind}.update` : `${key.kind}.publish`,
          targetType: key.kind,
          targetId: `${key.slug}/${key.locale}`,
          before: itemAudit(before),
          after,
          reason: null,
        });
        await this.changes.notify(tx, change);
      }
      return saved;
    });
    this.changes.committed(change);
    return itemView(row, now);
  }

  async removeItem(
    actor: Actor,
    key: { kind: ConsoleItemKind; slug: string; locale: LanguageCode },
  ) {
    const change = contentChange(actor.tenantId, 'items', key.locale);
    await this.db.transaction(async (tx) => {
      const before = await this.repo.item(actor.tenantId, key, tx);
      if (!before) throw notFound('Content item');
      await this.repo.deleteItem(before.id, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: `${key.kind}.remove`,
        targetType: key.kind,
        targetId: `${key.slug}/${key.locale}`,
        before: itemAudit(before),
        after: null,
        reason: null,
      });
      await this.changes.notify(tx, change);
    });
    this.changes.committed(change);
    return { removed: true as const };
  }

  // ── terms pages ──

  async termsPages(tenantId: number, locale: LanguageCode | undefined) {
    return { pages: (await this.repo.termsPages(tenantId, locale)).map(termsView) };
  }

  async putTermsPage(
    actor: Actor,
    key: { page: string; locale: LanguageCode },
    body: { title: string; body: string; footer: string },
  ): Promise<ConsoleTermsPage> {
    const clean = {
      title: body.title,
      body: sanitiseRichText(body.body),
      footer: sanitiseRichText(body.footer),
    };
    const change = contentChange(actor.tenantId, 'terms', key.locale);
    const row = await this.db.transaction(async (tx) => {
      const before = await this.repo.termsPage(actor.tenantId, key.page, key.locale, tx);
      if (
        before &&
        before.title === clean.title &&
        before.body === clean.body &&
        before.footer === clean.footer
      )
        return before;
      const saved = await this.repo.upsertTermsPage(
        { tenantId: actor.tenantId, page: key.page, locale: key.locale, ...clean },
        new Date(),
        tx,
      );
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: before ? 'terms.update' : 'terms.publish',
        targetType: 'terms',
        targetId: `${key.page}/${key.locale}`,
        before: before ? { title: before.title, body: before.body, footer: before.footer } : null,
        after: clean,
        reason: null,
      });
      await this.changes.notify(tx, change);
      return saved;
    });
    this.changes.committed(change);
    return termsView(row);
  }

  async removeTermsPage(actor: Actor, key: { page: string; locale: LanguageCode }) {
    const change = contentChange(actor.tenantId, 'terms', key.locale);
    await this.db.transaction(async (tx) => {
      const before = await this.repo.termsPage(actor.tenantId, key.page, key.locale, tx);
      if (!before) throw notFound('Terms page');
      await this.repo.deleteTermsPage(actor.tenantId, key.page, key.locale, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'terms.remove',
        targetType: 'terms',
        targetId: `${key.page}/${key.locale}`,
        before: { title: before.title, body: before.body, footer: before.footer },
        after: null,
        reason: null,
      });
      await this.changes.notify(tx, change);
    });
    this.changes.committed(change);
    return { removed: true as const };
  }

  // ── the footer ──

  async footer(tenantId: number, locale: LanguageCode) {
    const f = await this.repo.footer(tenantId, locale);
    return { footer: f ? footerView(locale, f) : null };
  }

  async putFooter(
    actor: Actor,
    locale: LanguageCode,
    body: {
      links: { link: string; copy: string }[];
      external_links: { link: string; copy: string }[];
      text: string;
      hotline: string;
      optin_footer: string;
    },
  ): Promise<ConsoleFooter> {
    const content: FooterContent = {
      links: body.links.map((l) => ({ link: safeLink(l.link, 'links'), copy: l.copy })),
      external_links: body.external_links.map((l) => ({
        link: safeLink(l.link, 'external_links'),
        copy: l.copy,
      })),
      text: sanitiseRichText(body.text),
      hotline: { text: body.hotline },
      optin_footer: sanitiseRichText(body.optin_footer) || null,
    };
    const change = contentChange(actor.tenantId, 'footer', locale);
    await this.db.transaction(async (tx) => {
      const before = await this.repo.footer(actor.tenantId, locale, tx);
      // jsonb keeps an object's keys in its own order: compared as values, not as text.
      if (before && isDeepStrictEqual(before, content)) return;
      await this.repo.upsertFooter(actor.tenantId, locale, content, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: before ? 'footer.update' : 'footer.publish',
        targetType: 'footer',
        targetId: locale,
        before: before ?? null,
        after: content,
        reason: null,
      });
      await this.changes.notify(tx, change);
    });
    this.changes.committed(change);
    return footerView(locale, content);
  }

  // ── prizes, per language (ADR 0056) ──

  async prizes(tenantId: number, locale: LanguageCode) {
    const { prizes, defaultLanguage } = await this.repo.prizes(tenantId);
    return prizesAnswer(locale, defaultLanguage, prizes[locale]);
  }

  async putPrizes(
    actor: Actor,
    locale: LanguageCode,
    prizes: { title: string; description: string; image_url: string | null }[],
  ) {
    const next: TenantPrize[] = prizes.map((p) => ({
      title: p.title,
      description: plainText(p.description),
      ...(p.image_url ? { imageUrl: p.image_url } : {}),
    }));
    const change = contentChange(actor.tenantId, 'prizes', null);
    const saved = await this.db.transaction(async (tx) => {
      const { prizes: all, defaultLanguage } = await this.repo.prizes(actor.tenantId, tx);
      const before = all[locale];
      if (isDeepStrictEqual(before ?? [], next)) return { defaultLanguage, list: before };
      const { [locale]: _old, ...others } = all;
      await this.repo.setPrizes(
        actor.tenantId,
        next.length > 0 ? { ...others, [locale]: next } : others,
        tx,
      );
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'prizes.update',
        targetType: 'prizes',
        targetId: locale,
        before: prizesView(before),
        after: prizesView(next),
        reason: null,
      });
      await this.changes.notify(tx, change);
      return { defaultLanguage, list: next };
    });
    this.changes.committed(change);
    return prizesAnswer(locale, saved.defaultLanguage, saved.list);
  }

  /** What the API would store for this HTML (the console's preview shows exactly that). */
  preview(html: string) {
    return { html: sanitiseRichText(html) };
  }
}

/** Footer links: a path in the app or an http(s)/mailto/tel address; never a script URL. */
function safeLink(link: string, field: string): string {
  const l = link.trim();
  if (isSafeLink(l)) return l;
  throw new AppError('VALIDATION_FAILED', 'A link must be a path in the app or a web address', {
    details: [{ code: 'LINK_INVALID', path: [field], params: { link: l } }],
  });
}
