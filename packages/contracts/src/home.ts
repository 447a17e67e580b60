import { z } from 'zod';
import { IdParamSchema, RoundStatusSchema } from './common.ts';
import { PlayerSummarySchema, TeamRefSchema } from './player.ts';

export const RoundQuerySchema = z.object({
  round: IdParamSchema.optional().describe('round number; default the current round'),
});

const RoundInfoSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  status: RoundStatusSchema,
});

/** Five-level fixture difficulty rating (1 easiest … 5 hardest), one per side. */
export const DifficultySchema = z.number().int().min(1).max(5);

const SideSchema = z.enum(['home', 'away']);

/**
 * A finished cricket match's outcome (ADR 0062): the page words it in the reader's language with the
 * fixture's team names ('Chennai Super Kings won by 6 wickets'). The winner is a side of this fixture.
 */
export const CricketOutcomeSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('win'),
    winner: SideSchema,
    by: z
      .enum(['runs', 'wickets'])
      .nullable()
      .describe("the margin's unit; null when none (awarded)"),
    margin: z.number().int().min(0).nullable(),
    method: z.string().nullable().describe("how it was settled as Cricsheet names it, e.g. 'D/L'"),
  }),
  z.object({
    result: z.literal('tie'),
    super_over_winner: SideSchema.nullable().describe(
      "the super over's winner, when one was played",
    ),
  }),
  z.object({ result: z.literal('no_result') }),
  z.object({ result: z.literal('draw') }),
]);
export type CricketOutcome = z.infer<typeof CricketOutcomeSchema>;

export const FixtureSchema = z.object({
  id: z.number().int(),
  round_number: z.number().int(),
  kickoff: z.string(),
  status: z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'POSTPONED']),
  minute: z.number().int(),
  home: TeamRefSchema.extend({ score: z.number().int().nullable(), difficulty: DifficultySchema }),
  away: TeamRefSchema.extend({ score: z.number().int().nullable(), difficulty: DifficultySchema }),
  outcome: CricketOutcomeSchema.nullable().describe(
    'cricket, once the match is finished: its outcome; null before full time and for soccer',
  ),
});
export type Fixture = z.infer<typeof FixtureSchema>;

/** GET /v1/fixtures */
export const FixturesResponseSchema = z.object({
  round: RoundInfoSchema.nullable(),
  fixtures: z.array(FixtureSchema),
});

/** One of a club's next fixtures, as a player's card and the pitch's name plate show it. */
export const NextFixtureSchema = z.object({
  round: z.number().int().describe('round number'),
  opponent_id: z.number().int(),
  opponent_short_name: z.string(),
  is_home: z.boolean(),
  difficulty: DifficultySchema.describe('for this club (FPL FDR; 3 where the data has none)'),
});
export type NextFixture = z.infer<typeof NextFixtureSchema>;

/** GET /v1/fixtures/next: each club's next fixtures (up to three) from the round picks are made for. */
export const NextFixturesResponseSchema = z.object({
  round: RoundInfoSchema.nullable().describe('the round counted from (the next open one)'),
  next_fixtures: z
    .record(z.string().regex(/^\d+$/), z.array(NextFixtureSchema))
    .describe('club id → its next fixtures in kick-off order'),
});
export type NextFixturesResponse = z.infer<typeof NextFixturesResponseSchema>;

/** GET /v1/standings — the clubs' table computed from finished fixtures. */
export const ClubStandingSchema = z.object({
  position: z.number().int(),
  team: TeamRefSchema,
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goals_for: z.number().int(),
  goals_against: z.number().int(),
  goal_difference: z.number().int(),
  points: z.number().int(),
  form: z
    .array(z.enum(['W', 'D', 'L', 'N']))
    .describe('last five, oldest first; N = no result (cricket)'),
  /** Cricket: matches abandoned or tied without a super-over winner (1 point each); drawn stays 0. */
  no_result: z.number().int().optional(),
  /**
   * Cricket: net run rate, runs per over scored − conceded (a side bowled out faces its full quota),
   * rounded to 3 decimals; null before a result. goals_for/against are the runs for and against.
   */
  net_run_rate: z.number().nullable().optional(),
});
export const ClubStandingsResponseSchema = z.object({ table: z.array(ClubStandingSchema) });

export const PlayerPointsSchema = z.object({ player: PlayerSummarySchema, points: z.number() });

