import { z } from 'zod';

/**
 * Season-level feed messages (issue 21, ADR 0041): the competition and season, its teams, players (position
 * or role, price, availability), rounds with deadlines, fixtures, and each fixture's line-up. Provider-neutral:
 * an FPL-JSON adapter maps bootstrap-static / fixtures here, a Cricsheet adapter its registry and match list,
 * any other provider its own ids.
 *
 * ORDER. A season's resources are one stream of their own, beside the per-fixture streams: the envelope
 * names the provider's season id in `season` (instead of `fixture`), its `sequence` counts from 1 per
 * provider and season, and its cursor is the stream `season:<season ref>` (the feed status lists it with
 * the fixtures). Repeats, holds and refusals work as for a fixture (ADR 0039); a held message may name
 * what the messages before it create (players of a team sent before them) and is checked when its turn
 * comes — refused then, with its number passed, if it still names an unknown team. The stream starts with a
 * `season.upsert` numbered 1: before it, the season ref means nothing to the tenant, and any other message
 * for it — or a `season.upsert` with a later number — is refused `FEED_UNKNOWN_SEASON` without taking its
 * number (send it again once number 1 is applied).
 *
 * WHICH SEASON. The provider's season ref is mapped, per tenant and provider, to our season the first time
 * its `season.upsert` is applied: the season (competition code + season name, e.g. 'epl' / '2024-25') is
 * created, or found when it exists (tenants on one competition share its facts). Per-fixture messages
 * (`fixture.update`, `fixture.lineup`, `soccer.*`, …) may name `season` too; without it they are for the
 * tenant's current season.
 *
 * UPSERTS are the provider's current view of each item listed, keyed by the provider's ids: sending the
 * same again changes nothing; items not listed are left alone (nothing is deleted by omission). A message
 * naming a team, player or fixture that is not known (nor created by the same message) is refused whole
 * (`FEED_UNKNOWN_TEAM`, `FEED_UNKNOWN_PLAYER`, `FEED_UNKNOWN_FIXTURE`, with the ids in `params`). The API's
 * body limit is 64 KB: a big list (a league's ~800 players) goes in several messages.
 *
 * Money is the game's tenths (55 = 5.5m or 5.5 credits).
 */

/** A provider's id of something (season, team, player, fixture): what the provider calls it, never ours. */
const Ref = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, 'no control characters');

/** A display text: no control characters, trimmed by the provider. */
const Text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]+$/u, 'no control characters');

const Instant = z.iso.datetime({ offset: true });

export const FEED_SOCCER_POSITIONS = ['GK', 'DEF', 'MID', 'FWD'] as const;
export const FEED_CRICKET_ROLES = ['WK', 'BAT', 'AR', 'BOWL'] as const;

/**
 * A player's availability. Stored as FPL's letters (a, d, i, s, u, n) the game already shows:
 * available · doubtful · injured · suspended · unavailable (left the competition) · not_in_squad (on loan,
 * not registered).
 */
export const FEED_AVAILABILITY = [
  'available',
  'doubtful',
  'injured',
  'suspended',
  'unavailable',
  'not_in_squad',
] as const;
export type FeedAvailability = (typeof FEED_AVAILABILITY)[number];

/**
 * `season.upsert`: the competition and the season. Creates them (and maps the envelope's season ref to
 * the season for this tenant and provider) or updates their names and budget.
 * `current: true` makes it the tenant's current season (the season lifecycle, ADR 0041): the tenant's game
 * moves to it — its rounds, players and prices — and the previous season stays readable under its own id.
 * Refused (`FEED_SEASON_NOT_READY`) while the season has no rounds or players, and
 * (`FEED_SEASON_SPORT_MISMATCH`) when its sport is not the tenant's.
 */
