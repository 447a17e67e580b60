// Operator content the app reads per language (ADR 0056): the prizes page and the how-to-play
// page's extras. Both answer in the first language that has some, in the order: the requested one,
// the signed-in user's, the tenant's default language, English.
import { z } from 'zod';
import { LanguageCodeSchema } from './common.ts';
import { PrizeSchema } from './config.ts';

export const ContentLocaleQuerySchema = z.object({ locale: LanguageCodeSchema.optional() });

/** GET /v1/prizes — the tenant's prizes in the reader's language (404: the tenant offers none). */
export const PrizesPageResponseSchema = z.object({
  /** The language the list is written in (the default language's when the reader's has none). */
  locale: LanguageCodeSchema,
  prizes: z.array(PrizeSchema),
});
export type PrizesPageResponse = z.infer<typeof PrizesPageResponseSchema>;

export const HowToPlayExtraSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string().describe('html, sanitised by the API when the operator saved it'),
});
export type HowToPlayExtra = z.infer<typeof HowToPlayExtraSchema>;

/** GET /v1/how-to-play/extras — the operator's published sections, in its order ([]: none). */
export const HowToPlayExtrasResponseSchema = z.object({
  /** null: no extras in any of the reader's languages. */
  locale: LanguageCodeSchema.nullable(),
  extras: z.array(HowToPlayExtraSchema),
});
export type HowToPlayExtrasResponse = z.infer<typeof HowToPlayExtrasResponseSchema>;
