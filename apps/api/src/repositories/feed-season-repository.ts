// The season-level feed resources (ADR 0041): which season a provider's season id means for a tenant, the
// competition and season, teams (clubs), players with price and availability, rounds with their deadlines,
// fixtures and line-ups — all by the provider's ids — and the tenant's current season. Functions whose
// first argument is the message's transaction, as feed-repository.ts.
import type { Database } from '@gameweek/db/create-db';
import { CRICKET_DEADLINE_BEFORE_FIRST_MATCH_MS } from '@gameweek/db/import/cricket';
import { FPL_DEADLINE_BEFORE_KICKOFF_MS } from '@gameweek/db/import/fpl';
import { excluded } from '@gameweek/db/import/upsert';
import {
  clubs,
  competitions,
  feedSeasons,
  fixtureLineups,
  fixtures,
  picks,
  playerPrices,
  players,
  rounds,
  seasons,
  squads,
  tenants,
} from '@gameweek/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

type Sport = 'soccer' | 'cricket';

/** The game's rule: picks lock this long before a round's first kick-off (FPL 90 min, cricket 30 min). */
export function deadlineBeforeKickoffMs(sport: Sport): number {
  return sport === 'cricket'
    ? CRICKET_DEADLINE_BEFORE_FIRST_MATCH_MS
    : FPL_DEADLINE_BEFORE_KICKOFF_MS;
}

/** A round opens this long before its deadline when no round comes before it (the importers' rule). */
const FIRST_ROUND_OPEN_MS = 7 * 86_400_000;

/** Wall-clock length of a match for the season clock (a real soccer match ~115 min, a T20 ~210). */
const MATCH_MS: Record<Sport, number> = { soccer: 115 * 60_000, cricket: 210 * 60_000 };

// ───────────── which season ─────────────

/** The season (in the shape of tenantFeedSeason) a provider's season id means for the tenant. */
export async function mappedFeedSeason(
  tx: Database,
  key: { tenantId: number; provider: string; seasonRef: string },
) {
  const [row] = await tx
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      clock: seasons.clock,
      sport: competitions.sport,
      competitionCode: competitions.code,
    })
    .from(feedSeasons)
    .innerJoin(seasons, eq(seasons.id, feedSeasons.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(
      and(
        eq(feedSeasons.tenantId, key.tenantId),
        eq(feedSeasons.provider, key.provider),
        eq(feedSeasons.seasonRef, key.seasonRef),
      ),
    );
  return row;
}

/** The seasons providers declared for the tenant (their streams show in the feed status). */
export async function tenantFeedSeasonIds(db: Database, tenantId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ seasonId: feedSeasons.seasonId })
    .from(feedSeasons)
    .where(eq(feedSeasons.tenantId, tenantId));
  return rows.map((r) => r.seasonId);
}

export async function tenantSportAndSeason(tx: Database, tenantId: number) {
  const [row] = await tx
    .select({ context: tenants.context, seasonId: tenants.seasonId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row;
}

export async function competitionByCode(tx: Database, code: string) {
  const [row] = await tx
    .select({ id: competitions.id, sport: competitions.sport })
    .from(competitions)
    .where(eq(competitions.code, code));
  return row;
}

/**
 * The competition and season (created when missing: a new season is played by the feed, clock mode
 * 'live'), mapped to the provider's season id for the tenant. Concurrent declarations of one season
 * wait on the unique keys and find the first one's rows.
 */
export async function declareFeedSeason(
  tx: Database,
  input: {
    tenantId: number;
    provider: string;
    seasonRef: string;
    competition: { code: string; name: string; sport: Sport };
    name: string;
    budget: number;
    now: Date;
  },
): Promise<number> {
  await tx
    .insert(competitions)
    .values({
      code: input.competition.code,
      name: input.competition.name,
      sport: input.competition.sport,
    })
    .onConflictDoNothing({ target: competitions.code });
  const competition = await competitionByCode(tx, input.competition.code);
  await tx
    .insert(seasons)
    .values({
      competitionId: competition!.id,
      name: input.name,
      budget: input.budget,
      clock: { mode: 'live', matchMs: MATCH_MS[input.competition.sport] },
    })
    .onConflictDoNothing({ target: [seasons.competitionId, seasons.name] });
  const [season] = await tx
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(seasons.competitionId, competition!.id), eq(seasons.name, input.name)));
  await tx
    .insert(feedSeasons)
    .values({
      tenantId: input.tenantId,
      provider: input.provider,
      seasonRef: input.seasonRef,
      seasonId: season!.id,
      createdAt: input.now,
    })
    .onConflictDoNothing();
  return season!.id;
}

