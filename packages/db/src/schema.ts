// The whole Gameweek schema. Conventions (see docs/decisions/0004 for ranks):
// - ids are `integer generated always as identity`, everywhere (no uuids): small, ordered, cheap to join.
// - money and prices are integer tenths (FPL's own unit: 55 = 5.5m).
// - timestamps are `timestamptz`; the season clock passes `now` explicitly, nothing reads the wall clock in SQL.
// - sport-specific shapes (soccer vs cricket stats, point breakdowns) are typed jsonb; everything the API
//   filters or joins on is a real column.
import type { CricketMatchOutcome } from '@gameweek/rules/cricket/match-result';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const ts = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => ts().notNull().defaultNow();
/** Team points: whole or half (cricket vice-captain ×1.5), stored exactly as numeric(10,1), read as numbers. */
const halfPoints = () => numeric({ precision: 10, scale: 1, mode: 'number' });

// ───────────────────────────── enums ─────────────────────────────

export const sportContext = pgEnum('sport_context', ['soccer', 'cricket']);
export const userStatus = pgEnum('user_status', [
  'active',
  'cancelled',
  'deleted',
  'demo',
  'guest',
  'registered',
  'suspended',
  'unknown',
]);
export const roundStatus = pgEnum('round_status', [
  'NOT_STARTED',
  'OPEN',
  'LOCKED',
  'LIVE',
  'FINISHED',
]);
export const fixtureStatus = pgEnum('fixture_status', [
  'SCHEDULED',
  'LIVE',
  'FINISHED',
  'POSTPONED',
]);
/** Soccer: GK DEF MID FWD. Cricket: WK BAT AR BOWL. One enum so the players table serves both sports. */
export const playerPosition = pgEnum('player_position', [
  'GK',
  'DEF',
  'MID',
  'FWD',
  'WK',
  'BAT',
  'AR',
  'BOWL',
]);
export const chip = pgEnum('chip', ['wildcard', 'free_hit', 'bench_boost', 'triple_captain']);
export const leagueKind = pgEnum('league_kind', ['classic', 'h2h']);
export const contentKind = pgEnum('content_kind', ['news', 'video']);
export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

// ───────────────────────────── game data (shared by tenants) ─────────────────────────────

export const competitions = pgTable('competitions', {
  id: id(),
  /** Natural key, e.g. 'epl', 'ipl'. */
  code: text().notNull().unique(),
  name: text().notNull(),
  sport: sportContext().notNull(),
  /** Competition format as the app config reports it ('classic' or the classic-clashes constant). */
  format: text().notNull().default('classic'),
});

export interface SeasonClockConfig {
  /** 'replay' = an imported past season mapped onto demo time (ADR 0005); 'live' = a real feed. */
  mode: 'replay' | 'live';
  /** Wall-clock milliseconds one match lasts on the clock (replay); a real match is ~115 min. */
  matchMs: number;
  /** Demo: simulated managers make transfers when a round opens (ADR 0005). */
  simulateManagers?: boolean;
}

export const seasons = pgTable(
  'seasons',
  {
    id: id(),
    competitionId: integer()
      .notNull()
      .references(() => competitions.id),
    /** Natural key within the competition, e.g. '2023-24', '2024'. */
    name: text().notNull(),
    /** Squad budget in tenths (1000 = 100.0m). */
    budget: integer().notNull(),
    clock: jsonb().$type<SeasonClockConfig>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seasons_competition_name').on(t.competitionId, t.name)],
);

export const rounds = pgTable(
  'rounds',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    number: integer().notNull(),
    name: text().notNull(),
    status: roundStatus().notNull().default('NOT_STARTED'),
    /** When the round opens for picks (the previous deadline passing is not enough: demo time is sparse). */
    opensAt: ts().notNull(),
    /** Picks lock at the deadline; enforced inside the transaction that saves picks. */
    deadlineAt: ts().notNull(),
    /** The real-world deadline, kept when the clock is a replay that moved deadlineAt. */
    realDeadlineAt: ts(),
    /** Set by the finalisation job: totals, ranks and histogram are final from then on. */
    finalisedAt: ts(),
    /** The deadline was derived from the first kick-off (the feed sent none): moved when fixtures move. */
    deadlineFromKickoff: boolean().notNull().default(false),
    /**
     * Bumped by every transaction that changes the round's manager scores or histograms (a live event,
     * a whole scoring): an API instance's in-memory live scores of the round are valid while their
     * version equals it (ADR 0049).
     */
    scoresVersion: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('rounds_season_number').on(t.seasonId, t.number),
    index('rounds_status').on(t.status),
  ],
);