export const FeedSeasonUpsertSchema = z.strictObject({
  competition: z.strictObject({
    /** Our natural key of the competition: 'epl', 'ipl'. */
    code: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
    name: Text(80),
    sport: z.enum(['soccer', 'cricket']),
  }),
  /** The season's name, e.g. '2024-25' or '2025'. */
  name: Text(32),
  /** Squad budget in tenths (1000 = 100.0m); default 1000. */
  budget: z.number().int().min(100).max(100_000).optional(),
  current: z.literal(true).optional(),
});
export type FeedSeasonUpsert = z.infer<typeof FeedSeasonUpsertSchema>;

export const FeedTeamSchema = z.strictObject({
  team: Ref,
  name: Text(60),
  short_name: Text(8),
  /** The provider's overall strength 1..5 (FPL's), when it has one. */
  strength: z.number().int().min(1).max(5).nullable().optional(),
});

/** `teams.upsert`: the season's teams (clubs, franchises). */
export const FeedTeamsUpsertSchema = z.strictObject({
  teams: z.array(FeedTeamSchema).min(1).max(64),
});
export type FeedTeamsUpsert = z.infer<typeof FeedTeamsUpsertSchema>;

export const FeedPlayerSchema = z.strictObject({
  player: Ref,
  /** The provider's team id (a team of this season: sent before, or in no later message). */
  team: Ref,
  /** Display name (FPL's web_name). */
  name: Text(60),
  full_name: Text(120).optional(),
  /** Soccer GK/DEF/MID/FWD, cricket WK/BAT/AR/BOWL; fixed once a manager has picked the player. */
  position: z.enum([...FEED_SOCCER_POSITIONS, ...FEED_CRICKET_ROLES]),
  /** Current price in tenths; the first one sent is the player's start price. */
  price: z.number().int().min(1).max(2000),
  availability: z
    .strictObject({
      status: z.enum(FEED_AVAILABILITY),
      /** Chance of playing the next round, percent; null when unknown. */
      chance: z.number().int().min(0).max(100).nullable().optional(),
      /** The provider's short note ('Hamstring injury - 75% chance of playing'). */
      news: z
        .string()
        .max(280)
        .regex(/^[^\p{Cc}]*$/u, 'no control characters')
        .optional(),
    })
    .optional(),
});
export type FeedPlayer = z.infer<typeof FeedPlayerSchema>;

/**
 * `players.upsert`: players with their team, position/role, price and availability (absent: available,
 * no news). A new price is the player's price from now on (and the price of the season's next round in
 * the price history).
 */
export const FeedPlayersUpsertSchema = z.strictObject({
  players: z.array(FeedPlayerSchema).min(1).max(400),
});
export type FeedPlayersUpsert = z.infer<typeof FeedPlayersUpsertSchema>;

export const FeedRoundSchema = z.strictObject({
  number: z.number().int().min(1).max(100),
  name: Text(40),
  /**
   * Picks lock here (while the round is not locked). Absent: the round keeps its deadline — rounds
   * created by `fixtures.upsert` take theirs from their first kick-off by the game's rule (soccer 90
   * minutes before, cricket 30) and follow their fixtures when they move; a new round needs one.
   */
  deadline_at: Instant.optional(),
});

/**
 * `rounds.upsert`: the season's rounds (gameweeks, match days): names, and the provider's deadlines when
 * it has them. A round opens when the one before it locks (the first a week before its deadline). Rounds
 * named by `fixtures.upsert` that do not exist yet are created ('Gameweek N' / 'Match day N') with a
 * derived deadline, so a provider without deadlines need not send rounds before fixtures. A season the
 * clock replays (an imported past season) keeps its schedule: only names and real deadlines change, and
 * its fixtures may only be restated (`FEED_SEASON_REPLAYED` otherwise).
 */
export const FeedRoundsUpsertSchema = z.strictObject({
  rounds: z.array(FeedRoundSchema).min(1).max(100),
});
export type FeedRoundsUpsert = z.infer<typeof FeedRoundsUpsertSchema>;

