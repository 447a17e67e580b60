import { z } from 'zod';
import type { GameMoney } from './game-money.ts';

export { defaultGameMoney, type GameMoney } from './game-money.ts';

import { ContextSchema, LanguageCodeSchema, RoundStatusSchema } from './common.ts';
import { UserStatusSchema } from './user-status.ts';

/** The competition format that marks the "classic clashes" mode; /statistics is hidden in it. */
export const CLASSIC_CLASHES_FORMAT = 'classic_clashes';
export const CompetitionFormatSchema = z.enum(['classic', 'classic_clashes', 'daily']);
export type CompetitionFormat = z.infer<typeof CompetitionFormatSchema>;

/**
 * The home sections a theme orders (packages/themes/src/sections.ts HOME_SECTIONS, the spec's
 * "Home-page sections"); an operator may put them in its own order (ADR 0052).
 */
export const BrandHomeSectionSchema = z.enum([
  'gameweek',
  'prompt',
  'liveMatches',
  'selectionTrends',
  'statCardLinks',
  'fixtures',
  'playersOfTheWeek',
  'news',
  'videos',
  'discoverLinks',
]);
export type BrandHomeSection = z.infer<typeof BrandHomeSectionSchema>;

/** What the operator set in the console's brand screen that the app shows (ADR 0052). */
export const BrandConfigSchema = z.object({
  product_name: z.string().describe("the operator's product name, else the theme's"),
  logo_url: z
    .string()
    .nullable()
    .describe("the operator's uploaded logo (a path on the app's origin), else null: the theme's"),
  home_sections: z
    .array(BrandHomeSectionSchema)
    .nullable()
    .describe("the home sections in the operator's order; null: the theme's order"),
  // A record keyed by string, not by the language enum: the web app's bundle reads this schema too.
  consent_text: z
    .record(z.string(), z.string())
    .describe(
      "the consent banner's text per language code (plain text); a language missing: the app's own",
    ),
});
export type BrandConfig = z.infer<typeof BrandConfigSchema>;

export const RoundRefSchema = z.object({
  id: z.number().int(),
  /** The round's place in the season (1-based): what rules that depend on the round read. */
  number: z.number().int().min(1),
  /** For display only ("Gameweek 5", "Match day 12"). */
  name: z.string(),
  status: RoundStatusSchema,
  deadline: z.string().describe('ISO 8601 instant'),
});
export type RoundRef = z.infer<typeof RoundRefSchema>;

export const LanguageEntrySchema = z.object({
  code: LanguageCodeSchema,
  name: z.string(),
  ltr: z.boolean(),
});
export type LanguageEntry = z.infer<typeof LanguageEntrySchema>;

export const PrizeSchema = z.object({
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
});
export type Prize = z.infer<typeof PrizeSchema>;

/** The tenant's game-money convention (game-money.ts, which the web's client bundle imports). */
export const GameMoneySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('currency'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
    unit: z.literal('million'),
  }),
  z.object({ kind: z.literal('credits') }),
]) satisfies z.ZodType<GameMoney>;

export const ServiceConfigSchema = z.object({
  prizes: z.array(PrizeSchema).nullable().describe('the prizes link shows only when this is set'),
  consent_management: z.boolean(),
  languages: z.object({
    list: z.array(LanguageEntrySchema),
    selected: LanguageCodeSchema,
  }),
  analytics_id: z.string().nullable().describe('the container id chosen by consent_management'),
  free_sign_up: z
    .boolean()
    .describe('whether /free-sign-up (registration without carrier billing) is offered'),
  money: GameMoneySchema.describe("the tenant's game-money convention for prices and the bank"),
});
export type ServiceConfig = z.infer<typeof ServiceConfigSchema>;

export const ConfigUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_new: z.boolean(),
  status: UserStatusSchema,
  has_team: z.boolean(),
});
export type ConfigUser = z.infer<typeof ConfigUserSchema>;

/** GET /v1/config — public (user is null without a valid bearer token). */
export const ConfigResponseSchema = z.object({
  context: ContextSchema,
  theme: z.object({ theme_id: z.string(), custom: z.boolean() }),
  favicon_id: z.string(),
  brand: BrandConfigSchema,
  competition: z.object({
    id: z.number().int(),
    name: z.string(),
    format: CompetitionFormatSchema,
    season: z.object({
      id: z.number().int(),
      name: z.string(),
      rounds: z.object({
        current: RoundRefSchema.nullable(),
        next: RoundRefSchema.nullable(),
      }),
    }),
  }),
  user: ConfigUserSchema.nullable(),
  is_new_user: z.boolean(),
  service: z.object({
    id: z.number().int(),
    service_id: z.string().describe('the operator service id sent back as service_id on login'),
    name: z.string(),
    config: ServiceConfigSchema,
  }),
});
export type ConfigResponse = z.infer<typeof ConfigResponseSchema>;
