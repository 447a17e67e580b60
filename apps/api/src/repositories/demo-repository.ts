// What only the demo reads and writes (apps/api/src/demo, ADR 0005): simulated users and their squads, the
// market and form they pick from, their squads' rounds, picks, transfers and chips, and the demo's leagues.
// Functions whose first argument is the database or the caller's transaction: the simulated managers' moves
// run inside the transaction that opens a round (ADR 0006, jobs → repositories).
import type { Database } from '@gameweek/db/create-db';
import { type BulkColumn, bulkInsert, chunks } from '@gameweek/db/import/upsert';
import {
  fixtures,
  leagueMembers,
  leagues,
  picks,
  playerFixturePoints,
  playerFixtureStats,
  players,
  rounds,
  squadRounds,
  squads,
  type transfers,
  users,
} from '@gameweek/db/schema';
import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';

export type SquadRoundInsert = typeof squadRounds.$inferInsert;
export type PickInsert = typeof picks.$inferInsert;
export type TransferInsert = typeof transfers.$inferInsert;

/** A simulated user just inserted, with the manager number its e-mail address carries. */
export interface SimulatedUser {
  userId: number;
  index: number;
}

/**
 * Inserts `count` simulated users (sim-<prefix>-<n>@demo.invalid, named `name(n)`) in chunks of 1000 and,
 * after each chunk, hands the users it actually created (in manager-number order) to `onInserted`; addresses
 * that already exist are skipped, so a second call creates nothing. Returns how many users were created.
 */
export async function insertSimulatedUsers(
  db: Database,
  input: { tenantId: number; prefix: string; count: number; name: (n: number) => string },
  onInserted: (created: SimulatedUser[]) => Promise<void>,
): Promise<number> {
  const values = Array.from({ length: input.count }, (_, i) => ({
    tenantId: input.tenantId,
    status: 'active' as const,
    email: `sim-${input.prefix}-${i + 1}@demo.invalid`,
    name: input.name(i + 1),
    simulated: true,
  }));
  let created = 0;
  for (const chunk of chunks(values, 1000)) {
    const inserted = await db
      .insert(users)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (inserted.length === 0) continue;
    created += inserted.length;
    // Manager-number order, whatever order the driver returned the inserted users in.
    await onInserted(
      inserted
        .map((u) => ({ userId: u.id, index: Number(u.email!.split('-').at(-1)!.split('@')[0]) }))
        .sort((a, b) => a.index - b.index),
    );
  }
  return created;
}

/** Inserts season squads; returns each one's id with its user. */
export async function insertSquads(
  db: Database,
  values: readonly (typeof squads.$inferInsert)[],
): Promise<{ id: number; userId: number }[]> {
  return db
    .insert(squads)
    .values([...values])
    .returning({ id: squads.id, userId: squads.userId });
}

