// Content per language in the console (issue 22, ADR 0051): news and videos, terms pages, the footer
// and prizes. Editors (and owners) write them; rich text is sanitised by the API before it is stored.
import { z } from 'zod';
import { LanguageCodeSchema } from './common.ts';
import { FooterLinkSchema, TERM_PAGES } from './terms.ts';

/** News and videos: the kinds of item an editor writes (match reports are made from results). */
export const ConsoleItemKindSchema = z.enum(['news', 'video']);
export type ConsoleItemKind = z.infer<typeof ConsoleItemKindSchema>;

/** An item's natural key within the tenant: one slug, one item per language. */
export const ContentSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'lower-case letters, digits and hyphens');

/**
 * A link an editor may put in operator content (footer links, links in rich text): a path in the
 * app or an http(s), mailto or tel address — never a script URL or a protocol-relative one.
 */
export function isSafeLink(link: string): boolean {
  const l = link.trim();
  return /^\/(?!\/)/.test(l) || (/^(https?:\/\/|mailto:|tel:)\S/i.test(l) && !/\s/.test(l));
}

/** Control characters: never meant in a line players read, and NUL cannot be stored. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** A one-line text players read (a title, a link's text): no control characters. */
const lineOf = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL.test(s), 'no control characters');
const TitleSchema = lineOf(200).pipe(z.string().min(1));

/** http(s) only: what the app links to or shows. */
const WebUrlSchema = z
  .string()
  .max(2000)
  .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), 'an http(s) address');

export const ContentItemParamsSchema = z.object({
  kind: ConsoleItemKindSchema,
  slug: ContentSlugSchema,
  locale: LanguageCodeSchema,
});
export const ContentItemListQuerySchema = z.object({
  kind: ConsoleItemKindSchema,
  locale: LanguageCodeSchema.optional(),
});

/** PUT /admin/v1/content/items/:kind/:slug/:locale — creates or replaces (idempotent). */
export const ContentItemBodySchema = z.object({
  title: TitleSchema,
  /** Plain text: the app shows a news item's body as text. */
  body: z.string().max(4000).default(''),
  url: WebUrlSchema.nullable().default(null),
  image_url: WebUrlSchema.nullable().default(null),
  /** When it shows in the app; omitted: now on the tenant's season clock. */
  published_at: z.iso.datetime({ offset: true }).optional(),
});
export type ContentItemBody = z.input<typeof ContentItemBodySchema>;

export const ConsoleContentItemSchema = z.object({
  id: z.number().int(),
  kind: ConsoleItemKindSchema,
  slug: ContentSlugSchema,
  locale: LanguageCodeSchema,
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  published_at: z.iso.datetime(),
  /** Dated after the tenant's now: not shown in the app yet. */
  scheduled: z.boolean(),
});
export type ConsoleContentItem = z.infer<typeof ConsoleContentItemSchema>;
export const ContentItemListResponseSchema = z.object({
  items: z.array(ConsoleContentItemSchema),
});

export const TermPageNameSchema = z.enum(TERM_PAGES);
export const TermsPageParamsSchema = z.object({
  page: TermPageNameSchema,
  locale: LanguageCodeSchema,
});
export const TermsPageListQuerySchema = z.object({ locale: LanguageCodeSchema.optional() });

/** PUT /admin/v1/content/terms/:page/:locale — HTML, sanitised by the API before it is stored. */
export const TermsPageBodySchema = z.object({
  title: TitleSchema,
  body: z.string().max(100_000),
  footer: z.string().max(20_000).default(''),
});
export type TermsPageBody = z.input<typeof TermsPageBodySchema>;

export const ConsoleTermsPageSchema = z.object({
  page: TermPageNameSchema,
  locale: LanguageCodeSchema,
  title: z.string(),
  /** Sanitised HTML, as the app shows it. */
  body: z.string(),
  footer: z.string(),
  updated_at: z.iso.datetime(),
});
export type ConsoleTermsPage = z.infer<typeof ConsoleTermsPageSchema>;
export const TermsPageListResponseSchema = z.object({ pages: z.array(ConsoleTermsPageSchema) });

export const FooterParamsSchema = z.object({ locale: LanguageCodeSchema });

