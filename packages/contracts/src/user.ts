import { z } from 'zod';
import { IdSchema, LanguageCodeSchema } from './common.ts';
import { RoundRefSchema } from './config.ts';
import { PlayerSummarySchema } from './player.ts';
import { AccessLevelSchema, UserStatusSchema } from './user-status.ts';

export const ChipNameSchema = z.enum(['wildcard', 'free_hit', 'bench_boost', 'triple_captain']);
export type ChipName = z.infer<typeof ChipNameSchema>;

export const ChipStateSchema = z.object({
  name: ChipNameSchema,
  status: z.enum(['available', 'active', 'used']),
  round_id: z.number().int().nullable().describe('round it was played in'),
});
export type ChipState = z.infer<typeof ChipStateSchema>;

/** One pick of the squad. Slots 1..11 start (soccer), 12..15 are the bench in substitution order. */
export const PickSchema = z.object({
  slot: z.number().int().min(1),
  player: PlayerSummarySchema,
  is_captain: z.boolean(),
  is_vice_captain: z.boolean(),
  multiplier: z.number().int(),
  purchase_price: z.number().int(),
  selling_price: z.number().int(),
});
export type Pick = z.infer<typeof PickSchema>;

/** GET /v1/user (and the result of POST /v1/user): the squad for the next round. */
export const UserTeamResponseSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    status: UserStatusSchema,
    access_level: AccessLevelSchema,
    language: LanguageCodeSchema,
  }),
  round: RoundRefSchema.nullable().describe('the round these picks are for (next open round)'),
  has_team: z.boolean(),
  picks: z.array(PickSchema),
  bank: z.number().int().describe('money left, tenths'),
  squad_value: z.number().int(),
  budget: z.number().int(),
  free_transfers: z.number().int(),
  unlimited_transfers: z
    .boolean()
    .describe('first squad, a wildcard/free hit, or a round without transfer limits'),
  transfers_made: z.number().int(),
  transfer_cost: z.number().int().describe('points deducted for transfers this round'),
  chips: z.array(ChipStateSchema),
  active_chip: ChipNameSchema.nullable(),
});
export type UserTeamResponse = z.infer<typeof UserTeamResponseSchema>;

export const PickInputSchema = z.object({
  player_id: IdSchema,
  slot: z.number().int().min(1).max(15),
});
export type PickInput = z.infer<typeof PickInputSchema>;

/**
 * POST /v1/user: the whole squad for the next round. Transfers are the difference from the saved
 * squad; the server computes their cost. `round_id`, when sent, must be the open round.
 * Send an `Idempotency-Key` header to make retries safe.
 */
export const SaveTeamBodySchema = z.object({
  round_id: IdSchema.optional(),
  picks: z.array(PickInputSchema).min(1).max(15),
  captain_id: IdSchema,
  vice_captain_id: IdSchema,
  chip: ChipNameSchema.nullable().default(null),
});
export type SaveTeamBody = z.infer<typeof SaveTeamBodySchema>;

/** POST /v1/user/preferences */
export const PreferencesBodySchema = z.object({ language: LanguageCodeSchema });
export type PreferencesBody = z.infer<typeof PreferencesBodySchema>;
export const PreferencesResponseSchema = z.object({ language: LanguageCodeSchema });

/** POST /v1/user/quick-picks: a suggested valid squad (not saved). */
export const QuickPicksResponseSchema = z.object({
  round: RoundRefSchema.nullable(),
  picks: z.array(PickInputSchema.extend({ player: PlayerSummarySchema })),
  captain_id: z.number().int(),
  vice_captain_id: z.number().int(),
  cost: z.number().int(),
  budget: z.number().int(),
});
export type QuickPicksResponse = z.infer<typeof QuickPicksResponseSchema>;