export const FeedFixtureSchema = z
  .strictObject({
    fixture: Ref,
    /** The round number it is played in; null: not scheduled (postponed with no new date). */
    round: z.number().int().min(1).max(100).nullable(),
    home: Ref,
    away: Ref,
    /** Null: not scheduled. */
    kickoff_at: Instant.nullable(),
    /** The provider's difficulty rating of the fixture for each side, 1..5 (FPL's FDR); default 3. */
    home_difficulty: z.number().int().min(1).max(5).optional(),
    away_difficulty: z.number().int().min(1).max(5).optional(),
  })
  .refine((f) => f.home !== f.away, 'a team does not play itself');

/**
 * `fixtures.upsert`: fixtures created or moved (kick-off, round: FPL's blank and double rounds). A known
 * fixture sent with no round or kick-off is postponed (no points; its round can finish without it) and
 * scheduled again by a later upsert. A new fixture needs both. A fixture being played or played keeps its
 * round and teams (`FEED_FIXTURE_PLAYED` when they differ; a correction changes its stats).
 */
export const FeedFixturesUpsertSchema = z.strictObject({
  fixtures: z.array(FeedFixtureSchema).min(1).max(400),
});
export type FeedFixturesUpsert = z.infer<typeof FeedFixturesUpsertSchema>;

/**
 * `fixture.lineup` (on the fixture's own stream, envelope `fixture`), the one line-up kind of both sports
 * (ADR 0050; it replaced cricket's own `cricket.lineup`): per team — the provider's team id, both teams
 * of the fixture — who starts and who is on the bench, in the provider's order. Players must be of the
 * team they are listed for, each listed once. Replaces the fixture's line-up; refused once it is finished.
 *
 * Per sport: soccer's `starting` is the XI and `bench` the named substitutes. Cricket's `starting` is every
 * listed player (the XI and the impact substitutes, Cricsheet's `info.players`: each scores "playing"), its
 * `bench` stays empty, and `overs` is the overs each side may bat (the net run rate reads it). A cricket
 * line-up starts the match (ADR 0043); a soccer one does not.
 */
export const FeedLineupSchema = z
  .strictObject({
    teams: z
      .array(
        z.strictObject({
          team: Ref,
          starting: z.array(Ref).min(1).max(20),
          bench: z.array(Ref).max(20).default([]),
        }),
      )
      .length(2),
    /** Cricket: the overs each side may bat (20 in a T20; fewer in a shortened match). */
    overs: z.number().int().min(1).max(50).optional(),
  })
  .refine((l) => l.teams[0]?.team !== l.teams[1]?.team, 'both teams of the fixture')
  .refine((l) => {
    const all = l.teams.flatMap((t) => [...t.starting, ...t.bench]);
    return new Set(all).size === all.length;
  }, 'a player is listed once');
export type FeedLineup = z.infer<typeof FeedLineupSchema>;

/** The envelope of a season's stream: the provider's season id instead of a fixture. */
const seasonEnvelope = {
  provider: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,39}$/),
  /** The provider's id of the season (its own, e.g. '2024-25' or '23614'). */
  season: Ref,
  sequence: z.number().int().min(1).max(2_147_483_647),
  sent_at: Instant.optional(),
};

export const FeedSeasonUpsertMessageSchema = z.strictObject({
  ...seasonEnvelope,
  kind: z.literal('season.upsert'),
  data: FeedSeasonUpsertSchema,
});
export const FeedTeamsUpsertMessageSchema = z.strictObject({
  ...seasonEnvelope,
  kind: z.literal('teams.upsert'),
  data: FeedTeamsUpsertSchema,
});
export const FeedPlayersUpsertMessageSchema = z.strictObject({
  ...seasonEnvelope,
  kind: z.literal('players.upsert'),
  data: FeedPlayersUpsertSchema,
});
export const FeedRoundsUpsertMessageSchema = z.strictObject({
  ...seasonEnvelope,
  kind: z.literal('rounds.upsert'),
  data: FeedRoundsUpsertSchema,
});
export const FeedFixturesUpsertMessageSchema = z.strictObject({
  ...seasonEnvelope,
  kind: z.literal('fixtures.upsert'),
  data: FeedFixturesUpsertSchema,
});

