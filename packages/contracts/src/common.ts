import { z } from 'zod';

/** The two game contexts; soccer selects theme family F5, cricket F6. */
export const ContextSchema = z.enum(['soccer', 'cricket']);
export type Context = z.infer<typeof ContextSchema>;

/** The nine supported language codes: the same list as LANGUAGE_CODES in @gameweek/i18n. */
export const LanguageCodeSchema = z.enum(['bn', 'de', 'en', 'hy', 'id', 'my', 'ru', 'ur', 'uz']);
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

export const RoundStatusSchema = z.enum(['NOT_STARTED', 'OPEN', 'LOCKED', 'LIVE', 'FINISHED']);
export type RoundStatus = z.infer<typeof RoundStatusSchema>;

/**
 * The largest PostgreSQL `integer` (int4): every id, round number and count column. A request number
 * past it reached the database and failed there as a 500 (issue 17, finding 5); bounded here, it is a
 * 400 with the error object before any query.
 */
export const PG_INT_MAX = 2_147_483_647;

/** An id in a JSON body: an integer 1 … PG_INT_MAX. */
export const IdSchema = z.number().int().min(1).max(PG_INT_MAX);
/** An id in a path or query string (text, so coerced): an integer 1 … PG_INT_MAX. */
export const IdParamSchema = z.coerce.number().int().min(1).max(PG_INT_MAX);

/** Keyset pagination: the cursor is opaque to clients. */
export const PageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;