export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    /** Id in the source data (FPL team id, Cricsheet team name). */
    externalId: text().notNull(),
    name: text().notNull(),
    shortName: text().notNull(),
    /** Source's overall strength (FPL 1..5), null when the source has none. */
    strength: integer(),
  },
  (t) => [uniqueIndex('clubs_season_external').on(t.seasonId, t.externalId)],
);

export const players = pgTable(
  'players',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    /** Id in the source data (FPL element id, Cricsheet person id). */
    externalId: text().notNull(),
    /** Display name (FPL web_name). */
    name: text().notNull(),
    fullName: text().notNull(),
    position: playerPosition().notNull(),
    /** Price (soccer) or credits (cricket) at the season's start, in tenths. */
    startPrice: integer().notNull(),
    /** Current price in tenths; player_prices holds the history per round. */
    price: integer().notNull(),
    /** 'a' available, 'u' unavailable (left the league)... as in FPL; cricket uses 'a'. */
    availability: text().notNull().default('a'),
    /** Chance of playing the next round, percent; null when the source says nothing (FPL's). */
    chanceOfPlaying: integer(),
    /** The source's short note on the player's availability ('' when none). */
    news: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('players_season_external').on(t.seasonId, t.externalId),
    index('players_club').on(t.clubId),
  ],
);

export const playerPrices = pgTable(
  'player_prices',
  {
    playerId: integer()
      .notNull()
      .references(() => players.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    price: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.roundId] })],
);

export const fixtures = pgTable(
  'fixtures',
  {
    id: id(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    externalId: text().notNull(),
    homeClubId: integer()
      .notNull()
      .references(() => clubs.id),
    awayClubId: integer()
      .notNull()
      .references(() => clubs.id),
    kickoffAt: ts().notNull(),
    /** Real kick-off when the clock is a replay that moved kickoffAt. */
    realKickoffAt: ts(),
    status: fixtureStatus().notNull().default('SCHEDULED'),
    /** Match minute shown while live (soccer 0..90; cricket: overs bowled × 10 is not used, see ADR 0005). */
    minute: integer().notNull().default(0),
    homeScore: integer(),
    awayScore: integer(),
    /** Final score from the source data; the clock reveals it progressively in a replay. */
    sourceHomeScore: integer(),
    sourceAwayScore: integer(),
    /**
     * What a replay reveals from while the fixture is live: for cricket the Cricsheet match (teams, players,
     * registry, innings with every delivery), so live points are the engine's points of the overs bowled so far.
     */
    replay: jsonb().$type<Record<string, unknown>>(),
    /** Fixture difficulty rating 1..5 for each side (FPL FDR). */
    homeDifficulty: integer().notNull().default(3),
    awayDifficulty: integer().notNull().default(3),
    /**
     * Cricket: the finished match's outcome (winner side and margin, tie with the super over's winner, no
     * result), worded by each page in its reader's language (ADR 0062). Null for soccer and before a result.
     */
    outcome: jsonb().$type<CricketMatchOutcome>(),
    startedAt: ts(),
    finishedAt: ts(),
  },
  (t) => [
    uniqueIndex('fixtures_season_external').on(t.seasonId, t.externalId),
    index('fixtures_round').on(t.roundId),
    index('fixtures_status_kickoff').on(t.status, t.kickoffAt),
  ],
);

/**
 * A player's stats for one fixture, keyed by the rules engine's own names so they pass through unchanged:
 * soccer uses FPL's columns (goals_scored, bps, …; zero counts are left out to keep rows small, the engine's
 * soccerStats() fills them in), cricket the engine's CricketPlayerStats (runs, wickets, dismissed, …).
 * Kept independent of the engine's types here so a rules refactor never forces a migration.
 */
export type FixtureStats = Readonly<Record<string, number | boolean>>;

/** The source truth: what the player finally did in the fixture (imported, never changed by the clock). */
export const playerFixtureStats = pgTable(
  'player_fixture_stats',
  {
    fixtureId: integer()
      .notNull()
      .references(() => fixtures.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    stats: jsonb().$type<FixtureStats>().notNull(),
    /** Points the source itself reported (FPL total_points), for verification; null for cricket. */
    sourcePoints: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.fixtureId, t.playerId] }),
    index('player_fixture_stats_player').on(t.playerId),
  ],
);

export interface PointsBreakdownLine {
  /** Stat key, e.g. 'goalsScored', 'bonus', 'runs'. */
  stat: string;
  value: number;
  points: number;
}

