// The console's season operations (issue 22, ADR 0053): the feed's status as staff see it, a round's
// fixtures and their states, finalising a round, and correcting a player's stats in a finished fixture
// through the feed's own ingestion code.
import { z } from 'zod';
import { ReasonSchema } from './admin.ts';
import { IdParamSchema, IdSchema, RoundStatusSchema } from './common.ts';
import { FEED_SOCCER_STAT_KEYS, FeedStatusSchema } from './feed.ts';

export const FixtureStateSchema = z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'POSTPONED']);
export type FixtureState = z.infer<typeof FixtureStateSchema>;

const ClubSchema = z.object({ name: z.string(), short_name: z.string() });

/** A fixture as the console lists it: our id, the provider's id, the clubs, state and score. */
export const OpsFixtureSchema = z.object({
  id: z.number().int(),
  /** The provider's fixture id (fixtures.external_id): the feed status names fixtures by it. */
  ref: z.string(),
  round: z.number().int(),
  round_id: z.number().int(),
  home: ClubSchema,
  away: ClubSchema,
  kickoff_at: z.iso.datetime(),
  status: FixtureStateSchema,
  minute: z.number().int(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  finished_at: z.iso.datetime().nullable(),
});
export type OpsFixture = z.infer<typeof OpsFixtureSchema>;

// ── feed status ──

/** One provider key of the tenant and the last call made with it (from the feed's call log). */
export const FeedKeyStatusSchema = z.object({
  key_id: z.string(),
  provider: z.string(),
  created_at: z.iso.datetime(),
  retires_at: z.iso.datetime().nullable(),
  last_call: z
    .object({
      at: z.iso.datetime(),
      method: z.string(),
      path: z.string(),
      status_code: z.number().int(),
      /** 'applied', 'held', 'repeated', 'refused: <code>', 'read'. */
      outcome: z.string(),
    })
    .nullable(),
});

/**
 * GET /admin/v1/feed/status: the feed's own status (the same service as GET /feed/v1/status), the
 * tenant's keys with their last call, and the fixtures its streams name, so staff read clubs, not ids.
 */
export const OpsFeedStatusResponseSchema = z.object({
  feed: FeedStatusSchema,
  keys: z.array(FeedKeyStatusSchema),
  fixtures: z.array(OpsFixtureSchema.extend({ season_id: z.number().int() })),
});
export type OpsFeedStatusResponse = z.infer<typeof OpsFeedStatusResponseSchema>;

// ── a round's fixtures and finalising it ──

export const OpsRoundParamsSchema = z.object({ roundId: IdParamSchema });

export const OpsRoundFixturesResponseSchema = z.object({
  round: z.object({
    id: z.number().int(),
    number: z.number().int(),
    status: RoundStatusSchema,
    finalised_at: z.iso.datetime().nullable(),
  }),
  /** Whether the console may finalise it now, and what stops it. */
  finalise: z.object({
    ready: z.boolean(),
    /** Fixtures still scheduled or live (postponed ones do not hold a round up). */
    unfinished: z.number().int(),
    previous_final: z.boolean(),
  }),
  fixtures: z.array(OpsFixtureSchema),
});
export type OpsRoundFixturesResponse = z.infer<typeof OpsRoundFixturesResponseSchema>;

export const FinaliseRoundBodySchema = z.object({ reason: ReasonSchema });
export const FinaliseRoundResponseSchema = z.object({
  round_id: z.number().int(),
  status: RoundStatusSchema,
  finalised_at: z.iso.datetime(),
  /** False when the round was final already (by the clock or an earlier call): nothing changed. */
  changed: z.boolean(),
});

// ── stat corrections ──

export const OpsFixtureParamsSchema = z.object({ fixtureId: IdParamSchema });

/** Every stat of the sport a correction may set (soccer: FPL's columns, as the feed's correction). */
export const CORRECTABLE_STATS = { soccer: FEED_SOCCER_STAT_KEYS } as const;

export const OpsFixtureStatsResponseSchema = z.object({
  fixture: OpsFixtureSchema,
  sport: z.enum(['soccer', 'cricket']),
  /** The stats a correction may set for this sport; empty when the console cannot correct it. */
  stat_keys: z.array(z.string()),
  players: z.array(
    z.object({
      id: z.number().int(),
      ref: z.string(),
      name: z.string(),
      club: z.string(),
      position: z.string(),
      stats: z.record(z.string(), z.union([z.number(), z.boolean()])),
      points: z.number().nullable(),
    }),
  ),
});
export type OpsFixtureStatsResponse = z.infer<typeof OpsFixtureStatsResponseSchema>;

const StatValue = z.number().int().min(-1000).max(10_000);

export const StatCorrectionBodySchema = z.object({
  player_id: IdSchema,
  /** The player's stats after the correction: every stat given replaces the stored one. */
  stats: z
    .record(z.string(), StatValue)
    .refine((s) => Object.keys(s).length > 0, 'at least one stat'),
  reason: ReasonSchema,
  /** Run the correction and answer its effect, then undo it: what the form shows before confirming. */
  dry_run: z.boolean().default(false),
});
export type StatCorrectionBody = z.input<typeof StatCorrectionBodySchema>;

const ManagerPoints = z.object({
  squad_id: z.number().int(),
  manager_name: z.string(),
  team_name: z.string(),
  points_before: z.number(),
  points_after: z.number(),
  total_before: z.number(),
  total_after: z.number(),
});

export const StatCorrectionResponseSchema = z.object({
  applied: z.boolean(),
  fixture_id: z.number().int(),
  player_id: z.number().int(),
  stats_before: z.record(z.string(), z.union([z.number(), z.boolean()])),
  stats_after: z.record(z.string(), z.union([z.number(), z.boolean()])),
  player_points_before: z.number().nullable(),
  player_points_after: z.number().nullable(),
  /** This tenant's managers whose round points changed. */
  managers_affected: z.number().int(),
  /** The affected manager whose points changed most (null when none did). */
  example: ManagerPoints.nullable(),
  /** Rounds scored again (the fixture's and every later scored one). */
  rounds_rescored: z.number().int(),
});
export type StatCorrectionResponse = z.infer<typeof StatCorrectionResponseSchema>;
