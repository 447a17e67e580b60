import type { LanguageCode } from '@gameweek/contracts/common';
import type { Footer, TermsPage, TermsResponse } from '@gameweek/contracts/terms';
import { notFound } from '../errors.ts';
import { asLanguageCode } from '../lib/languages.ts';
import type { ContentRepository } from '../repositories/content-repository.ts';
import { readingOrder } from './player-content-service.ts';
import type { TenantContext } from './tenant-service.ts';

const EMPTY_FOOTER: Footer = {
  links: [],
  external_links: [],
  text: '',
  hotline: { text: '' },
  optin_footer: null,
};

export class TermsService {
  constructor(private readonly content: ContentRepository) {}

  async page(
    ctx: TenantContext,
    page: TermsPage,
    requested: LanguageCode | undefined,
    userLanguage: string | undefined,
  ): Promise<TermsResponse> {
    const order = readingOrder(ctx, requested, userLanguage);
    // The layout asks for `termsAndConditions`; it is the same page as `terms-and-conditions`.
    const slug = page === 'termsAndConditions' ? 'terms-and-conditions' : page;
    const [pages, footers] = await Promise.all([
      this.content.termsPage(ctx.tenant.id, slug, order),
      this.content.footers(ctx.tenant.id, order),
    ]);
    const pick = <T extends { locale: string }>(rows: T[]) =>
      order.map((l) => rows.find((r) => r.locale === l)).find((r) => r !== undefined);
    const row = pick(pages);
    if (!row) throw notFound(`Terms page ${page}`);
    const footer = pick(footers)?.content;
    return {
      page,
      locale: asLanguageCode(row.locale) ?? 'en',
      title: row.title,
      content: row.body,
      page_footer: row.footer,
      footer: footer
        ? {
            links: footer.links,
            external_links: footer.external_links,
            text: footer.text,
            hotline: { text: footer.hotline.text },
            optin_footer: footer.optin_footer || null,
          }
        : EMPTY_FOOTER,
    };
  }
}
