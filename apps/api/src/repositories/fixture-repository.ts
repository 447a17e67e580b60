// Fixtures as the season clock plays them (SCHEDULED → LIVE → FINISHED, minute and score as they go) and as
// the demo schedules them. Functions whose first argument is the database or the caller's transaction
// (ADR 0006, jobs → repositories). The home page's fixture reads are HomeRepository's.
import type { Database } from '@gameweek/db/create-db';
import { competitions, fixtures, seasons } from '@gameweek/db/schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/** A fixture with what the clock needs of its season (name → rules, clock settings, sport). */
export async function findClockFixture(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: fixtures.id,
      roundId: fixtures.roundId,
      seasonId: fixtures.seasonId,
      homeClubId: fixtures.homeClubId,
      awayClubId: fixtures.awayClubId,
      kickoffAt: fixtures.kickoffAt,
      status: fixtures.status,
      minute: fixtures.minute,
      sourceHomeScore: fixtures.sourceHomeScore,
      sourceAwayScore: fixtures.sourceAwayScore,
      seasonName: seasons.name,
      clock: seasons.clock,
      sport: competitions.sport,
    })
    .from(fixtures)
    .innerJoin(seasons, eq(seasons.id, fixtures.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(eq(fixtures.id, id));
  return row;
}

/** Kick-off: a SCHEDULED fixture goes live at 0–0; false when it was not scheduled any more. */
export async function startFixture(tx: Database, id: number, startedAt: Date): Promise<boolean> {
  const moved = await tx
    .update(fixtures)
    .set({ status: 'LIVE', minute: 0, homeScore: 0, awayScore: 0, startedAt })
    .where(and(eq(fixtures.id, id), eq(fixtures.status, 'SCHEDULED')))
    .returning({ id: fixtures.id });
  return moved.length > 0;
}

export interface FixtureScore {
  minute: number;
  homeScore: number;
  awayScore: number;
}

/** Full time: the final minute and score. */
export async function finishFixture(
  tx: Database,
  id: number,
  score: FixtureScore,
  finishedAt: Date,
): Promise<void> {
  await tx
    .update(fixtures)
    .set({ status: 'FINISHED', ...score, finishedAt })
    .where(eq(fixtures.id, id));
}

/** A live fixture's minute and score (nothing once it is not live). */
export async function updateLiveFixture(
  tx: Database,
  id: number,
  score: FixtureScore,
): Promise<void> {
  await tx
    .update(fixtures)
    .set(score)
    .where(and(eq(fixtures.id, id), eq(fixtures.status, 'LIVE')));
}

/** Ids of the live fixtures the clock replays (not a live season's: the feed plays those), in kick-off order. */
export async function liveFixtureIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: fixtures.id })
    .from(fixtures)
    .innerJoin(seasons, eq(seasons.id, fixtures.seasonId))
    .where(and(eq(fixtures.status, 'LIVE'), sql`${seasons.clock}->>'mode' is distinct from 'live'`))
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id));
  return rows.map((r) => r.id);
}

/** Fixtures of a round that are not finished yet (finalisation waits for none). */
export async function unfinishedFixtures(tx: Database, roundId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(fixtures)
    .where(and(eq(fixtures.roundId, roundId), inArray(fixtures.status, ['SCHEDULED', 'LIVE'])));
  return row?.n ?? 0;
}

/** The clubs of a round's fixtures still to finish (scheduled or live). */
export async function unfinishedFixtureClubs(
  tx: Database,
  roundId: number,
): Promise<{ home: number; away: number }[]> {
  return tx
    .select({ home: fixtures.homeClubId, away: fixtures.awayClubId })
    .from(fixtures)
    .where(and(eq(fixtures.roundId, roundId), inArray(fixtures.status, ['SCHEDULED', 'LIVE'])));
}

/** The stored replay (a cricket fixture's Cricsheet match) of a fixture; null when it has none. */
export async function fixtureReplay(tx: Database, fixtureId: number): Promise<unknown> {
  const [row] = await tx
    .select({ replay: fixtures.replay })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId));
  return row?.replay ?? null;
}

/** The season's fixtures with their real and current kick-offs, as the demo schedule maps them. */
export async function seasonFixtureKickoffs(tx: Database, seasonId: number) {
  return tx
    .select({
      id: fixtures.id,
      roundId: fixtures.roundId,
      realKickoffAt: fixtures.realKickoffAt,
      kickoffAt: fixtures.kickoffAt,
    })
    .from(fixtures)
    .where(eq(fixtures.seasonId, seasonId));
}

/** Rewrites fixtures' kick-offs (the demo schedule). */
export async function setKickoffs(
  tx: Database,
  list: readonly { id: number; kickoffAt: Date }[],
): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql`
    update fixtures set kickoff_at = v.kickoff_at
    from (values ${sql.join(
      list.map((f) => sql`(${f.id}::int, ${f.kickoffAt}::timestamptz)`),
      sql`, `,
    )}) as v(id, kickoff_at)
    where fixtures.id = v.id`);
}

/** Moves the season's unfinished fixtures' kick-offs `ms` later. */
export async function shiftUnfinishedKickoffs(
  tx: Database,
  seasonId: number,
  ms: number,
): Promise<void> {
  const delta = sql`(${ms}::int * interval '1 millisecond')`;
  await tx.execute(sql`
    update fixtures set kickoff_at = kickoff_at + ${delta}
    where season_id = ${seasonId} and status <> 'FINISHED'`);
}