/** GET /v1/home/gameweek */
export const GameweekOverviewSchema = z.object({
  round: RoundInfoSchema.nullable(),
  average: z.number().nullable(),
  highest: z
    .object({
      points: z.number(),
      manager_name: z.string(),
      team_name: z.string(),
      user_id: z.number().int(),
    })
    .nullable(),
  managers: z.number().int(),
  most_captained: z.object({ player: PlayerSummarySchema, percent: z.number() }).nullable(),
  top_player: PlayerPointsSchema.nullable(),
});

/** GET /v1/home/players-of-the-week and /v1/home/top-players */
export const PlayerListResponseSchema = z.object({
  round: RoundInfoSchema.nullable(),
  players: z.array(PlayerPointsSchema),
});

/** GET /v1/home/team-of-the-week — the best valid XI of the round. */
export const TeamOfTheWeekSchema = z.object({
  round: RoundInfoSchema.nullable(),
  formation: z.string(),
  points: z.number(),
  players: z.array(PlayerPointsSchema),
});

export const CommentaryLineSchema = z.object({
  minute: z.number().int(),
  kind: z.enum([
    'kick_off',
    'goal',
    'own_goal',
    'assist',
    'yellow_card',
    'red_card',
    'penalty_saved',
    'penalty_missed',
    'full_time',
    // cricket, ball by ball
    'innings_start',
    'ball',
    'four',
    'six',
    'wicket',
    'over_end',
  ]),
  side: z.enum(['home', 'away']).nullable(),
  player: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Cricket: the ball in over.ball notation of its innings ('14.3'); minute is then the overs bowled. */
  over: z.string().optional(),
  /** Cricket: the innings score after this ball ('123/4'). */
  score: z.string().optional(),
  /** Cricket: the bowler of the ball (player is the batter, or the batter out). */
  bowler: z.string().optional(),
  /** Cricket: runs off the ball, extras included. */
  runs: z.number().int().optional(),
  /** Cricket, a wicket: the dismissal in scorecard notation ('c Suyash Sharma b Harshit Rana'). */
  how: z.string().optional(),
  text: z.string().describe('English; the UI may rebuild it from kind/player/side'),
});

/** GET /v1/live/matches */
export const LiveMatchesResponseSchema = z.object({
  matches: z.array(FixtureSchema.extend({ commentary: z.array(CommentaryLineSchema) })),
});

export const ContentItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['news', 'video', 'match_report']),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  published_at: z.string(),
  /**
   * A cricket match report's match (ADR 0062): the app words the title's result in the reader's
   * language from it; `title` is the report's English one.
   */
  match: z
    .object({ home: z.string(), away: z.string(), outcome: CricketOutcomeSchema })
    .nullable()
    .optional(),
});
/** GET /v1/news, GET /v1/videos */
export const ContentResponseSchema = z.object({ items: z.array(ContentItemSchema) });

/** GET /v1/user/trends */
export const TrendsResponseSchema = z.object({
  round: RoundInfoSchema.nullable(),
  most_selected: z.array(z.object({ player: PlayerSummarySchema, percent: z.number() })),
  most_captained: z.array(z.object({ player: PlayerSummarySchema, percent: z.number() })),
  transfers_in: z.array(z.object({ player: PlayerSummarySchema, count: z.number().int() })),
  transfers_out: z.array(z.object({ player: PlayerSummarySchema, count: z.number().int() })),
});
export type TrendsResponse = z.infer<typeof TrendsResponseSchema>;

export type FixturesResponse = z.infer<typeof FixturesResponseSchema>;
export type ClubStanding = z.infer<typeof ClubStandingSchema>;
export type ClubStandingsResponse = z.infer<typeof ClubStandingsResponseSchema>;
export type GameweekOverview = z.infer<typeof GameweekOverviewSchema>;
export type PlayerListResponse = z.infer<typeof PlayerListResponseSchema>;
export type TeamOfTheWeek = z.infer<typeof TeamOfTheWeekSchema>;
export type CommentaryLine = z.infer<typeof CommentaryLineSchema>;
export type LiveMatchesResponse = z.infer<typeof LiveMatchesResponseSchema>;
export type ContentItem = z.infer<typeof ContentItemSchema>;
export type ContentResponse = z.infer<typeof ContentResponseSchema>;
