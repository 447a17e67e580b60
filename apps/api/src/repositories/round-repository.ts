// Rounds (and the season settings the clock reads with them) as the season clock and the demo move them:
// status transitions, finalisation, demo schedules. Functions whose first argument is the database or the
// caller's transaction (ADR 0006, jobs → repositories).
import type { Database } from '@gameweek/db/create-db';
import { competitions, playerPrices, players, rounds, seasons } from '@gameweek/db/schema';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';

type RoundStatus = (typeof rounds.$inferSelect)['status'];
export type SeasonClock = (typeof seasons.$inferSelect)['clock'];

/** A round with what the clock needs of its season (name → rules, clock settings, sport). */
export async function findClockRound(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: rounds.id,
      seasonId: rounds.seasonId,
      number: rounds.number,
      status: rounds.status,
      seasonName: seasons.name,
      clock: seasons.clock,
      sport: competitions.sport,
    })
    .from(rounds)
    .innerJoin(seasons, eq(seasons.id, rounds.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(eq(rounds.id, id));
  return row;
}

/** Moves the round from `from` to `to`; false when it was not in `from` (someone else moved it). */
export async function moveRoundStatus(
  tx: Database,
  id: number,
  from: RoundStatus,
  to: RoundStatus,
): Promise<boolean> {
  const moved = await tx
    .update(rounds)
    .set({ status: to })
    .where(and(eq(rounds.id, id), eq(rounds.status, from)))
    .returning({ id: rounds.id });
  return moved.length > 0;
}

export async function finishRound(tx: Database, id: number, finalisedAt: Date): Promise<void> {
  await tx.update(rounds).set({ status: 'FINISHED', finalisedAt }).where(eq(rounds.id, id));
}

/** The round before `number` in the same season is finalised (or there is none). */
export async function previousRoundFinal(
  tx: Database,
  seasonId: number,
  number: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(rounds)
    .where(
      and(
        eq(rounds.seasonId, seasonId),
        lt(rounds.number, number),
        sql`${rounds.finalisedAt} is null`,
      ),
    );
  return (row?.n ?? 0) === 0;
}

/** The latest earlier round of the season (not number − 1: a postponed-away gameweek leaves a gap). */
export async function previousRound(
  tx: Database,
  seasonId: number,
  number: number,
): Promise<{ id: number; number: number } | undefined> {
  const [row] = await tx
    .select({ id: rounds.id, number: rounds.number })
    .from(rounds)
    .where(and(eq(rounds.seasonId, seasonId), lt(rounds.number, number)))
    .orderBy(desc(rounds.number))
    .limit(1);
  return row;
}

/** The season's first round (lowest number). */
export async function firstRoundId(db: Database, seasonId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(eq(rounds.seasonId, seasonId))
    .orderBy(asc(rounds.number))
    .limit(1);
  return row?.id;
}

/** A round opens: every player's price becomes the real one he had for this round. */
export async function applyRoundPrices(tx: Database, roundId: number): Promise<void> {
  await tx
    .update(players)
    .set({ price: sql`pp.price` })
    .from(sql`${playerPrices} as pp`)
    .where(
      and(
        sql`pp.player_id = ${players.id}`,
        sql`pp.round_id = ${roundId}`,
        sql`${players.price} <> pp.price`,
      ),
    );
}

/** The season's rounds in number order, as the demo schedule maps them. */
export async function seasonRounds(tx: Database, seasonId: number) {
  return tx
    .select({
      id: rounds.id,
      number: rounds.number,
      status: rounds.status,
      realDeadlineAt: rounds.realDeadlineAt,
    })
    .from(rounds)
    .where(eq(rounds.seasonId, seasonId))
    .orderBy(asc(rounds.number));
}

/** Rewrites rounds' opening and deadline (the demo schedule). */
export async function setRoundTimes(
  tx: Database,
  list: readonly { id: number; opensAt: Date; deadlineAt: Date }[],
): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql`
    update rounds set opens_at = v.opens_at, deadline_at = v.deadline_at
    from (values ${sql.join(
      list.map((r) => sql`(${r.id}::int, ${r.opensAt}::timestamptz, ${r.deadlineAt}::timestamptz)`),
      sql`, `,
    )}) as v(id, opens_at, deadline_at)
    where rounds.id = v.id`);
}

/** Moves the season's unfinished rounds' opening and deadline `ms` later. */
export async function shiftUnfinishedRounds(
  tx: Database,
  seasonId: number,
  ms: number,
): Promise<void> {
  const delta = sql`(${ms}::int * interval '1 millisecond')`;
  await tx.execute(sql`
    update rounds set opens_at = opens_at + ${delta}, deadline_at = deadline_at + ${delta}
    where season_id = ${seasonId} and status <> 'FINISHED'`);
}

export async function setSeasonClock(
  tx: Database,
  seasonId: number,
  clock: SeasonClock,
): Promise<void> {
  await tx.update(seasons).set({ clock }).where(eq(seasons.id, seasonId));
}

export async function seasonBudget(tx: Database, seasonId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ budget: seasons.budget })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  return row?.budget;
}

export async function seasonName(db: Database, seasonId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: seasons.name })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  return row?.name;
}
