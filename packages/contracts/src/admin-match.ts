// Match operations in the console (issue 22, ADR 0058): a cricket match's deliveries as the feed stored
// them and correcting one through the feed's own `cricket.correction`; postponing or re-dating a fixture
// of either sport through the feed's own `fixture.update`, with what it does to the rounds.
import { z } from 'zod';
import { ReasonSchema } from './admin.ts';
import { OpsFixtureSchema } from './admin-ops.ts';
import { FeedCricketFielderSchema } from './feed-cricket.ts';

/** A provider's id of a player (Cricsheet's registry id): the feed names people by it. */
const Ref = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, 'no control characters');

/**
 * Cricsheet's dismissal kinds (what the rules engine reads, packages/rules/src/cricket/match-stats.ts):
 * the console offers these; the feed itself accepts any word.
 */
export const DISMISSAL_KINDS = [
  'bowled',
  'caught',
  'caught and bowled',
  'lbw',
  'stumped',
  'run out',
  'hit wicket',
  'retired hurt',
  'retired not out',
  'retired out',
  'obstructing the field',
  'hit the ball twice',
  'handled the ball',
  'timed out',
] as const;
export type DismissalKind = (typeof DISMISSAL_KINDS)[number];
/** Kinds that name the fielder who took the catch or the stumping (the engine credits the first). */
export const FIELDER_REQUIRED_KINDS: readonly string[] = ['caught', 'stumped'];
/** Kinds that name fielders at all (a run out may name none, one or several). */
export const FIELDER_KINDS: readonly string[] = ['caught', 'stumped', 'run out'];

const Wicket = z.strictObject({
  kind: z.enum(DISMISSAL_KINDS),
  player_out: Ref,
  fielders: z.array(FeedCricketFielderSchema).max(6).default([]),
});

const Extras = z.strictObject({
  wides: z.number().int().min(0).max(99).optional(),
  noballs: z.number().int().min(0).max(99).optional(),
  byes: z.number().int().min(0).max(99).optional(),
  legbyes: z.number().int().min(0).max(99).optional(),
  penalty: z.number().int().min(0).max(99).optional(),
});
export const EXTRA_KINDS = ['wides', 'noballs', 'byes', 'legbyes', 'penalty'] as const;

/** One ball as the feed stored it, people by the provider's ids. */
export const MatchBallSchema = z.object({
  ball: z.number().int(),
  batter: Ref,
  bowler: Ref,
  non_striker: Ref,
  runs: z.object({
    batter: z.number().int(),
    extras: z.number().int(),
    total: z.number().int(),
    non_boundary: z.boolean().optional(),
  }),
  extras: Extras,
  wickets: z.array(
    z.object({
      kind: z.string(),
      player_out: Ref,
      fielders: z.array(FeedCricketFielderSchema),
    }),
  ),
});
export type MatchBall = z.infer<typeof MatchBallSchema>;

export const MatchDeliveriesResponseSchema = z.object({
  fixture: OpsFixtureSchema,
  sport: z.enum(['soccer', 'cricket']),
  /**
   * Null when a delivery of this match can be corrected now; else why not: CORRECTION_NOT_FOR_SPORT (a
   * soccer match: its stats are corrected per player), CORRECTION_NOT_FED (a match the clock replayed,
   * not the feed), FEED_FIXTURE_NOT_FINISHED (the feed corrects finished matches only).
   */
  blocked: z.string().nullable(),
  /** Each side's listed players (the feed's line-up), by the provider's ids. */
  teams: z.array(
    z.object({
      team: z.string(),
      players: z.array(
        z.object({
          ref: Ref,
          name: z.string(),
          /** Our player id (null for someone not of the season). */
          id: z.number().int().nullable(),
          role: z.string().nullable(),
          points: z.number().nullable(),
        }),
      ),
    }),
  ),
  innings: z.array(
    z.object({
      number: z.number().int(),
      team: z.string(),
      super_over: z.boolean(),
      overs: z.array(z.object({ over: z.number().int(), balls: z.array(MatchBallSchema) })),
    }),
  ),
});
export type MatchDeliveriesResponse = z.infer<typeof MatchDeliveriesResponseSchema>;