const LinkListSchema = z
  .array(
    FooterLinkSchema.extend({
      link: lineOf(500).pipe(z.string().min(1)),
      copy: TitleSchema,
    }),
  )
  .max(20);

/** PUT /admin/v1/content/footer/:locale — text and opt-in footer are HTML, sanitised by the API. */
export const FooterBodySchema = z.object({
  links: LinkListSchema.default([]),
  external_links: LinkListSchema.default([]),
  text: z.string().max(20_000).default(''),
  hotline: lineOf(200).default(''),
  optin_footer: z.string().max(20_000).default(''),
});
export type FooterBody = z.input<typeof FooterBodySchema>;

export const ConsoleFooterSchema = z.object({
  locale: LanguageCodeSchema,
  links: z.array(FooterLinkSchema),
  external_links: z.array(FooterLinkSchema),
  text: z.string(),
  hotline: z.string(),
  optin_footer: z.string(),
});
export type ConsoleFooter = z.infer<typeof ConsoleFooterSchema>;
/** GET /admin/v1/content/footer/:locale — null: no footer in that language yet. */
export const FooterResponseSchema = z.object({ footer: ConsoleFooterSchema.nullable() });

export const ConsolePrizeSchema = z.object({
  title: TitleSchema,
  description: z.string().max(2000),
  image_url: WebUrlSchema.nullable().default(null),
});
export const PrizesParamsSchema = z.object({ locale: LanguageCodeSchema });
/**
 * PUT /admin/v1/content/prizes/:locale — the prizes in one language (all of them, in order, ADR
 * 0056). [] removes that language's list: its readers see the default language's; [] in the
 * default language offers no prizes at all.
 */
export const PrizesBodySchema = z.object({ prizes: z.array(ConsolePrizeSchema).max(20) });
export type PrizesBody = z.input<typeof PrizesBodySchema>;
export const PrizesResponseSchema = z.object({
  locale: LanguageCodeSchema,
  /** The tenant's default language: where the app falls back to. */
  default_locale: LanguageCodeSchema,
  prizes: z.array(
    z.object({ title: z.string(), description: z.string(), image_url: z.string().nullable() }),
  ),
});

// ── how-to-play extras (ADR 0056) ──

export const HowToPlayExtraParamsSchema = z.object({
  slug: ContentSlugSchema,
  locale: LanguageCodeSchema,
});
export const HowToPlayExtraListQuerySchema = z.object({ locale: LanguageCodeSchema.optional() });

/** PUT /admin/v1/content/how-to-play/:slug/:locale — body is HTML, sanitised by the API. */
export const HowToPlayExtraBodySchema = z.object({
  title: TitleSchema,
  body: z.string().max(100_000),
  /** false: a draft the app does not show. */
  published: z.boolean().default(false),
});
export type HowToPlayExtraBody = z.input<typeof HowToPlayExtraBodySchema>;

export const ConsoleHowToPlayExtraSchema = z.object({
  slug: ContentSlugSchema,
  locale: LanguageCodeSchema,
  /** 1-based place in its language's order. */
  position: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as the app shows it. */
  body: z.string(),
  published: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type ConsoleHowToPlayExtra = z.infer<typeof ConsoleHowToPlayExtraSchema>;
export const HowToPlayExtraListResponseSchema = z.object({
  extras: z.array(ConsoleHowToPlayExtraSchema),
});

export const HowToPlayOrderParamsSchema = z.object({ locale: LanguageCodeSchema });
/** PUT /admin/v1/content/how-to-play-order/:locale — every extra of the language, in its new order. */
export const HowToPlayOrderBodySchema = z.object({
  slugs: z
    .array(ContentSlugSchema)
    .max(50)
    .refine((s) => new Set(s).size === s.length, 'each slug once'),
});

/** POST /admin/v1/content/preview — the HTML as the API would store it (nothing is stored). */
export const PreviewBodySchema = z.object({ html: z.string().max(100_000) });
export const PreviewResponseSchema = z.object({ html: z.string() });

/** DELETE answers: what was removed (the app stops showing it at once). */
export const ContentRemovedResponseSchema = z.object({ removed: z.literal(true) });