export async function seasonRecord(tx: Database, seasonId: number) {
  const [row] = await tx
    .select({
      id: seasons.id,
      name: seasons.name,
      budget: seasons.budget,
      competitionId: seasons.competitionId,
      competitionCode: competitions.code,
      competitionName: competitions.name,
    })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(eq(seasons.id, seasonId));
  return row;
}

export async function renameCompetition(tx: Database, id: number, name: string): Promise<void> {
  await tx.update(competitions).set({ name }).where(eq(competitions.id, id));
}

export async function setSeasonBudget(tx: Database, id: number, budget: number): Promise<void> {
  await tx.update(seasons).set({ budget }).where(eq(seasons.id, id));
}

export async function seasonHasSquads(tx: Database, seasonId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: squads.id })
    .from(squads)
    .where(eq(squads.seasonId, seasonId))
    .limit(1);
  return row !== undefined;
}

/** How much of a season exists: a season becomes a tenant's current one only with rounds and players. */
export async function seasonContents(tx: Database, seasonId: number) {
  const [row] = await tx
    .execute(
      sql`select (select count(*)::int from rounds where season_id = ${seasonId}) as rounds,
               (select count(*)::int from players where season_id = ${seasonId}) as players,
               (select count(*)::int from fixtures where season_id = ${seasonId}) as fixtures`,
    )
    .then(
      (r) =>
        (r as unknown as { rows: { rounds: number; players: number; fixtures: number }[] }).rows,
    );
  return row!;
}

/** The tenant's game moves to this season (its rounds, players, leagues from now on). */
export async function setTenantSeason(
  tx: Database,
  tenantId: number,
  seasonId: number,
): Promise<void> {
  await tx.update(tenants).set({ seasonId }).where(eq(tenants.id, tenantId));
}

// ───────────── teams ─────────────

export async function clubsByRefs(tx: Database, seasonId: number, refs: readonly string[]) {
  if (refs.length === 0) return [];
  return tx
    .select({ id: clubs.id, externalId: clubs.externalId })
    .from(clubs)
    .where(and(eq(clubs.seasonId, seasonId), inArray(clubs.externalId, [...refs])));
}

export async function upsertClubs(
  tx: Database,
  seasonId: number,
  rows: readonly { ref: string; name: string; shortName: string; strength?: number | null }[],
): Promise<void> {
  for (const r of rows) {
    const strength = r.strength === undefined ? {} : { strength: r.strength };
    await tx
      .insert(clubs)
      .values({ seasonId, externalId: r.ref, name: r.name, shortName: r.shortName, ...strength })
      .onConflictDoUpdate({
        target: [clubs.seasonId, clubs.externalId],
        set: { name: r.name, shortName: r.shortName, ...strength },
      });
  }
}

// ───────────── players ─────────────

export async function seasonPlayersByRefs(tx: Database, seasonId: number, refs: readonly string[]) {
  if (refs.length === 0) return [];
  return tx
    .select({
      id: players.id,
      externalId: players.externalId,
      clubId: players.clubId,
      position: players.position,
      price: players.price,
    })
    .from(players)
    .where(and(eq(players.seasonId, seasonId), inArray(players.externalId, [...refs])));
}

/**
 * Players about to move club keep the club they leave in its fixtures that have started (live or
 * finished, ADR 0060): "his club at a fixture" stays what it was when the fixture was played. A fixture
 * already kept (a second move) keeps its first club.
 */
export async function keepClubsOfStartedFixtures(
  tx: Database,
  moves: readonly { playerId: number; fromClubId: number }[],
): Promise<void> {
  for (const m of moves)
    await tx.execute(sql`
      insert into fixture_player_clubs (fixture_id, player_id, club_id)
      select f.id, ${m.playerId}, ${m.fromClubId}
        from fixtures f join players p on p.id = ${m.playerId} and p.season_id = f.season_id
       where (f.home_club_id = ${m.fromClubId} or f.away_club_id = ${m.fromClubId})
         and f.status in ('LIVE', 'FINISHED')
      on conflict (fixture_id, player_id) do nothing`);
}

