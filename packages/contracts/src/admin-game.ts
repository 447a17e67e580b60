// The console's league and season calls (issue 22, ADR 0046): search, rename and close leagues,
// remove a member (who is told by e-mail); list rounds and move a deadline.
import { z } from 'zod';
import { ReasonSchema } from './admin.ts';
import { IdParamSchema, RoundStatusSchema } from './common.ts';
import { LeagueKindSchema } from './leagues.ts';

export const LeagueSearchQuerySchema = z.object({
  /** Part of the name, or the invite code. Empty: the newest leagues. */
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ConsoleLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: LeagueKindSchema,
  invite_code: z.string(),
  system: z.boolean(),
  members: z.number().int(),
  owner: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  closed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type ConsoleLeague = z.infer<typeof ConsoleLeagueSchema>;

export const LeagueSearchResponseSchema = z.object({ leagues: z.array(ConsoleLeagueSchema) });

export const LeagueIdParamsSchema = z.object({ leagueId: IdParamSchema });
export const LeagueMemberParamsSchema = z.object({
  leagueId: IdParamSchema,
  userId: IdParamSchema,
});

export const LeagueMemberSchema = z.object({
  user_id: z.number().int(),
  squad_id: z.number().int(),
  manager_name: z.string(),
  team_name: z.string(),
  joined_at: z.iso.datetime(),
});
export const LeagueDetailResponseSchema = z.object({
  league: ConsoleLeagueSchema,
  members: z.array(LeagueMemberSchema),
});

export const RenameLeagueBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  reason: ReasonSchema,
});
export const CloseLeagueBodySchema = z.object({ reason: ReasonSchema });
export const RemoveMemberBodySchema = z.object({ reason: ReasonSchema });
export const RemoveMemberResponseSchema = z.object({
  league_id: z.number().int(),
  user_id: z.number().int(),
  /** How the manager was told: 'email', or 'none' when they have no address. */
  informed: z.enum(['email', 'none']),
});

export const ConsoleRoundSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  status: RoundStatusSchema,
  opens_at: z.iso.datetime(),
  deadline_at: z.iso.datetime(),
  first_kickoff_at: z.iso.datetime().nullable(),
  finalised_at: z.iso.datetime().nullable(),
  /** This tenant's managers with a team saved for the round. */
  saved_teams: z.number().int(),
});
export const RoundListResponseSchema = z.object({
  season_id: z.number().int(),
  /** Other tenants play the same season: a deadline moved here moves for them too. */
  shared_with_tenants: z.number().int(),
  rounds: z.array(ConsoleRoundSchema),
});

export const RoundIdParamsSchema = z.object({ roundId: IdParamSchema });
export const MoveDeadlineBodySchema = z.object({
  deadline_at: z.iso.datetime({ offset: true }),
  reason: ReasonSchema,
  /** Required true to move a deadline that other tenants share (super-admin only). */
  confirm_shared: z.boolean().default(false),
});

/**
 * What moving the deadline does: the answer states it rather than leaving staff to guess.
 * `effects` are codes with parameters; the console words them in the staff member's language.
 */
export const MoveDeadlineResponseSchema = z.object({
  round: ConsoleRoundSchema,
  previous_deadline_at: z.iso.datetime(),
  effects: z.array(
    z.object({
      code: z.enum([
        /** Saved teams stay as saved; managers can change them until the new deadline. */
        'SAVED_TEAMS_KEPT',
        /** Earlier: managers have less time; teams not saved by then carry over from last round. */
        'EDIT_WINDOW_SHORTER',
        'EDIT_WINDOW_LONGER',
        /** The round opens for picks only at opens_at, which is after now. */
        'ROUND_NOT_OPEN_YET',
        /** Other tenants play this season: the new deadline applies to them too. */
        'OTHER_TENANTS_AFFECTED',
        /** The round being played now (params.round: its number) keeps its teams and live scores. */
        'ROUND_IN_PLAY_UNCHANGED',
      ]),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
