import { z } from 'zod';
import { IdParamSchema } from './common.ts';
import { RoundRefSchema } from './config.ts';
import { PlayerSummarySchema } from './player.ts';
import { ChipNameSchema } from './user.ts';

export const BreakdownLineSchema = z.object({
  stat: z.string().describe('the rules engine key (goals_scored, bonus, runs…)'),
  value: z.number(),
  points: z.number(),
});
export type BreakdownLine = z.infer<typeof BreakdownLineSchema>;

export const RoundPickSchema = z.object({
  slot: z.number().int(),
  player: PlayerSummarySchema,
  is_captain: z.boolean(),
  is_vice_captain: z.boolean(),
  /** 0 on the bench, 1 counted, 2/3 with the armband (cricket: 1.5 for the vice-captain). */
  multiplier: z.number(),
  base_points: z.number(),
  points: z.number().describe('base_points × multiplier'),
  played: z.boolean(),
  auto_sub: z.enum(['in', 'out']).nullable(),
  /** True while any of the player's fixtures in the round is still to finish (bonus provisional). */
  provisional: z.boolean(),
  bench_points: z
    .number()
    .describe(
      'his share of the round’s bench_points: his points if he was left on the bench (also under Bench Boost), else 0',
    ),
  bonus_final: z
    .boolean()
    .describe(
      'every fixture of his club in the round has ended and its bonus is the official one (false while any is to play or its bonus is still from the bps so far)',
    ),
  breakdown: z.array(BreakdownLineSchema),
});
export type RoundPick = z.infer<typeof RoundPickSchema>;

/** GET /v1/user/{id}/round/{roundId}, GET /v1/user/round/{round}. */
export const RoundTeamResponseSchema = z.object({
  manager: z.object({ id: z.number().int(), name: z.string(), team_name: z.string() }),
  round: RoundRefSchema.extend({ number: z.number().int() }),
  live: z.boolean(),
  points: z.number(),
  transfer_cost: z.number().int(),
  net_points: z.number(),
  bench_points: z.number(),
  total_points: z
    .number()
    .nullable()
    .describe('season total after the round (null before it is scored)'),
  overall_rank: z.number().int().nullable(),
  previous_rank: z
    .number()
    .int()
    .nullable()
    .describe(
      'overall rank after the round before (null in the first round or before it is ranked)',
    ),
  average_points: z
    .number()
    .nullable()
    .describe(
      'the tenant’s managers’ average net points in the round, one decimal (null before any is scored)',
    ),
  highest_points: z
    .number()
    .nullable()
    .describe(
      'the highest net points of the tenant’s managers in the round (null before any is scored)',
    ),
  chip: ChipNameSchema.nullable(),
  auto_subs: z.array(z.object({ out: z.number().int(), in: z.number().int() })),
  picks: z.array(RoundPickSchema),
});
export type RoundTeamResponse = z.infer<typeof RoundTeamResponseSchema>;

export const ManagerRoundParamsSchema = z.object({
  id: IdParamSchema.describe('user id of the manager'),
  roundId: IdParamSchema,
});
export const OwnRoundParamsSchema = z.object({
  round: IdParamSchema.describe('round number (gameweek)'),
});