/** Which of these players some manager has picked (their position is fixed from then on). */
export async function pickedPlayerIds(
  tx: Database,
  playerIds: readonly number[],
): Promise<Set<number>> {
  if (playerIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ playerId: picks.playerId })
    .from(picks)
    .where(inArray(picks.playerId, [...playerIds]));
  return new Set(rows.map((r) => r.playerId));
}

export interface PlayerUpsert {
  ref: string;
  clubId: number;
  name: string;
  fullName: string;
  position: 'GK' | 'DEF' | 'MID' | 'FWD' | 'WK' | 'BAT' | 'AR' | 'BOWL';
  price: number;
  availability: string;
  chanceOfPlaying: number | null;
  news: string;
}

/** Creates or updates players (the first price is the start price); answers their ids by ref. */
export async function upsertPlayers(
  tx: Database,
  seasonId: number,
  rows: readonly PlayerUpsert[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const inserted = await tx
    .insert(players)
    .values(
      rows.map((r) => ({
        seasonId,
        clubId: r.clubId,
        externalId: r.ref,
        name: r.name,
        fullName: r.fullName,
        position: r.position,
        startPrice: r.price,
        price: r.price,
        availability: r.availability,
        chanceOfPlaying: r.chanceOfPlaying,
        news: r.news,
      })),
    )
    .onConflictDoUpdate({
      target: [players.seasonId, players.externalId],
      set: excluded([
        'clubId',
        'name',
        'fullName',
        'position',
        'price',
        'availability',
        'chanceOfPlaying',
        'news',
      ]),
    })
    .returning({ id: players.id, externalId: players.externalId });
  return new Map(inserted.map((p) => [p.externalId, p.id]));
}

/** The season's next round to be played (opening or open): a new price is its price. */
export async function nextPricedRound(tx: Database, seasonId: number) {
  const [row] = await tx
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.seasonId, seasonId), inArray(rounds.status, ['NOT_STARTED', 'OPEN'])))
    .orderBy(asc(rounds.number))
    .limit(1);
  return row;
}