/** What the game shows and scores with: stats so far, points and their breakdown, written by the clock. */
export const playerFixturePoints = pgTable(
  'player_fixture_points',
  {
    fixtureId: integer()
      .notNull()
      .references(() => fixtures.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    stats: jsonb().$type<FixtureStats>().notNull(),
    points: integer().notNull(),
    breakdown: jsonb().$type<PointsBreakdownLine[]>().notNull(),
    /** True once the fixture ended and bonus is final; while live, bonus is provisional (from bps so far). */
    final: boolean().notNull().default(false),
    updatedAt: ts().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fixtureId, t.playerId] }),
    index('player_fixture_points_round_player').on(t.roundId, t.playerId),
  ],
);

// ───────────────────────────── tenants and users ─────────────────────────────

export interface TenantLanguage {
  code: string;
  /** The language's own name, as the selector shows it ('Deutsch', 'اردو'). */
  name: string;
  ltr: boolean;
}

export interface TenantPrize {
  title: string;
  description: string;
  imageUrl?: string;
}

/** A tenant's prizes per language code (ADR 0056). */
export type TenantPrizes = Record<string, TenantPrize[]>;

/** The tenant's game-money convention (@gameweek/contracts/config GameMoney); null: the sport's. */
export type TenantMoney =
  | { kind: 'currency'; currency: string; unit: 'million' }
  | { kind: 'credits' };

export const tenants = pgTable('tenants', {
  id: id(),
  /** Natural key for seeding and logs, e.g. 'white-label-soccer'. */
  slug: text().notNull().unique(),
  name: text().notNull(),
  /** The operator's service id (sent by the app as service_id on login/demo). */
  serviceId: text().notNull().unique(),
  themeId: text().notNull(),
  context: sportContext().notNull(),
  seasonId: integer().references(() => seasons.id),
  languages: jsonb().$type<TenantLanguage[]>().notNull(),
  defaultLanguage: text().notNull().default('en'),
  /**
   * Prizes per language code, each list in its order (ADR 0056); a language without a list shows the
   * default language's; null or no list in the default language: no prizes page.
   */
  prizes: jsonb().$type<TenantPrizes>(),
  consentManagement: boolean().notNull().default(false),
  /** Whether /free-sign-up (registration without operator billing) is offered on this tenant. */
  freeSignUp: boolean().notNull().default(false),
  /** How prices are written (£7.5m, 8.5 credits); null: the sport's convention. */
  money: jsonb().$type<TenantMoney>(),
  /**
   * Origin of the tenant's web app ('https://fantasy.operator.example'): the only base of links in
   * its e-mails. Never taken from a request's Host, which the sender of the request chooses.
   */
  publicWebUrl: text(),
  /** Analytics container ids: one when consent management is on, one when it is off. */
  analyticsId: text(),
  analyticsConsentId: text(),
  /** The product name players see; null: the theme's (ADR 0052). */
  productName: text(),
  /** sha-256 (hex) of the tenant's logo in `tenant_logos`; null: the theme's logo. */
  logoHash: text(),
  /** Consent banner text per language code (plain text); a language without one: the app's own. */
  consentText: jsonb().$type<Record<string, string>>(),
  /** The theme's home sections in the operator's order; null: the theme's order. */
  homeSections: jsonb().$type<string[]>(),
  createdAt: createdAt(),
});

/** The tenant's uploaded logo: a PNG re-assembled from its checked chunks (ADR 0052). */
export const tenantLogos = pgTable('tenant_logos', {
  tenantId: integer()
    .primaryKey()
    .references(() => tenants.id),
  /** sha-256 (hex) of `png`: the logo's URL names it, so a new logo is a new URL. */
  hash: text().notNull(),
  /** The PNG, base64 (a few KB; read only when the logo is fetched). */
  pngBase64: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  updatedAt: ts().notNull(),
});

