import { z } from 'zod';
import {
  FeedCricketCorrectionSchema,
  FeedCricketDeliverySchema,
  FeedCricketResultSchema,
} from './feed-cricket.ts';
import {
  FeedFixturesUpsertMessageSchema,
  FeedLineupSchema,
  FeedPlayersUpsertMessageSchema,
  FeedRoundsUpsertMessageSchema,
  FeedSeasonUpsertMessageSchema,
  FeedTeamsUpsertMessageSchema,
} from './feed-season.ts';

/**
 * The data-feed API (issue 21, ADR 0039): a sports-data provider pushes fixtures, live events, final stats
 * and corrections to a tenant's season, server to server. Every request is signed:
 *
 *   X-Feed-Key:       the key id ('fk_…')
 *   X-Feed-Timestamp: unix seconds; refused when more than 300 s old or 30 s ahead
 *   X-Feed-Signature: 'v1=' + hex HMAC-SHA256(secret, `${timestamp}.${METHOD}.${path}.${rawBody}`)
 *
 * Every message names its provider, the provider's fixture id and a sequence number per fixture (from 1).
 * The same number again is a repeat, answered as the first time; a number past the next one is held until
 * the gap fills; a message naming an unknown fixture or player is refused whole.
 */

export const FEED_KEY_HEADER = 'x-feed-key';
export const FEED_TIMESTAMP_HEADER = 'x-feed-timestamp';
export const FEED_SIGNATURE_HEADER = 'x-feed-signature';
/** On an answer that repeats the first answer to the same message. */
export const FEED_REPEATED_HEADER = 'x-feed-repeated';

/** A provider's id of something (fixture, player): what the provider calls it, never ours. */
const ProviderRef = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, 'no control characters');

/** FPL's per-fixture columns (the rules engine's own stat names), non-negative counts. */
export const FEED_SOCCER_STAT_KEYS = [
  'minutes',
  'starts',
  'goals_scored',
  'assists',
  'clean_sheets',
  'goals_conceded',
  'own_goals',
  'penalties_saved',
  'penalties_missed',
  'yellow_cards',
  'red_cards',
  'saves',
  'bonus',
  'bps',
  // 2025-26 defensive contributions
  'clearances_blocks_interceptions',
  'tackles',
  'recoveries',
] as const;
export type FeedSoccerStatKey = (typeof FEED_SOCCER_STAT_KEYS)[number];

const count = z.number().int().min(-1000).max(10_000);
export const FeedSoccerStatsSchema = z
  .strictObject(
    Object.fromEntries(FEED_SOCCER_STAT_KEYS.map((k) => [k, count.optional()])) as Record<
      FeedSoccerStatKey,
      z.ZodOptional<typeof count>
    >,
  )
  .refine(
    (s) => Object.entries(s).every(([k, v]) => v === undefined || v >= 0 || k === 'bps'),
    'counts are non-negative (only bps may be negative)',
  );
export type FeedSoccerStats = z.infer<typeof FeedSoccerStatsSchema>;

export const FeedPlayerStatsSchema = z.strictObject({
  player: ProviderRef,
  stats: FeedSoccerStatsSchema,
});

/** Kick-off time, postponement, or a move to another round (FPL's blank and double gameweeks). */
export const FeedFixtureUpdateSchema = z
  .strictObject({
    kickoff_at: z.iso.datetime({ offset: true }).optional(),
    /** Move the fixture to this round number of the season (re-dating). */
    round: z.number().int().min(1).max(100).optional(),
    /** POSTPONED takes it off its round (no points, the round can finish without it); SCHEDULED puts it back. */
    status: z.enum(['SCHEDULED', 'POSTPONED']).optional(),
  })
  .refine(
    (d) => d.kickoff_at !== undefined || d.round !== undefined || d.status !== undefined,
    'a fixture update changes something',
  );

