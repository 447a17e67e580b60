import { z } from 'zod';
import { LanguageCodeSchema } from './common.ts';

/** The 12 named term pages, each served at /public/terms/<page>. */
export const TERM_PAGES = [
  'account',
  'contact',
  'contract-information',
  'faq',
  'legal-notice',
  'optin',
  'privacy-policy',
  'right-to-rescind',
  'subscription-management',
  'terms-and-conditions',
  'terms-of-use',
  'unsubscribe',
] as const;

/** `{page}` of /v1/terms/{page}: a term page name or the layout key `termsAndConditions`. */
export const TermsPageSchema = z.enum([...TERM_PAGES, 'termsAndConditions']);
export type TermsPage = z.infer<typeof TermsPageSchema>;

export const TermsParamsSchema = z.object({ page: TermsPageSchema });
export const TermsQuerySchema = z.object({ locale: LanguageCodeSchema.optional() });
export const TermsBodySchema = z.object({ locale: LanguageCodeSchema.optional() }).optional();

export const FooterLinkSchema = z.object({ link: z.string(), copy: z.string() });
export type FooterLink = z.infer<typeof FooterLinkSchema>;

export const FooterSchema = z.object({
  links: z.array(FooterLinkSchema),
  external_links: z.array(FooterLinkSchema),
  text: z.string().describe('html'),
  hotline: z.object({ text: z.string() }),
  optin_footer: z.string().nullable().describe('html'),
});
export type Footer = z.infer<typeof FooterSchema>;

/** GET|POST /v1/terms/{page}. */
export const TermsResponseSchema = z.object({
  page: TermsPageSchema,
  locale: LanguageCodeSchema,
  title: z.string(),
  content: z.string().describe('html'),
  page_footer: z.string().describe('html shown under this page'),
  footer: FooterSchema,
});
export type TermsResponse = z.infer<typeof TermsResponseSchema>;
