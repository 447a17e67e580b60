// What cricket over the feed (ADR 0043) reads and writes: the fed match kept as a Cricsheet match in
// fixtures.replay (the views read it there, as they read an imported one), the players and teams by the
// provider's ids, the listed players' stats, and the result. Functions whose first argument is the message's
// transaction (ADR 0006).
import type { Database } from '@gameweek/db/create-db';
import {
  clubs,
  fixtures,
  playerFixturePoints,
  playerFixtureStats,
  players,
} from '@gameweek/db/schema';
import type { CricketMatchOutcome } from '@gameweek/rules/cricket/match-result';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';

/** The provider's ids of the fixture's two teams (the clubs' external ids: Cricsheet team names). */
export async function fixtureTeamRefs(
  tx: Database,
  fixture: { homeClubId: number; awayClubId: number },
): Promise<{ home: string; away: string }> {
  const rows = await tx
    .select({ id: clubs.id, ref: clubs.externalId })
    .from(clubs)
    .where(inArray(clubs.id, [fixture.homeClubId, fixture.awayClubId]));
  const ref = new Map(rows.map((r) => [r.id, r.ref]));
  return { home: ref.get(fixture.homeClubId) ?? '', away: ref.get(fixture.awayClubId) ?? '' };
}

/** Season players by the provider's ids, with the name the match views show. */
export async function cricketPlayersByRefs(
  tx: Database,
  seasonId: number,
  refs: readonly string[],
) {
  if (refs.length === 0) return [];
  return tx
    .select({
      id: players.id,
      externalId: players.externalId,
      name: players.name,
      position: players.position,
    })
    .from(players)
    .where(and(eq(players.seasonId, seasonId), inArray(players.externalId, [...refs])));
}

/** The fed match so far (a Cricsheet match) of a fixture. */
export async function writeFixtureReplay(
  tx: Database,
  fixtureId: number,
  replay: Record<string, unknown>,
): Promise<void> {
  await tx.update(fixtures).set({ replay }).where(eq(fixtures.id, fixtureId));
}

type StatsRow = { playerId: number; stats: Readonly<Record<string, number | boolean>> };

/** The listed players' stats as the deliveries add them up; players no longer listed are dropped. */
export async function replaceCricketStats(
  tx: Database,
  fixtureId: number,
  rows: readonly StatsRow[],
): Promise<void> {
  const keep = rows.map((r) => r.playerId);
  const others = keep.length ? notInArray(playerFixtureStats.playerId, keep) : sql`true`;
  await tx
    .delete(playerFixtureStats)
    .where(and(eq(playerFixtureStats.fixtureId, fixtureId), others));
  const otherPoints = keep.length ? notInArray(playerFixturePoints.playerId, keep) : sql`true`;
  await tx
    .delete(playerFixturePoints)
    .where(and(eq(playerFixturePoints.fixtureId, fixtureId), otherPoints));
  await upsertCricketStats(tx, fixtureId, rows);
}

/** Some listed players' stats (those a ball changed). */
export async function upsertCricketStats(
  tx: Database,
  fixtureId: number,
  rows: readonly StatsRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(playerFixtureStats)
    .values(rows.map((r) => ({ fixtureId, playerId: r.playerId, stats: r.stats })))
    .onConflictDoUpdate({
      target: [playerFixtureStats.fixtureId, playerFixtureStats.playerId],
      set: { stats: sql`excluded.stats`, sourcePoints: null },
    });
}

/** The match's result as the provider reported it: the runs of each side and the outcome (ADR 0062). */
export async function writeCricketResult(
  tx: Database,
  fixtureId: number,
  result: { home: number; away: number; outcome: CricketMatchOutcome | null },
): Promise<void> {
  await tx
    .update(fixtures)
    .set({ sourceHomeScore: result.home, sourceAwayScore: result.away, outcome: result.outcome })
    .where(eq(fixtures.id, fixtureId));
}

/** A finished match's runs after a correction (shown and source) and its outcome. */
export async function correctCricketResult(
  tx: Database,
  fixtureId: number,
  result: { home: number; away: number; outcome: CricketMatchOutcome | null },
): Promise<void> {
  await tx
    .update(fixtures)
    .set({
      homeScore: result.home,
      awayScore: result.away,
      sourceHomeScore: result.home,
      sourceAwayScore: result.away,
      outcome: result.outcome,
    })
    .where(eq(fixtures.id, fixtureId));
}