/** Every host name a tenant answers on; the `domain` header is looked up here. */
export const tenantDomains = pgTable('tenant_domains', {
  domain: text().primaryKey(),
  tenantId: integer()
    .notNull()
    .references(() => tenants.id),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    status: userStatus().notNull().default('unknown'),
    email: text(),
    msisdn: text(),
    name: text().notNull().default(''),
    passwordHash: text(),
    preferredLanguage: text().notNull().default('en'),
    emailVerifiedAt: ts(),
    /** Simulated managers of the demo: kept out of nothing, but easy to recognise and rebuild. */
    simulated: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email').on(t.tenantId, t.email),
    uniqueIndex('users_tenant_msisdn').on(t.tenantId, t.msisdn),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha-256 of the bearer token: a stolen table does not give working tokens. */
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: ts().notNull(),
    revokedAt: ts(),
    /** The signing-in client's User-Agent (cut to 200 characters), for support to tell devices apart. */
    userAgent: text(),
    /** Last authenticated request, touched at most every few minutes (ADR 0054). */
    lastSeenAt: ts(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Append-only log of status changes (subscription, unsubscribe, operator callbacks). */
export const userStatusHistory = pgTable(
  'user_status_history',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    fromStatus: userStatus(),
    toStatus: userStatus().notNull(),
    /** Who caused it: 'register', 'operator-callback', 'unsubscribe', 'admin'... */
    source: text().notNull(),
    at: createdAt(),
  },
  (t) => [index('user_status_history_user').on(t.userId)],
);

export const userPreferences = pgTable('user_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  language: text(),
  favouriteClubId: integer().references(() => clubs.id),
  marketingOptIn: boolean().notNull().default(false),
  /** Anything else the app stores per user (UI settings); kept small. */
  extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: createdAt(),
});

/** A repeated save with the same key returns the stored response instead of saving twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    key: text().notNull(),
    /** Hash of method + path + body: the same key with a different request is a client error. */
    requestHash: text().notNull(),
    responseStatus: integer().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Outbound SMS / e-mail / billing calls, relayed at least once; dedupeKey makes the relay idempotent. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    tenantId: integer().references(() => tenants.id),
    kind: text().notNull(),
    dedupeKey: text().notNull().unique(),
    payload: jsonb().notNull(),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    availableAt: createdAt(),
    sentAt: ts(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending').on(t.status, t.availableAt)],
);

// ───────────────────────────── squads, picks, transfers ─────────────────────────────

export const squads = pgTable(
  'squads',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    name: text().notNull(),
    /** First round this squad plays (points before it are not its own). */
    startRoundId: integer()
      .notNull()
      .references(() => rounds.id),
    /** Chips played this season, so each is used at most as often as the rules allow. */
    chipsUsed: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('squads_user_season').on(t.userId, t.seasonId),
    index('squads_tenant_season').on(t.tenantId, t.seasonId),
  ],
);

/** Per round: the manager's choices that are not per-player. */
export const squadRounds = pgTable(
  'squad_rounds',
  {
    squadId: integer()
      .notNull()
      .references(() => squads.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    captainPlayerId: integer()
      .notNull()
      .references(() => players.id),
    viceCaptainPlayerId: integer()
      .notNull()
      .references(() => players.id),
    chip: chip(),
    /** Money in the bank after this round's transfers, in tenths. */
    bank: integer().notNull(),
    /** Free transfers available for this round before any were made. */
    freeTransfers: integer().notNull(),
    transfersMade: integer().notNull().default(0),
    /** Points deducted for transfers beyond the free ones (a "hit"), positive number. */
    transferCost: integer().notNull().default(0),
    savedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.squadId, t.roundId] }),
    // Deadline carry-over and scoring read a whole round at once.
    index('squad_rounds_round').on(t.roundId),
  ],
);

export const picks = pgTable(
  'picks',
  {
    squadId: integer()
      .notNull()
      .references(() => squads.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** 1..11 starters, 12.. bench in substitution order (12 = first sub; soccer 12 is the reserve GK). */
    slot: integer().notNull(),
    /** Price paid when the player was bought, in tenths (selling price follows FPL's half-profit rule). */
    purchasePrice: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.squadId, t.roundId, t.playerId] }),
    uniqueIndex('picks_squad_round_slot').on(t.squadId, t.roundId, t.slot),
    index('picks_round_player').on(t.roundId, t.playerId),
  ],
);

export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    squadId: integer()
      .notNull()
      .references(() => squads.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    playerOutId: integer()
      .notNull()
      .references(() => players.id),
    playerInId: integer()
      .notNull()
      .references(() => players.id),
    priceOut: integer().notNull(),
    priceIn: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transfers_squad_round').on(t.squadId, t.roundId)],
);

// ───────────────────────────── scores and ranks (ADR 0004) ─────────────────────────────

export interface ManagerRoundDetail {
  /** Player ids that came on as automatic substitutes, with whom they replaced. */
  autoSubs: { out: number; in: number }[];
  /** Who actually received the captain's multiplier (the vice when the captain did not play). */
  captainPlayerId: number | null;
  multiplier: number;
}

