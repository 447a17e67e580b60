// Head-to-head pairings and results as the season clock writes them (ADR 0006, jobs → repositories):
// functions whose first argument is the step's transaction. The read side is LeagueRepository.h2hMatches.
import type { Database } from '@gameweek/db/create-db';
import { h2hMatches, leagueMembers, leagues } from '@gameweek/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export type H2hMatchRow = typeof h2hMatches.$inferSelect;

/** Ids of the season's head-to-head leagues. */
export async function h2hLeagueIds(tx: Database, seasonId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.seasonId, seasonId), eq(leagues.kind, 'h2h')));
  return rows.map((r) => r.id);
}

/** A league's members' squad ids in ascending order. */
export async function memberSquadIds(tx: Database, leagueId: number): Promise<number[]> {
  const rows = await tx
    .select({ squadId: leagueMembers.squadId })
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(asc(leagueMembers.squadId));
  return rows.map((r) => r.squadId);
}

/** A round's pairings of a league (existing pairs are kept). */
export async function insertPairings(
  tx: Database,
  leagueId: number,
  roundId: number,
  pairs: readonly [number, number | null][],
): Promise<void> {
  await tx
    .insert(h2hMatches)
    .values(
      pairs.map(([home, away]) => ({
        leagueId,
        roundId,
        homeSquadId: home,
        awaySquadId: away,
      })),
    )
    .onConflictDoNothing();
}

/** Every head-to-head match of a round, all leagues. */
export async function roundMatches(tx: Database, roundId: number): Promise<H2hMatchRow[]> {
  return tx.select().from(h2hMatches).where(eq(h2hMatches.roundId, roundId));
}

export async function setMatchResult(
  tx: Database,
  matchId: number,
  result: {
    homePoints: number;
    awayPoints: number;
    homeResult: number;
    awayResult: number | null;
  },
): Promise<void> {
  await tx.update(h2hMatches).set(result).where(eq(h2hMatches.id, matchId));
}