/**
 * A ball corrected: where it was bowled, and what the operator edited — runs off the bat, extras, the
 * wickets (kind, player out, fielders). Batter, bowler and non-striker stay the stored ones; the runs'
 * extras and total follow from what is given.
 */
export const DeliveryCorrectionBodySchema = z.strictObject({
  innings: z.number().int().min(1).max(8),
  over: z.number().int().min(0).max(49),
  ball: z.number().int().min(1).max(40),
  runs: z.strictObject({
    batter: z.number().int().min(0).max(99),
    non_boundary: z.boolean().optional(),
  }),
  extras: Extras.default({}),
  wickets: z.array(Wicket).max(2).default([]),
  reason: ReasonSchema,
  /** Run it and answer its effect, then undo it: what the form shows before confirming. */
  dry_run: z.boolean().default(false),
});
export type DeliveryCorrectionBody = z.input<typeof DeliveryCorrectionBodySchema>;

const ManagerPoints = z.object({
  squad_id: z.number().int(),
  manager_name: z.string(),
  team_name: z.string(),
  points_before: z.number(),
  points_after: z.number(),
  total_before: z.number(),
  total_after: z.number(),
});

export const DeliveryCorrectionResponseSchema = z.object({
  applied: z.boolean(),
  fixture_id: z.number().int(),
  innings: z.number().int(),
  over: z.number().int(),
  ball: z.number().int(),
  before: MatchBallSchema,
  after: MatchBallSchema,
  /** The match's players whose points the ball changed. */
  players: z.array(
    z.object({
      id: z.number().int(),
      ref: Ref,
      name: z.string(),
      points_before: z.number().nullable(),
      points_after: z.number().nullable(),
    }),
  ),
  /** This tenant's managers whose round points changed. */
  managers_affected: z.number().int(),
  /** The affected manager whose points changed most (null when none did). */
  example: ManagerPoints.nullable(),
  /** Rounds scored again (the match's and every later scored one). */
  rounds_rescored: z.number().int(),
});
export type DeliveryCorrectionResponse = z.infer<typeof DeliveryCorrectionResponseSchema>;

// ── postponing and re-dating a fixture ──

/** What an owner changes of a fixture not yet played: kick-off, round, postponed or back on. */
export const FixtureScheduleBodySchema = z
  .strictObject({
    kickoff_at: z.iso.datetime({ offset: true }).optional(),
    /** The round number it moves to. */
    round: z.number().int().min(1).max(100).optional(),
    status: z.enum(['SCHEDULED', 'POSTPONED']).optional(),
    reason: ReasonSchema,
    dry_run: z.boolean().default(false),
  })
  .refine(
    (d) => d.kickoff_at !== undefined || d.round !== undefined || d.status !== undefined,
    'a fixture update changes something',
  );
export type FixtureScheduleBody = z.input<typeof FixtureScheduleBodySchema>;

/** A club's matches in a round once the change is made: 0 a blank round for it, 2 or more a double. */
const ClubRound = z.object({
  club: z.string(),
  round: z.number().int(),
  matches_before: z.number().int(),
  matches_after: z.number().int(),
});

export const FixtureScheduleResponseSchema = z.object({
  applied: z.boolean(),
  before: OpsFixtureSchema,
  after: OpsFixtureSchema,
  /** Each round whose deadline followed its fixtures (ADR 0041). */
  deadlines: z.array(
    z.object({
      round: z.number().int(),
      before: z.iso.datetime(),
      after: z.iso.datetime(),
    }),
  ),
  /** The two clubs in the rounds the fixture left and joined. */
  clubs: z.array(ClubRound),
  /** Managers of this tenant who have a player of either club in their team for those rounds. */
  managers_with_players: z.number().int(),
});
export type FixtureScheduleResponse = z.infer<typeof FixtureScheduleResponseSchema>;