export const managerRoundScores = pgTable(
  'manager_round_scores',
  {
    squadId: integer()
      .notNull()
      .references(() => squads.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    /** Round points before the transfer cost; numeric(10,1): a cricket vice-captain's ×1.5 gives halves (ADR 0015). */
    points: halfPoints().notNull(),
    transferCost: integer().notNull().default(0),
    /** Season total after this round: previous total + points − transferCost. */
    total: halfPoints().notNull(),
    /** Overall rank on total after this round (1 + managers with more points), null until finalised. */
    rank: integer(),
    previousRank: integer(),
    /** Rank on this round's net points alone. */
    roundRank: integer(),
    detail: jsonb().$type<ManagerRoundDetail>(),
    final: boolean().notNull().default(false),
    updatedAt: ts().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.squadId, t.roundId] }),
    // The leaderboard's keyset (total desc, squad_id desc) is one index range scan with squad_id in
    // the key: without it every row tied on the cursor's total was fetched and sorted (ADR 0016).
    index('manager_round_scores_keyset').on(t.tenantId, t.roundId, t.total, t.squadId),
    // Scoring a round reads the previous round's totals for every squad.
    index('manager_round_scores_round').on(t.roundId),
  ],
);

/**
 * Histogram of manager totals per tenant and round (ADR 0004): rank(total) = 1 + Σ count where points > total.
 * kind 'total' = season totals after the round, 'round' = the round's net points.
 */
export const pointsHistograms = pgTable(
  'points_histograms',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    kind: text().notNull(),
    points: halfPoints().notNull(),
    managers: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roundId, t.kind, t.points] }),
    check('points_histograms_kind', sql`${t.kind} in ('total', 'round')`),
  ],
);

// ───────────────────────────── leagues ─────────────────────────────

export const leagues = pgTable(
  'leagues',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    name: text().notNull(),
    kind: leagueKind().notNull(),
    inviteCode: text().notNull().unique(),
    ownerUserId: integer().references(() => users.id),
    /** Points count from this round on. */
    startRoundId: integer()
      .notNull()
      .references(() => rounds.id),
    /** Public leagues (the tenant's overall league) cannot be left. */
    system: boolean().notNull().default(false),
    /** Closed by the operator's staff (an offensive name, say): no one joins any more (ADR 0046). */
    closedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [index('leagues_tenant').on(t.tenantId)],
);

export const leagueMembers = pgTable(
  'league_members',
  {
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    squadId: integer()
      .notNull()
      .references(() => squads.id),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.squadId] }),
    index('league_members_squad').on(t.squadId),
  ],
);

/** Head-to-head pairings per round; awaySquadId null = a bye against the league average. */
export const h2hMatches = pgTable(
  'h2h_matches',
  {
    id: id(),
    leagueId: integer()
      .notNull()
      .references(() => leagues.id),
    roundId: integer()
      .notNull()
      .references(() => rounds.id),
    homeSquadId: integer()
      .notNull()
      .references(() => squads.id),
    awaySquadId: integer().references(() => squads.id),
    homePoints: halfPoints(),
    awayPoints: halfPoints(),
    /** League points won: 3 win, 1 draw, 0 loss; null until the round is final. */
    homeResult: integer(),
    awayResult: integer(),
  },
  (t) => [uniqueIndex('h2h_matches_league_round_home').on(t.leagueId, t.roundId, t.homeSquadId)],
);

// ───────────────────────────── content ─────────────────────────────

export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    locale: text().notNull(),
    kind: contentKind().notNull(),
    /** Natural key for idempotent seeding, unique per tenant. */
    slug: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    /** Video or article URL. */
    url: text(),
    imageUrl: text(),
    publishedAt: ts().notNull(),
  },
  (t) => [
    uniqueIndex('content_items_tenant_slug_locale').on(t.tenantId, t.slug, t.locale),
    index('content_items_tenant_kind').on(t.tenantId, t.kind, t.publishedAt),
  ],
);

/** Terms pages per tenant and locale: page is a term-page slug ('privacy-policy') or a terms key ('optin'). */
export const termsPages = pgTable(
  'terms_pages',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    locale: text().notNull(),
    page: text().notNull(),
    title: text().notNull(),
    /** Sanitised HTML written by the operator. */
    body: text().notNull(),
    footer: text().notNull().default(''),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.locale, t.page] })],
);

export interface FooterContent {
  links: { link: string; copy: string }[];
  external_links: { link: string; copy: string }[];
  text: string;
  hotline: { text: string };
  optin_footer: string | null;
}

export const footers = pgTable(
  'footers',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    locale: text().notNull(),
    content: jsonb().$type<FooterContent>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.locale] })],
);

/**
 * How-to-play extras (ADR 0056): the operator's own sections under the game's how-to-play page, per
 * language, in the operator's order. `slug` is the natural key (the same slug in another language is
 * the same extra translated); `body` is HTML sanitised by the API; a draft (`published` false) is not
 * shown to players.
 */