export const FEED_SOCCER_EVENT_TYPES = [
  'goal',
  'assist',
  'own_goal',
  'penalty_saved',
  'penalty_missed',
  'yellow_card',
  'red_card',
  'save',
] as const;

/** One thing that happened on the pitch; it adds one to the player's count (a goal also to the score). */
export const FeedSoccerEventSchema = z.strictObject({
  type: z.enum(FEED_SOCCER_EVENT_TYPES),
  player: ProviderRef,
  minute: z.number().int().min(0).max(130),
  /**
   * The side the player played for in this match. Without it, the side of his club now: wrong for a match
   * he played for his former club before a move between the fixture's two clubs (FPL 2023-24: Broja
   * scored for Chelsea at Fulham, then joined Fulham), so a provider that knows it should send it.
   */
  side: z.enum(['home', 'away']).optional(),
});

/**
 * Live: the match minute, events since the last message and running totals the provider keeps (minutes
 * played, bps, goals conceded, clean sheets …), which replace the stored counts of those players.
 */
export const FeedSoccerLiveSchema = z.strictObject({
  minute: z.number().int().min(0).max(130),
  events: z.array(FeedSoccerEventSchema).max(200).default([]),
  players: z.array(FeedPlayerStatsSchema).max(60).default([]),
});

/** Full time: every player's final stats (the whole fixture: players left out did not play) and the score. */
export const FeedSoccerResultSchema = z.strictObject({
  home_score: z.number().int().min(0).max(99),
  away_score: z.number().int().min(0).max(99),
  players: z.array(FeedPlayerStatsSchema).min(1).max(60),
});

/** A finished fixture's stats changed after the fact: the listed players' stats replace what was stored. */
export const FeedCorrectionSchema = z.strictObject({
  home_score: z.number().int().min(0).max(99).optional(),
  away_score: z.number().int().min(0).max(99).optional(),
  players: z.array(FeedPlayerStatsSchema).min(1).max(60),
});

/**
 * One message of each kind, as the API docs show them (FPL 2023-24 ids: fixture 1 is Burnley v Man City).
 * Plain data, not zod metadata: the API's zod copy would not see the contracts' registry.
 */
export const FEED_MESSAGE_EXAMPLES = (() => {
  const base = { provider: 'fpl-json', fixture: '1', sent_at: '2023-08-11T19:00:05Z' };
  return [
    {
      ...base,
      sequence: 1,
      kind: 'fixture.update',
      data: { kickoff_at: '2023-08-11T19:00:00Z', round: 1, status: 'SCHEDULED' },
    },
    {
      ...base,
      sequence: 2,
      kind: 'soccer.live',
      data: {
        minute: 4,
        events: [
          { type: 'goal', player: '355', minute: 4 },
          { type: 'assist', player: '349', minute: 4 },
        ],
        players: [{ player: '355', stats: { minutes: 4, bps: 12 } }],
      },
    },
    {
      ...base,
      sequence: 3,
      kind: 'soccer.result',
      data: {
        home_score: 0,
        away_score: 3,
        players: [{ player: '355', stats: { minutes: 89, goals_scored: 2, bonus: 3, bps: 64 } }],
      },
    },
    {
      ...base,
      sequence: 4,
      kind: 'soccer.correction',
      data: { players: [{ player: '349', stats: { minutes: 90, assists: 2, bps: 40 } }] },
    },
  ];
})();

const envelope = {
  provider: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,39}$/),
  fixture: ProviderRef,
  sequence: z.number().int().min(1).max(2_147_483_647),
  /** When the provider produced it (feed status shows the lag). */
  sent_at: z.iso.datetime({ offset: true }).optional(),
  /** The provider's season id (feed-season.ts); absent: the tenant's current season. */
  season: ProviderRef.optional(),
};

/**
 * One feed message. `kind` says what `data` is: the fixture, soccer's live events, result and corrections
 * (ADR 0039), cricket's balls, result and corrections (feed-cricket.ts, ADR 0043), the line-up of both sports.
 */