const SQUAD_ROUND_COLUMNS: BulkColumn[] = [
  { name: 'squad_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'captain_player_id', type: 'int' },
  { name: 'vice_captain_player_id', type: 'int' },
  { name: 'chip', type: 'chip' },
  { name: 'bank', type: 'int' },
  { name: 'free_transfers', type: 'int' },
  { name: 'transfers_made', type: 'int' },
  { name: 'transfer_cost', type: 'int' },
];
const PICK_COLUMNS: BulkColumn[] = [
  { name: 'squad_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'player_id', type: 'int' },
  { name: 'slot', type: 'int' },
  { name: 'purchase_price', type: 'int' },
];
const TRANSFER_COLUMNS: BulkColumn[] = [
  { name: 'squad_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'player_out_id', type: 'int' },
  { name: 'player_in_id', type: 'int' },
  { name: 'price_out', type: 'int' },
  { name: 'price_in', type: 'int' },
];

/** Bulk-inserts squad rounds (`skipExisting`: a squad that already has the round keeps its row). */
export async function insertSquadRounds(
  tx: Database,
  values: readonly SquadRoundInsert[],
  skipExisting = false,
): Promise<void> {
  await bulkInsert(
    tx,
    'squad_rounds',
    SQUAD_ROUND_COLUMNS,
    values.map((v) => [
      v.squadId,
      v.roundId,
      v.captainPlayerId,
      v.viceCaptainPlayerId,
      v.chip ?? null,
      v.bank,
      v.freeTransfers,
      v.transfersMade ?? 0,
      v.transferCost ?? 0,
    ]),
    skipExisting ? 'on conflict do nothing' : undefined,
  );
}

/** Bulk-inserts picks (`skipExisting`: existing picks are kept). */
export async function insertPicks(
  tx: Database,
  values: readonly PickInsert[],
  skipExisting = false,
): Promise<void> {
  await bulkInsert(
    tx,
    'picks',
    PICK_COLUMNS,
    values.map((v) => [v.squadId, v.roundId, v.playerId, v.slot, v.purchasePrice]),
    skipExisting ? 'on conflict do nothing' : undefined,
  );
}

export async function insertTransfers(
  tx: Database,
  values: readonly TransferInsert[],
): Promise<void> {
  await bulkInsert(
    tx,
    'transfers',
    TRANSFER_COLUMNS,
    values.map((v) => [v.squadId, v.roundId, v.playerOutId, v.playerInId, v.priceOut, v.priceIn]),
  );
}

/** The season's players as a market, in id order. */
export async function seasonMarket(db: Database, seasonId: number) {
  return (
    db
      .select({
        id: players.id,
        position: players.position,
        clubId: players.clubId,
        price: players.price,
        availability: players.availability,
      })
      .from(players)
      .where(eq(players.seasonId, seasonId))
      // A fixed order: choices draw random numbers per candidate, so the order must not depend on the
      // driver (PGlite and PostgreSQL return heap order, which differs after price updates).
      .orderBy(asc(players.id))
  );
}

/** Recent form: each player's points over the three rounds before `roundNumber`. */
export async function recentForm(
  tx: Database,
  seasonId: number,
  roundNumber: number,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      playerId: playerFixturePoints.playerId,
      points: sql<number>`sum(${playerFixturePoints.points})::int`,
    })
    .from(playerFixturePoints)
    .innerJoin(rounds, eq(rounds.id, playerFixturePoints.roundId))
    .where(
      and(
        eq(rounds.seasonId, seasonId),
        gte(rounds.number, roundNumber - 3),
        lt(rounds.number, roundNumber),
      ),
    )
    .groupBy(playerFixturePoints.playerId);
  return new Map(rows.map((r) => [r.playerId, r.points]));
}

/** The simulated managers' squad rounds of a round, with the chips each squad has used. */
export async function simulatedSquadRounds(tx: Database, roundId: number) {
  return tx
    .select({
      squadId: squadRounds.squadId,
      bank: squadRounds.bank,
      freeTransfers: squadRounds.freeTransfers,
      transfersMade: squadRounds.transfersMade,
      chip: squadRounds.chip,
      chipsUsed: squads.chipsUsed,
    })
    .from(squadRounds)
    .innerJoin(squads, eq(squads.id, squadRounds.squadId))
    .innerJoin(users, eq(users.id, squads.userId))
    .where(and(eq(squadRounds.roundId, roundId), eq(users.simulated, true)));
}

/** The picks of the given squads in a round. */
export async function roundPicks(tx: Database, roundId: number, squadIds: number[]) {
  return tx
    .select({
      squadId: picks.squadId,
      playerId: picks.playerId,
      slot: picks.slot,
      purchasePrice: picks.purchasePrice,
    })
    .from(picks)
    .where(and(eq(picks.roundId, roundId), inArray(picks.squadId, squadIds)));
}

/** The players listed for a cricket match day's matches (its announced line-ups), in id order. */
export async function matchDayMarket(tx: Database, roundId: number) {
  return tx
    .selectDistinct({
      id: players.id,
      role: players.position,
      price: players.price,
      clubId: players.clubId,
    })
    .from(playerFixtureStats)
    .innerJoin(fixtures, eq(fixtures.id, playerFixtureStats.fixtureId))
    .innerJoin(players, eq(players.id, playerFixtureStats.playerId))
    .where(eq(fixtures.roundId, roundId))
    .orderBy(asc(players.id));
}

/** The season's simulated managers' squads without a row for the round, in squad order. */
export async function simulatedSquadsWithoutRound(tx: Database, seasonId: number, roundId: number) {
  return tx
    .select({ squadId: squads.id, email: users.email })
    .from(squads)
    .innerJoin(users, eq(users.id, squads.userId))
    .where(
      and(
        eq(squads.seasonId, seasonId),
        eq(users.simulated, true),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(squadRounds)
            .where(and(eq(squadRounds.squadId, squads.id), eq(squadRounds.roundId, roundId))),
        ),
      ),
    )
    .orderBy(asc(squads.id));
}

/** The tenant's simulated managers' squads of the season, in squad order. */
export async function simulatedSquads(db: Database, tenantId: number, seasonId: number) {
  return db
    .select({ squadId: squads.id, userId: squads.userId })
    .from(squads)
    .innerJoin(users, eq(users.id, squads.userId))
    .where(
      and(eq(squads.tenantId, tenantId), eq(squads.seasonId, seasonId), eq(users.simulated, true)),
    )
    .orderBy(asc(squads.id));
}

/** Inserts a league unless its invite code exists; its id, or undefined when it existed. */
export async function insertLeagueIfNew(
  db: Database,
  league: typeof leagues.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(leagues)
    .values(league)
    .onConflictDoNothing()
    .returning({ id: leagues.id });
  return row?.id;
}

/** Adds squads to a league (members already in it stay), in chunks of 1000. */
export async function addLeagueMembers(
  db: Database,
  leagueId: number,
  squadIds: readonly number[],
): Promise<void> {
  for (const c of chunks(squadIds, 1000))
    await db
      .insert(leagueMembers)
      .values(c.map((squadId) => ({ leagueId, squadId })))
      .onConflictDoNothing();
}

/**
 * The tenant's overall (system) league for the season starting at `firstRoundId` (created when missing),
 * with every squad of the season enrolled. Returns its id.
 */
export async function ensureSystemLeague(
  db: Database,
  tenantId: number,
  seasonId: number,
  firstRoundId: number,
): Promise<number> {
  await db
    .insert(leagues)
    .values({
      tenantId,
      seasonId,
      name: 'Overall',
      kind: 'classic',
      inviteCode: `OVERALL-${tenantId}-${seasonId}`,
      startRoundId: firstRoundId,
      system: true,
    })
    .onConflictDoNothing();
  const [overall] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(
      and(eq(leagues.tenantId, tenantId), eq(leagues.seasonId, seasonId), eq(leagues.system, true)),
    )
    .orderBy(asc(leagues.id))
    .limit(1);
  await db.execute(
    sql`insert into league_members (league_id, squad_id)
        select ${overall!.id}, s.id from squads s
         where s.tenant_id = ${tenantId} and s.season_id = ${seasonId}
        on conflict do nothing`,
  );
  return overall!.id;
}
