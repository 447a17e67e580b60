// The operator console's tenant and brand screen (issue 22 "Tenant and brand", ADR 0052): theme,
// product name, logo, languages on offer and the default one, analytics ids, consent text per
// language and the home sections' order. Owners of the tenant (and super-admins) edit it.
import { z } from 'zod';
import { LanguageCodeSchema } from './common.ts';
import { BrandHomeSectionSchema } from './config.ts';

/** A tag-manager container id ('GTM-ABC123'): letters, digits and dashes only (the app builds its URL). */
export const AnalyticsContainerIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, 'letters, digits and dashes (4–40)');

/** The largest logo accepted: a PNG of at most this many bytes, and these dimensions. */
export const LOGO_MAX_BYTES = 32 * 1024;
export const LOGO_MAX_WIDTH = 1024;
export const LOGO_MAX_HEIGHT = 512;

/** What an owner edits; PUT /admin/v1/brand sends all of it (the same body twice changes nothing). */
export const BrandSettingsSchema = z
  .object({
    theme_id: z.string().min(1).max(40),
    product_name: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .nullable()
      .describe("null: the theme's product name"),
    languages: z
      .array(LanguageCodeSchema)
      .min(1)
      .max(LanguageCodeSchema.options.length)
      .refine((l) => new Set(l).size === l.length, 'each language once'),
    default_language: LanguageCodeSchema,
    consent_management: z.boolean(),
    analytics_id: AnalyticsContainerIdSchema.nullable().describe(
      'container loaded when consent management is off',
    ),
    analytics_consent_id: AnalyticsContainerIdSchema.nullable().describe(
      'container loaded when consent management is on',
    ),
    consent_text: z.partialRecord(LanguageCodeSchema, z.string().trim().min(1).max(600)),
    home_sections: z
      .array(BrandHomeSectionSchema)
      .length(BrandHomeSectionSchema.options.length)
      .refine((l) => new Set(l).size === l.length, 'each section once')
      .nullable()
      .describe("every section once, in order; null: the theme's order"),
  })
  .refine((b) => b.languages.includes(b.default_language), {
    message: 'the default language must be on offer',
    path: ['default_language'],
  });
export type BrandSettings = z.infer<typeof BrandSettingsSchema>;

export const BrandLogoSchema = z.object({
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string().describe("the logo's path on the app's origin"),
});

/** GET /admin/v1/brand (and a super-admin's /admin/v1/tenants/:tenantId/brand). */
export const BrandResponseSchema = z.object({
  tenant: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    context: z.enum(['soccer', 'cricket']),
  }),
  settings: BrandSettingsSchema,
  logo: BrandLogoSchema.nullable(),
  /** The themes this tenant's sport may use (its family), and the name each gives the product. */
  themes: z.array(z.object({ id: z.string(), product_name: z.string() })),
  /** The chosen theme's own home order (what `home_sections: null` means). */
  theme_home_sections: z.array(BrandHomeSectionSchema),
});
export type BrandResponse = z.infer<typeof BrandResponseSchema>;

/** PUT /admin/v1/brand/logo: a PNG, base64 (the console reads the chosen file). */
export const BrandLogoBodySchema = z.object({
  png_base64: z
    .string()
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
