// Operator content the app reads per language (ADR 0056): the prizes page and the how-to-play
// page's extras, each in the first of the reader's languages that has some.
import type { LanguageCode } from '@gameweek/contracts/common';
import type { HowToPlayExtrasResponse, PrizesPageResponse } from '@gameweek/contracts/content';
import type { TenantPrize } from '@gameweek/db/schema';
import { notFound } from '../errors.ts';
import { asLanguageCode } from '../lib/languages.ts';
import type { ContentRepository } from '../repositories/content-repository.ts';
import type { TenantContext } from './tenant-service.ts';

/**
 * The languages to read a tenant's content in, best first: the one asked for, the signed-in user's,
 * the tenant's default, English. Terms pages, the footer, prizes and extras all fall back this way.
 */
export function readingOrder(
  ctx: TenantContext,
  requested: string | undefined,
  userLanguage: string | undefined,
): string[] {
  return [requested, userLanguage, ctx.tenant.defaultLanguage, 'en'].filter(
    (l, i, all): l is string => !!l && all.indexOf(l) === i,
  );
}

/**
 * The tenant's prizes for a reader: none at all unless the default language has a list (the menu,
 * the home section and the page agree on whether prizes are offered); else the first list of the
 * reader's languages.
 */
export function prizesFor(
  ctx: TenantContext,
  order: string[],
): { locale: string; prizes: TenantPrize[] } | null {
  const all = ctx.tenant.prizes ?? {};
  if (!all[ctx.tenant.defaultLanguage]?.length) return null;
  const locale = order.find((l) => (all[l]?.length ?? 0) > 0) ?? ctx.tenant.defaultLanguage;
  return { locale, prizes: all[locale]! };
}

export const prizeView = (p: TenantPrize) => ({
  title: p.title,
  description: p.description,
  image_url: p.imageUrl ?? null,
});

export class PlayerContentService {
  constructor(private readonly content: ContentRepository) {}

  prizes(
    ctx: TenantContext,
    requested: LanguageCode | undefined,
    userLanguage: string | undefined,
  ): PrizesPageResponse {
    const found = prizesFor(ctx, readingOrder(ctx, requested, userLanguage));
    if (!found) throw notFound('Prizes');
    return {
      locale: asLanguageCode(found.locale) ?? 'en',
      prizes: found.prizes.map(prizeView),
    };
  }

  async howToPlayExtras(
    ctx: TenantContext,
    requested: LanguageCode | undefined,
    userLanguage: string | undefined,
  ): Promise<HowToPlayExtrasResponse> {
    const order = readingOrder(ctx, requested, userLanguage);
    const rows = await this.content.howToPlayExtras(ctx.tenant.id, order);
    const locale = order.find((l) => rows.some((r) => r.locale === l));
    if (!locale) return { locale: null, extras: [] };
    return {
      locale: asLanguageCode(locale) ?? 'en',
      extras: rows
        .filter((r) => r.locale === locale)
        .map((r) => ({ slug: r.slug, title: r.title, body: r.body })),
    };
  }
}