export const FeedMessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...envelope,
    kind: z.literal('fixture.update'),
    data: FeedFixtureUpdateSchema,
  }),
  z.strictObject({ ...envelope, kind: z.literal('soccer.live'), data: FeedSoccerLiveSchema }),
  z.strictObject({ ...envelope, kind: z.literal('soccer.result'), data: FeedSoccerResultSchema }),
  z.strictObject({
    ...envelope,
    kind: z.literal('soccer.correction'),
    data: FeedCorrectionSchema,
  }),
  // Cricket (feed-cricket.ts, ADR 0043).
  z.strictObject({
    ...envelope,
    kind: z.literal('cricket.delivery'),
    data: FeedCricketDeliverySchema,
  }),
  z.strictObject({ ...envelope, kind: z.literal('cricket.result'), data: FeedCricketResultSchema }),
  z.strictObject({
    ...envelope,
    kind: z.literal('cricket.correction'),
    data: FeedCricketCorrectionSchema,
  }),
  // Season-level resources (feed-season.ts, ADR 0041): the line-up of both sports (ADR 0050) on the
  // fixture's stream, the rest on the season's own stream (envelope `season` instead of `fixture`).
  z.strictObject({ ...envelope, kind: z.literal('fixture.lineup'), data: FeedLineupSchema }),
  FeedSeasonUpsertMessageSchema,
  FeedTeamsUpsertMessageSchema,
  FeedPlayersUpsertMessageSchema,
  FeedRoundsUpsertMessageSchema,
  FeedFixturesUpsertMessageSchema,
]);
export type FeedMessage = z.infer<typeof FeedMessageSchema>;
export type FeedMessageKind = FeedMessage['kind'];

/** The answer to an accepted message (applied now, or held until the messages before it arrive). */
export const FeedAckSchema = z.object({
  status: z.enum(['applied', 'held']),
  message_id: z.number().int(),
  fixture: z.string(),
  sequence: z.number().int(),
  /** The fixture's last applied sequence number after this call. */
  applied_through: z.number().int(),
  /** Held messages applied after this one, in order, by this call. */
  released: z.array(z.number().int()),
});
export type FeedAck = z.infer<typeof FeedAckSchema>;

/** GET /feed/v1/status: what the operator console shows about a tenant's feeds. */
export const FeedStatusSchema = z.object({
  now: z.string(),
  counters: z.object({
    applied: z.number().int(),
    held: z.number().int(),
    refused: z.number().int(),
    repeated: z.number().int(),
  }),
  fixtures: z.array(
    z.object({
      /** Our season of the stream: the current one, or one a provider declared (feed-season.ts). */
      season_id: z.number().int(),
      provider: z.string(),
      fixture: z.string(),
      applied_through: z.number().int(),
      last_received_at: z.string().nullable(),
      /** Received − sent of the last message, when the provider said when it sent it. */
      lag_ms: z.number().int().nullable(),
      held: z.array(z.number().int()),
    }),
  ),
  refused: z.array(
    z.object({
      message_id: z.number().int(),
      provider: z.string(),
      fixture: z.string(),
      sequence: z.number().int(),
      kind: z.string(),
      reason: z.string(),
      received_at: z.string(),
    }),
  ),
});
export type FeedStatus = z.infer<typeof FeedStatusSchema>;

/** POST /feed/v1/keys: a new key for the calling key's provider (rotation); the secret is shown once. */
export const FeedKeyCreatedSchema = z.object({
  key_id: z.string(),
  secret: z.string(),
  provider: z.string(),
  created_at: z.string(),
});
export type FeedKeyCreated = z.infer<typeof FeedKeyCreatedSchema>;

/** DELETE /feed/v1/keys/:keyId: the key stops being accepted at `retires_at` (default now). */
export const FeedKeyRetireSchema = z.strictObject({
  retires_at: z.iso.datetime({ offset: true }).optional(),
});
export const FeedKeyRetiredSchema = z.object({ key_id: z.string(), retires_at: z.string() });
