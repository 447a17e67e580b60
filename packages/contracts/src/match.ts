import { z } from 'zod';
import { IdParamSchema } from './common.ts';
import { FixtureSchema } from './home.ts';
import { PositionSchema, TeamRefSchema } from './player.ts';

/** GET /v1/fixtures/{fixtureId}: the match page's fixture (ADR 0060). */
export const MatchParamsSchema = z.object({ fixtureId: IdParamSchema });

/** A player of a line-up, as the match page lists him. */
export const LineupPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: PositionSchema,
});
export type LineupPlayer = z.infer<typeof LineupPlayerSchema>;

/** One side's line-up as the data feed sent it, in the provider's order. */
export const LineupTeamSchema = z.object({
  team: TeamRefSchema,
  starting: z
    .array(LineupPlayerSchema)
    .describe(
      'soccer: the starting XI; cricket: every listed player (the XI and the impact player)',
    ),
  bench: z.array(LineupPlayerSchema).describe('soccer: the named substitutes; cricket: empty'),
});
export type LineupTeam = z.infer<typeof LineupTeamSchema>;

export const MatchResponseSchema = z.object({
  fixture: FixtureSchema,
  lineups: z
    .array(LineupTeamSchema)
    .describe('home side first; empty until the data feed has sent the line-up'),
});
export type MatchResponse = z.infer<typeof MatchResponseSchema>;