export const howToPlayExtras = pgTable(
  'how_to_play_extras',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    locale: text().notNull(),
    slug: text().notNull(),
    /** Order within the language: smaller first. */
    position: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    published: boolean().notNull().default(false),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.locale, t.slug] }),
    index('how_to_play_extras_tenant_locale_position').on(t.tenantId, t.locale, t.position),
  ],
);

// ───────────────────────────── the season clock ─────────────────────────────

/**
 * Steps of the season clock. `key` is the natural key of a step ('round:12:lock'): inserting it twice is a
 * no-op and a step marked done never runs again, so ticks are idempotent and survive restarts.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    key: text().notNull().unique(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, number | string>>().notNull().default({}),
    runAt: ts().notNull(),
    status: jobStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    doneAt: ts(),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt)],
);

// ───────────────────────────── accounts: one-time codes, e-mail tokens, carrier billing ─────────────────────────────

/** One SMS code. Rows double as the send log the per-number, per-IP and per-prefix limits count. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    /**
     * sha-256 of the random id handed to the browser that asked: the code is valid only with it. Not
     * unique: a code support resends for the same request is a new row under the same id (ADR 0054);
     * the newest row of an id is the one that counts.
     */
    requestIdHash: text().notNull(),
    msisdn: text().notNull(),
    /** Leading digits (country + operator range), for the limit against SMS pumping. */
    msisdnPrefix: text().notNull(),
    ip: text().notNull(),
    /** HMAC of request id + code under the server's pepper; the code itself is never stored. */
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: ts().notNull(),
    consumedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_request').on(t.requestIdHash, t.id),
    index('otp_challenges_msisdn').on(t.msisdn, t.createdAt),
    index('otp_challenges_ip').on(t.ip, t.createdAt),
    index('otp_challenges_prefix').on(t.msisdnPrefix, t.createdAt),
  ],
);

/**
 * Consecutive failed password checks per account and source address (ADR 0028). Keyed by the
 * normalised username as typed, so an unknown account is throttled exactly like a real one; per
 * source, so a guesser elsewhere cannot lock the owner out. The row goes on success.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    account: text().notNull(),
    source: text().notNull(),
    /** Counted before the password is checked, so parallel guesses cannot pass one open window. */
    failures: integer().notNull().default(0),
    blockedUntil: ts(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.account, t.source] }),
    // For forgetting idle counters (guesses at addresses that never sign in would pile up).
    index('login_throttles_updated').on(t.updatedAt),
  ],
);

/** Single-use e-mail tokens (password reset, e-mail verification); only their sha-256 is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    purpose: text().notNull().$type<'password_reset' | 'email_verification'>(),
    tokenHash: text().notNull().unique(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user').on(t.userId, t.purpose)],
);

/**
 * The evidence of a carrier-billing consent: what was shown (step 1) and the separate confirmation
 * (step 2), then the operator's charge made with `idempotencyKey`.
 */