export async function upsertRoundPrices(
  tx: Database,
  roundId: number,
  rows: readonly { playerId: number; price: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(playerPrices)
    .values(rows.map((r) => ({ playerId: r.playerId, roundId, price: r.price })))
    .onConflictDoUpdate({
      target: [playerPrices.playerId, playerPrices.roundId],
      set: { price: sql`excluded.price` },
    });
}

// ───────────── rounds ─────────────

export async function seasonRoundsByNumber(tx: Database, seasonId: number) {
  const rows = await tx
    .select({
      id: rounds.id,
      number: rounds.number,
      name: rounds.name,
      status: rounds.status,
      deadlineAt: rounds.deadlineAt,
      deadlineFromKickoff: rounds.deadlineFromKickoff,
    })
    .from(rounds)
    .where(eq(rounds.seasonId, seasonId))
    .orderBy(asc(rounds.number));
  return new Map(rows.map((r) => [r.number, r]));
}

/** A new round (not started); its opening is set by `reopenRounds`. */
export async function insertRound(
  tx: Database,
  seasonId: number,
  round: { number: number; name: string; deadlineAt: Date; fromKickoff: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(rounds)
    .values({
      seasonId,
      number: round.number,
      name: round.name,
      opensAt: new Date(round.deadlineAt.getTime() - FIRST_ROUND_OPEN_MS),
      deadlineAt: round.deadlineAt,
      realDeadlineAt: round.deadlineAt,
      deadlineFromKickoff: round.fromKickoff,
    })
    .returning({ id: rounds.id });
  return row!.id;
}

export async function updateRound(
  tx: Database,
  id: number,
  set: { name?: string; deadlineAt?: Date; fromKickoff?: boolean; realDeadlineAt?: Date },
): Promise<void> {
  const values = {
    ...(set.name !== undefined ? { name: set.name } : {}),
    ...(set.realDeadlineAt ? { realDeadlineAt: set.realDeadlineAt } : {}),
    ...(set.deadlineAt ? { deadlineAt: set.deadlineAt, realDeadlineAt: set.deadlineAt } : {}),
    ...(set.fromKickoff !== undefined ? { deadlineFromKickoff: set.fromKickoff } : {}),
  };
  if (Object.keys(values).length > 0) await tx.update(rounds).set(values).where(eq(rounds.id, id));
}

/** The first kick-off of a round's scheduled fixtures (a postponed one does not set the deadline). */
export async function firstKickoffs(tx: Database, roundIds: readonly number[]) {
  if (roundIds.length === 0) return new Map<number, Date>();
  const rows = await tx
    .select({ roundId: fixtures.roundId, first: sql<Date | string>`min(${fixtures.kickoffAt})` })
    .from(fixtures)
    .where(and(inArray(fixtures.roundId, [...roundIds]), sql`${fixtures.status} <> 'POSTPONED'`))
    .groupBy(fixtures.roundId);
  return new Map(rows.map((r) => [r.roundId, new Date(r.first)]));
}

/**
 * Rounds not started yet open when the round before them locks (FPL's rhythm); the first a week before
 * its deadline. Rounds already open or past keep their opening.
 */
export async function reopenRounds(tx: Database, seasonId: number): Promise<void> {
  await tx.execute(sql`
    update rounds r set opens_at = coalesce(
        (select p.deadline_at from rounds p where p.season_id = r.season_id and p.number < r.number
          order by p.number desc limit 1),
        r.deadline_at - ${FIRST_ROUND_OPEN_MS} * interval '1 millisecond')
     where r.season_id = ${seasonId} and r.status = 'NOT_STARTED'`);
}

// ───────────── fixtures ─────────────

export async function seasonFixturesByRefs(
  tx: Database,
  seasonId: number,
  refs: readonly string[],
) {
  if (refs.length === 0) return [];
  return tx
    .select({
      id: fixtures.id,
      externalId: fixtures.externalId,
      roundId: fixtures.roundId,
      homeClubId: fixtures.homeClubId,
      awayClubId: fixtures.awayClubId,
      kickoffAt: fixtures.kickoffAt,
      realKickoffAt: fixtures.realKickoffAt,
      status: fixtures.status,
    })
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, seasonId), inArray(fixtures.externalId, [...refs])));
}

export async function insertFixture(
  tx: Database,
  seasonId: number,
  f: {
    ref: string;
    roundId: number;
    homeClubId: number;
    awayClubId: number;
    kickoffAt: Date;
    homeDifficulty?: number;
    awayDifficulty?: number;
  },
): Promise<void> {
  await tx.insert(fixtures).values({
    seasonId,
    roundId: f.roundId,
    externalId: f.ref,
    homeClubId: f.homeClubId,
    awayClubId: f.awayClubId,
    kickoffAt: f.kickoffAt,
    realKickoffAt: f.kickoffAt,
    ...(f.homeDifficulty ? { homeDifficulty: f.homeDifficulty } : {}),
    ...(f.awayDifficulty ? { awayDifficulty: f.awayDifficulty } : {}),
  });
}

/** A fixture not played yet: teams, kick-off, round, status, difficulty as the provider now says. */
export async function updateFixtureSchedule(
  tx: Database,
  id: number,
  set: {
    homeClubId?: number;
    awayClubId?: number;
    kickoffAt?: Date;
    status?: 'SCHEDULED' | 'POSTPONED';
    homeDifficulty?: number;
    awayDifficulty?: number;
    /** A replayed season's real kick-off (its clock's kick-off is the replay's). */
    realKickoffAt?: Date;
  },
): Promise<void> {
  const values = {
    ...set,
    ...(set.kickoffAt ? { realKickoffAt: set.kickoffAt } : {}),
  };
  if (Object.keys(values).length > 0)
    await tx.update(fixtures).set(values).where(eq(fixtures.id, id));
}

// ───────────── line-ups ─────────────

/** Replaces a fixture's line-up (each player under the team he is listed for). */
export async function replaceLineup(
  tx: Database,
  fixtureId: number,
  rows: readonly { playerId: number; clubId: number; starting: boolean; slot: number }[],
): Promise<void> {
  await tx.delete(fixtureLineups).where(eq(fixtureLineups.fixtureId, fixtureId));
  if (rows.length > 0)
    await tx.insert(fixtureLineups).values(rows.map((r) => ({ fixtureId, ...r })));
}
