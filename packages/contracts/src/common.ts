import { z } from 'zod';

/** The two game contexts; soccer selects theme family F5, cricket F6. */
export const ContextSchema = z.enum(['soccer', 'cricket']);
export type Context = z.infer<typeof ContextSchema>;

/** The nine supported language codes (spec §3). */
export const LanguageCodeSchema = z.enum(['bn', 'de', 'en', 'hy', 'id', 'my', 'ru', 'ur', 'uz']);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

export const RoundStatusSchema = z.enum(['NOT_STARTED', 'OPEN', 'LOCKED', 'LIVE', 'FINISHED']);
export type RoundStatus = z.infer<typeof RoundStatusSchema>;

export const IdSchema = z.coerce.number().int().positive();

/** Keyset pagination: the cursor is opaque to clients. */
export const PageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;