export const billingConsents = pgTable(
  'billing_consents',
  {
    id: id(),
    /** Public reference: in the checkout URL and sent to the operator as consent_reference. */
    reference: text().notNull().unique(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The charged number; replaced by its keyed hash when the profile is removed. */
    msisdn: text().notNull(),
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    periodDays: integer().notNull(),
    description: text().notNull(),
    shownAt: ts().notNull(),
    shownIp: text().notNull(),
    shownUserAgent: text().notNull(),
    confirmedAt: ts(),
    confirmedIp: text(),
    confirmedUserAgent: text(),
    idempotencyKey: text().notNull().unique(),
    status: text()
      .notNull()
      .default('offered')
      // 'ended': the subscription it started was cancelled, so the user may subscribe again.
      .$type<'offered' | 'charging' | 'charged' | 'failed' | 'ended'>(),
    operatorChargeId: text(),
    operatorSubscriptionId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_consents_user').on(t.userId, t.createdAt),
    index('billing_consents_subscription').on(t.operatorSubscriptionId),
    // One live subscription per user and tenant, whatever number of checkouts are confirmed at
    // once or on however many API instances: the second confirmation cannot reach the operator.
    uniqueIndex('billing_consents_one_live')
      .on(t.tenantId, t.userId)
      .where(sql`${t.status} in ('charging', 'charged')`),
  ],
);

/** Every operator callback, keyed by the operator's event id: a replayed callback is applied once. */
export const operatorEvents = pgTable('operator_events', {
  eventId: text().primaryKey(),
  type: text().notNull(),
  payload: jsonb().notNull(),
  userId: integer().references(() => users.id),
  /** What applying it did: 'applied', 'no_change', 'ignored: <why>'. */
  outcome: text().notNull(),
  receivedAt: createdAt(),
});

// ───────────────────────────── the data feed (issue 21, ADR 0039) ─────────────────────────────

/**
 * A provider's signing keys for one tenant. The secret itself is never stored: it is derived as
 * HMAC-SHA256(FEED_KEY_SECRET, `feed-key.<keyId>.<salt>`), handed to the provider once, and derived again to
 * verify each request (ADR 0039), so a copy of the database alone signs nothing. Two keys of a provider are
 * valid at once during a rotation: the old one until `retiresAt`.
 */
export const feedKeys = pgTable(
  'feed_keys',
  {
    id: id(),
    /** Public id the provider sends in X-Feed-Key ('fk_…'). */
    keyId: text().notNull().unique(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    /** Who sends with it ('fpl-json', 'opta', 'demo-replay'); messages must name the same provider. */
    provider: text().notNull(),
    salt: text().notNull(),
    createdAt: createdAt(),
    /** The key is refused from this instant on (null: no end set). */
    retiresAt: ts(),
  },
  (t) => [index('feed_keys_tenant_provider').on(t.tenantId, t.provider)],
);

/** Every call to the feed API, signed or not: who sent it, what it asked, what it was answered. */
export const feedCalls = pgTable(
  'feed_calls',
  {
    id: id(),
    /** Null when the call named no valid key (then `keyId` is what it sent, if anything). */
    tenantId: integer().references(() => tenants.id),
    provider: text(),
    keyId: text(),
    method: text().notNull(),
    path: text().notNull(),
    statusCode: integer().notNull(),
    /** 'applied', 'held', 'repeated', 'refused: <code>', 'read'. */
    outcome: text().notNull(),
    ip: text().notNull(),
    receivedAt: ts().notNull(),
  },
  (t) => [index('feed_calls_tenant_received').on(t.tenantId, t.receivedAt)],
);

/**
 * Every authenticated feed message with its first answer. (season, provider, fixture ref, sequence) is
 * unique among messages not refused: a repeat finds its first answer here; a held one waits here until
 * the fixture's cursor reaches it. A refused message does not take its sequence number.
 */
export const feedMessages = pgTable(
  'feed_messages',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    seasonId: integer().references(() => seasons.id),
    provider: text().notNull(),
    keyId: text().notNull(),
    /** The provider's fixture id as sent (fixtures.external_id); null only in a refused unreadable body. */
    fixtureRef: text(),
    fixtureId: integer().references(() => fixtures.id),
    sequence: integer(),
    kind: text(),
    /** sha-256 of the exact body: the same number with other content is refused, not taken as a repeat. */
    bodyHash: text().notNull(),
    body: jsonb().notNull(),
    status: text().notNull().$type<'applied' | 'held' | 'refused'>(),
    /** Why it was refused (error code and message). */
    reason: text(),
    responseStatus: integer().notNull(),
    response: jsonb().notNull(),
    /** The provider's own time of the message (lag = receivedAt − sentAt). */
    sentAt: ts(),
    receivedAt: ts().notNull(),
    appliedAt: ts(),
  },
  (t) => [
    uniqueIndex('feed_messages_sequence')
      .on(t.seasonId, t.provider, t.fixtureRef, t.sequence)
      .where(sql`${t.status} <> 'refused'`),
    index('feed_messages_status').on(t.tenantId, t.status, t.receivedAt),
  ],
);

/** Per fixture and provider: the last sequence number applied (messages apply in order from 1). */
export const feedCursors = pgTable(
  'feed_cursors',
  {
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    provider: text().notNull(),
    fixtureRef: text().notNull(),
    appliedThrough: integer().notNull().default(0),
    lastReceivedAt: ts(),
    lastSentAt: ts(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.provider, t.fixtureRef] })],
);

/**
 * Which season a provider's season id means for a tenant (ADR 0041): set when the season's first
 * `season.upsert` is applied; the season stream's messages and per-fixture messages naming the season
 * are applied to this season.
 */
export const feedSeasons = pgTable(
  'feed_seasons',
  {
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    provider: text().notNull(),
    seasonRef: text().notNull(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    createdAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider, t.seasonRef] })],
);

/** A fixture's line-up as the feed last sent it: who starts and who is on the bench, in order. */
export const fixtureLineups = pgTable(
  'fixture_lineups',
  {
    fixtureId: integer()
      .notNull()
      .references(() => fixtures.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    /** The team the line-up lists him under (his club at this fixture, ADR 0060). */
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    starting: boolean().notNull(),
    /** The provider's order within starters or bench, from 1. */
    slot: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.playerId] })],
);