/** The season stream's kinds (registered in FeedMessageSchema, contracts/feed.ts). */
export const FEED_SEASON_KINDS = [
  'season.upsert',
  'teams.upsert',
  'players.upsert',
  'rounds.upsert',
  'fixtures.upsert',
] as const;
export type FeedSeasonKind = (typeof FEED_SEASON_KINDS)[number];

/** The cursor ref (feed status, acks) of a season's stream. */
export const seasonStreamRef = (seasonRef: string) => `season:${seasonRef}`;

export type FeedSeasonMessage =
  | z.infer<typeof FeedSeasonUpsertMessageSchema>
  | z.infer<typeof FeedTeamsUpsertMessageSchema>
  | z.infer<typeof FeedPlayersUpsertMessageSchema>
  | z.infer<typeof FeedRoundsUpsertMessageSchema>
  | z.infer<typeof FeedFixturesUpsertMessageSchema>;

export function isSeasonMessage(message: { kind: string }): message is FeedSeasonMessage {
  return (FEED_SEASON_KINDS as readonly string[]).includes(message.kind);
}

/**
 * One message of each season kind, as the API docs show them (FPL 2023-24's ids: team 6 Burnley,
 * team 13 Man City, player 355 Haaland, fixture 1 Burnley v Man City). Plain data (see FEED_MESSAGE_EXAMPLES).
 */
export const FEED_SEASON_MESSAGE_EXAMPLES = (() => {
  const base = { provider: 'fpl-json', season: '2023-24', sent_at: '2023-07-01T09:00:00Z' };
  return [
    {
      ...base,
      sequence: 1,
      kind: 'season.upsert',
      data: {
        competition: { code: 'epl', name: 'Premier League', sport: 'soccer' },
        name: '2023-24',
        budget: 1000,
      },
    },
    {
      ...base,
      sequence: 2,
      kind: 'teams.upsert',
      data: {
        teams: [
          { team: '6', name: 'Burnley', short_name: 'BUR', strength: 2 },
          { team: '13', name: 'Man City', short_name: 'MCI', strength: 5 },
        ],
      },
    },
    {
      ...base,
      sequence: 3,
      kind: 'players.upsert',
      data: {
        players: [
          {
            player: '355',
            team: '13',
            name: 'Haaland',
            full_name: 'Erling Haaland',
            position: 'FWD',
            price: 140,
          },
          {
            player: '349',
            team: '13',
            name: 'De Bruyne',
            full_name: 'Kevin De Bruyne',
            position: 'MID',
            price: 105,
            availability: {
              status: 'injured',
              chance: 0,
              news: 'Hamstring injury - Expected back 23 Dec',
            },
          },
        ],
      },
    },
    {
      ...base,
      sequence: 4,
      kind: 'rounds.upsert',
      data: {
        rounds: [
          { number: 1, name: 'Gameweek 1', deadline_at: '2023-08-11T17:30:00Z' },
          { number: 2, name: 'Gameweek 2' },
        ],
      },
    },
    {
      ...base,
      sequence: 5,
      kind: 'fixtures.upsert',
      data: {
        fixtures: [
          {
            fixture: '1',
            round: 1,
            home: '6',
            away: '13',
            kickoff_at: '2023-08-11T19:00:00Z',
            home_difficulty: 5,
            away_difficulty: 2,
          },
        ],
      },
    },
    {
      ...base,
      sequence: 6,
      kind: 'season.upsert',
      data: {
        competition: { code: 'epl', name: 'Premier League', sport: 'soccer' },
        name: '2023-24',
        budget: 1000,
        current: true,
      },
    },
  ];
})();

/** A line-up on the fixture's stream (Burnley v Man City, FPL 2023-24). */
export const FEED_LINEUP_EXAMPLE = {
  provider: 'fpl-json',
  fixture: '1',
  sequence: 1,
  sent_at: '2023-08-11T18:00:00Z',
  kind: 'fixture.lineup',
  data: {
    teams: [
      { team: '3', starting: ['182', '176'], bench: ['159'] },
      { team: '13', starting: ['352', '355', '349'], bench: ['358'] },
    ],
  },
};
