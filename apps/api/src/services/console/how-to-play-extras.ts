// How-to-play extras in the console (issue 22, ADR 0056): the operator's own sections under the
// game's how-to-play page, per language and in the operator's order, written in TipTap and sanitised
// here before they are stored. Writes are idempotent (PUT by natural key: tenant, slug, language),
// audited with before and after in the change's transaction, and announced like other content.
import type { ConsoleHowToPlayExtra } from '@gameweek/contracts/admin-content';
import type { LanguageCode } from '@gameweek/contracts/common';
import type { Database } from '@gameweek/db/create-db';
import { AppError, notFound } from '../../errors.ts';
import type {
  ConsoleContentRepository,
  ConsoleExtraRow,
} from '../../repositories/console-content-repository.ts';
import type { AuditService } from './audit.ts';
import { sanitiseRichText } from './rich-text.ts';
import type { Actor } from './staff-admin.ts';

const view = (r: ConsoleExtraRow): ConsoleHowToPlayExtra => ({
  slug: r.slug,
  locale: r.locale as LanguageCode,
  position: r.position,
  title: r.title,
  body: r.body,
  published: r.published,
  updated_at: r.updatedAt.toISOString(),
});

/** The audit's picture: what the app shows, and where. */
const audited = (r: Pick<ConsoleExtraRow, 'title' | 'body' | 'published' | 'position'>) => ({
  title: r.title,
  body: r.body,
  published: r.published,
  position: r.position,
});

export class HowToPlayExtrasAdmin {
  constructor(
    private readonly db: Database,
    private readonly repo: ConsoleContentRepository,
    private readonly audit: AuditService,
  ) {}

  async list(tenantId: number, locale: LanguageCode | undefined) {
    return { extras: (await this.repo.extras(tenantId, locale)).map(view) };
  }

  async put(
    actor: Actor,
    key: { slug: string; locale: LanguageCode },
    body: { title: string; body: string; published: boolean },
  ): Promise<ConsoleHowToPlayExtra> {
    const clean = {
      title: body.title,
      body: sanitiseRichText(body.body),
      published: body.published,
    };
    const row = await this.db.transaction(async (tx) => {
      const before = await this.repo.extra(actor.tenantId, key.slug, key.locale, tx);
      if (
        before &&
        before.title === clean.title &&
        before.body === clean.body &&
        before.published === clean.published
      )
        return before;
      // A new extra goes last in its language; an edited one keeps its place.
      const position =
        before?.position ?? (await this.repo.nextPosition(actor.tenantId, key.locale, tx));
      const saved = await this.repo.upsertExtra(
        { tenantId: actor.tenantId, slug: key.slug, locale: key.locale, position, ...clean },
        new Date(),
        tx,
      );
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: before ? 'howToPlay.update' : 'howToPlay.publish',
        targetType: 'how-to-play',
        targetId: `${key.slug}/${key.locale}`,
        before: before ? audited(before) : null,
        after: audited(saved),
        reason: null,
      });
      return saved;
    });
    return view(row);
  }

  async remove(actor: Actor, key: { slug: string; locale: LanguageCode }) {
    await this.db.transaction(async (tx) => {
      const before = await this.repo.extra(actor.tenantId, key.slug, key.locale, tx);
      if (!before) throw notFound('How-to-play extra');
      await this.repo.deleteExtra(actor.tenantId, key.slug, key.locale, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'howToPlay.remove',
        targetType: 'how-to-play',
        targetId: `${key.slug}/${key.locale}`,
        before: audited(before),
        after: null,
        reason: null,
      });
    });
    return { removed: true as const };
  }

  /** A new order for every extra of one language (the same set of slugs, each once). */
  async order(actor: Actor, locale: LanguageCode, slugs: string[]) {
    const rows = await this.db.transaction(async (tx) => {
      const current = await this.repo.extras(actor.tenantId, locale, tx);
      const known = current.map((r) => r.slug);
      if (known.length !== slugs.length || known.some((s) => !slugs.includes(s))) {
        throw new AppError('VALIDATION_FAILED', 'The order must name every extra once', {
          details: [
            { code: 'ORDER_MISMATCH', path: ['slugs'], params: { expected: known.length } },
          ],
        });
      }
      const before = current.map((r) => r.slug);
      if (before.join('\n') === slugs.join('\n')) return current;
      await this.repo.orderExtras(actor.tenantId, locale, slugs, tx);
      await this.audit.record(tx, {
        tenantId: actor.tenantId,
        staffId: actor.staffId,
        action: 'howToPlay.order',
        targetType: 'how-to-play',
        targetId: locale,
        before,
        after: slugs,
        reason: null,
      });
      return this.repo.extras(actor.tenantId, locale, tx);
    });
    return { extras: rows.map(view) };
  }
}