/**
 * A player's club in a fixture that had already started when he moved club (ADR 0060): written when the
 * feed moves him (`players.upsert` with another team), one row per started fixture of the club he left.
 * Every other fixture is played by his current club (`players.club_id`), so "his club at a fixture" is
 * this row's club, else his current one.
 */
export const fixturePlayerClubs = pgTable(
  'fixture_player_clubs',
  {
    fixtureId: integer()
      .notNull()
      .references(() => fixtures.id),
    playerId: integer()
      .notNull()
      .references(() => players.id),
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.playerId] })],
);

// ───────────────────────────── the operator console (issue 22, ADR 0046) ─────────────────────────────

export const staffRole = pgEnum('staff_role', ['owner', 'editor', 'support', 'viewer']);

/**
 * An operator's staff member (or a super-admin): never a subscriber's account. Staff sign in with an
 * e-mail, a password under the project's policy and a TOTP second factor (RFC 6238).
 */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    /** Lower-cased; one account per address across every tenant (roles are per tenant). */
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    /** The confirmed TOTP secret (base32); null until enrolment is confirmed. */
    totpSecret: text(),
    /** A secret offered for enrolment, not yet confirmed by a code. */
    totpPendingSecret: text(),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer(),
    /** Manages tenants and has every role in every tenant. */
    superAdmin: boolean().notNull().default(false),
    /** Disabled by an owner or a super-admin: no sign-in, no live session (ADR 0057). */
    disabledAt: ts(),
    /** The language the console mails this person in (their invitation's; ADR 0057). Null: the tenant's. */
    language: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email').on(t.email)],
);

/** What a staff member may do in one tenant. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    role: staffRole().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.tenantId] }),
    index('staff_roles_tenant').on(t.tenantId),
  ],
);

/**
 * A staff sign-in. `stage` 'enrol': the password was right but no second factor is set up yet, so
 * the session may only enrol one. Expires absolutely (expiresAt) and after idleness (lastSeenAt).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    stage: text().notNull().$type<'enrol' | 'full'>(),
    createdAt: createdAt(),
    lastSeenAt: ts().notNull(),
    expiresAt: ts().notNull(),
    revokedAt: ts(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/** An invitation by e-mail to a role in a tenant; only the token's sha-256 is stored. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    email: text().notNull(),
    role: staffRole().notNull(),
    /** The language of the invitation mail, chosen by the owner (ADR 0057); the account keeps it. */
    language: text(),
    tokenHash: text().notNull().unique(),
    invitedBy: integer()
      .notNull()
      .references(() => staff.id),
    expiresAt: ts().notNull(),
    acceptedAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invites_tenant').on(t.tenantId)],
);

/**
 * A staff password reset (ADR 0057): asked for on the sign-in page or sent by an owner. Single use,
 * 30 minutes; only the token's sha-256 is stored; a newer one retires the older ones.
 */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: id(),
    staffId: integer()
      .notNull()
      .references(() => staff.id),
    tokenHash: text().notNull().unique(),
    /** The owner who sent it; null when the member asked for it on the sign-in page. */
    sentBy: integer().references(() => staff.id),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    createdAt: ts().notNull(),
  },
  (t) => [index('staff_password_resets_staff').on(t.staffId)],
);

/** Consecutive failed staff sign-ins per account and source address (the public sign-in's throttle, ADR 0028). */
export const staffLoginThrottles = pgTable(
  'staff_login_throttles',
  {
    account: text().notNull(),
    source: text().notNull(),
    failures: integer().notNull().default(0),
    blockedUntil: ts(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.source] }),
    index('staff_login_throttles_updated').on(t.updatedAt),
  ],
);

/**
 * Every change made through the console: who, when, what, before and after. Append-only: a trigger
 * (migration 0016) refuses UPDATE, DELETE and TRUNCATE. Personal data of subscribers is not copied
 * here (users are named by id), so a profile removal leaves nothing of the person behind in it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for actions on no tenant (a super-admin creating a tenant). */
    tenantId: integer().references(() => tenants.id),
    /**
     * Who acted. Null only for a failed staff sign-in (ADR 0057): whoever typed is not known; the
     * account tried is the target.
     */
    staffId: integer().references(() => staff.id),
    /** 'user.status', 'league.rename', 'round.deadline', 'staff.invite', … */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    at: ts().notNull(),
  },
  (t) => [
    index('audit_log_tenant_at').on(t.tenantId, t.at),
    check(
      'audit_log_actor_known',
      sql`${t.staffId} is not null or ${t.action} = 'staff.sign_in_failed'`,
    ),
  ],
);
