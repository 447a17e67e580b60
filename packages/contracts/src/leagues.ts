import { z } from 'zod';
import { IdParamSchema, IdSchema } from './common.ts';

export const LeagueKindSchema = z.enum(['classic', 'h2h']);
export type LeagueKind = z.infer<typeof LeagueKindSchema>;

export const GameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: LeagueKindSchema,
  system: z.boolean().describe('the tenant-wide league everyone is in; cannot be left'),
  invite_code: z.string().nullable().describe('shown for private leagues'),
  members: z.number().int(),
  rank: z.number().int().nullable(),
  previous_rank: z.number().int().nullable(),
  total: z.number().nullable(),
  active: z.boolean(),
  owner: z.boolean(),
});
export type Game = z.infer<typeof GameSchema>;

/** GET /v1/user/games */
export const GamesResponseSchema = z.object({
  games: z.array(GameSchema),
  active_id: z.number().int().nullable(),
});
export type GamesResponse = z.infer<typeof GamesResponseSchema>;

/** POST /v1/user/games — switch the active league. */
export const SwitchGameBodySchema = z.object({ league_id: IdSchema });

export const CreateLeagueBodySchema = z.object({
  name: z.string().trim().min(3).max(40),
  kind: LeagueKindSchema.default('classic'),
});
export type CreateLeagueBody = z.infer<typeof CreateLeagueBodySchema>;

export const JoinLeagueBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(4)
    .max(32)
    .transform((c) => c.toUpperCase()),
});

export const LeagueParamsSchema = z.object({ id: IdParamSchema });

export const StandingRowSchema = z.object({
  rank: z.number().int(),
  previous_rank: z.number().int().nullable(),
  movement: z.number().int().describe('positive = climbed since the previous round'),
  squad_id: z.number().int(),
  user_id: z.number().int(),
  manager_name: z.string(),
  team_name: z.string(),
  round_points: z.number(),
  total: z.number(),
  /** H2H: league points (3 win, 1 draw) and results. */
  league_points: z.number().int().optional(),
  won: z.number().int().optional(),
  drawn: z.number().int().optional(),
  lost: z.number().int().optional(),
});
export type StandingRow = z.infer<typeof StandingRowSchema>;

export const LeaderboardQuerySchema = z.object({
  cursor: z.string().max(200).optional().describe('opaque; from next_cursor'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  season: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe(
      "a season the tenant played before (ADR 0041): its final leaderboard; default the current season's",
    ),
});

export const LeaderboardResponseSchema = z.object({
  round: z.object({ id: z.number().int(), number: z.number().int(), name: z.string() }).nullable(),
  rows: z.array(StandingRowSchema),
  me: StandingRowSchema.nullable(),
  next_cursor: z.string().nullable(),
  total_managers: z.number().int(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

export const H2hMatchSchema = z.object({
  round_number: z.number().int(),
  home: z.object({
    squad_id: z.number().int(),
    team_name: z.string(),
    points: z.number().nullable(),
  }),
  away: z
    .object({ squad_id: z.number().int(), team_name: z.string(), points: z.number().nullable() })
    .nullable()
    .describe('null = a bye against the league average'),
  home_result: z.number().int().nullable(),
  away_result: z.number().int().nullable(),
});

/** GET /v1/leagues/{id}, POST /v1/leagues, POST /v1/leagues/join */
export const LeagueResponseSchema = z.object({
  league: GameSchema.omit({ rank: true, previous_rank: true, total: true, active: true }).extend({
    start_round: z.number().int(),
  }),
  standings: LeaderboardResponseSchema,
  matches: z.array(H2hMatchSchema).describe('H2H fixtures and results; empty for classic'),
});
export type LeagueResponse = z.infer<typeof LeagueResponseSchema>;
