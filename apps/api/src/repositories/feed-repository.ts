// The data feed's tables (ADR 0039): signing keys, the call log, every message with its first answer, and
// each fixture's cursor (the last sequence number applied). Plus what ingestion reads and writes of the
// season by the provider's ids: fixtures, players, rounds, a fixture's stats. Functions whose first argument
// is the database or the message's transaction, as the clock's repositories (ADR 0006).
import type { Database } from '@gameweek/db/create-db';
import {
  competitions,
  feedCalls,
  feedCursors,
  feedKeys,
  feedMessages,
  fixturePlayerClubs,
  fixtures,
  playerFixturePoints,
  playerFixtureStats,
  players,
  rounds,
  seasons,
  tenants,
} from '@gameweek/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';

// ───────────── keys ─────────────

export interface FeedKeyRow {
  keyId: string;
  tenantId: number;
  provider: string;
  salt: string;
  createdAt: Date;
  retiresAt: Date | null;
}

export async function insertFeedKey(
  db: Database,
  key: { keyId: string; tenantId: number; provider: string; salt: string; createdAt: Date },
): Promise<void> {
  await db.insert(feedKeys).values(key);
}

export async function findFeedKey(db: Database, keyId: string): Promise<FeedKeyRow | undefined> {
  const [row] = await db
    .select({
      keyId: feedKeys.keyId,
      tenantId: feedKeys.tenantId,
      provider: feedKeys.provider,
      salt: feedKeys.salt,
      createdAt: feedKeys.createdAt,
      retiresAt: feedKeys.retiresAt,
    })
    .from(feedKeys)
    .where(eq(feedKeys.keyId, keyId));
  return row;
}

/** Sets when a key of the tenant's provider stops being accepted; false when there is no such key. */
export async function retireFeedKey(
  db: Database,
  key: { keyId: string; tenantId: number; provider: string },
  retiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(feedKeys)
    .set({ retiresAt })
    .where(
      and(
        eq(feedKeys.keyId, key.keyId),
        eq(feedKeys.tenantId, key.tenantId),
        eq(feedKeys.provider, key.provider),
      ),
    )
    .returning({ id: feedKeys.id });
  return rows.length > 0;
}

export async function tenantIdBySlug(db: Database, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return row?.id;
}

// ───────────── the call log ─────────────

export type FeedCallInsert = typeof feedCalls.$inferInsert;

export async function logFeedCall(db: Database, call: FeedCallInsert): Promise<void> {
  await db.insert(feedCalls).values(call);
}

/** Calls per outcome class for a tenant: applied, held, repeated, refused. */
export async function feedCallCounters(db: Database, tenantId: number) {
  const rows = await db
    .select({
      outcome: sql<string>`split_part(${feedCalls.outcome}, ':', 1)`,
      n: sql<number>`count(*)::int`,
    })
    .from(feedCalls)
    .where(eq(feedCalls.tenantId, tenantId))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.outcome, r.n]));
}

// ───────────── the tenant's season ─────────────

export async function tenantFeedSeason(db: Database, tenantId: number) {
  const [row] = await db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      clock: seasons.clock,
      sport: competitions.sport,
    })
    .from(tenants)
    .innerJoin(seasons, eq(seasons.id, tenants.seasonId))
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(eq(tenants.id, tenantId));
  return row;
}

// ───────────── messages and cursors ─────────────

export type FeedMessageInsert = typeof feedMessages.$inferInsert;
export type FeedMessageRow = typeof feedMessages.$inferSelect;

export interface CursorKey {
  seasonId: number;
  provider: string;
  fixtureRef: string;
}

/**
 * The fixture's cursor, locked for the rest of the transaction: messages of one fixture are taken one
 * at a time, on however many API instances.
 */
export async function lockFeedCursor(tx: Database, key: CursorKey): Promise<number> {
  await tx.insert(feedCursors).values(key).onConflictDoNothing();
  const [row] = await tx
    .select({ appliedThrough: feedCursors.appliedThrough })
    .from(feedCursors)
    .where(
      and(
        eq(feedCursors.seasonId, key.seasonId),
        eq(feedCursors.provider, key.provider),
        eq(feedCursors.fixtureRef, key.fixtureRef),
      ),
    )
    .for('update');
  return row?.appliedThrough ?? 0;
}

export async function advanceFeedCursor(
  tx: Database,
  key: CursorKey,
  appliedThrough: number,
  received: { at: Date; sentAt: Date | null },
): Promise<void> {
  await tx
    .update(feedCursors)
    .set({ appliedThrough, lastReceivedAt: received.at, lastSentAt: received.sentAt })
    .where(
      and(
        eq(feedCursors.seasonId, key.seasonId),
        eq(feedCursors.provider, key.provider),
        eq(feedCursors.fixtureRef, key.fixtureRef),
      ),
    );
}

/** The message (applied or held) that holds this sequence number of the fixture. */
export async function findSequencedMessage(
  tx: Database,
  key: CursorKey,
  sequence: number,
): Promise<FeedMessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(feedMessages)
    .where(
      and(
        eq(feedMessages.seasonId, key.seasonId),
        eq(feedMessages.provider, key.provider),
        eq(feedMessages.fixtureRef, key.fixtureRef),
        eq(feedMessages.sequence, sequence),
        sql`${feedMessages.status} <> 'refused'`,
      ),
    );
  return row;
}

export async function insertFeedMessage(tx: Database, message: FeedMessageInsert): Promise<number> {
  const [row] = await tx.insert(feedMessages).values(message).returning({ id: feedMessages.id });
  return row!.id;
}

export async function updateFeedMessage(
  tx: Database,
  id: number,
  set: Partial<Pick<FeedMessageInsert, 'status' | 'reason' | 'response' | 'appliedAt'>>,
): Promise<void> {
  await tx.update(feedMessages).set(set).where(eq(feedMessages.id, id));
}

/** The season's cursors with the held sequence numbers of each fixture. */
export async function seasonFeedCursors(db: Database, seasonId: number) {
  const cursors = await db
    .select()
    .from(feedCursors)
    .where(eq(feedCursors.seasonId, seasonId))
    .orderBy(desc(feedCursors.lastReceivedAt));
  const held = await db
    .select({
      provider: feedMessages.provider,
      fixtureRef: feedMessages.fixtureRef,
      sequence: feedMessages.sequence,
    })
    .from(feedMessages)
    .where(and(eq(feedMessages.seasonId, seasonId), eq(feedMessages.status, 'held')))
    .orderBy(asc(feedMessages.sequence));
  return { cursors, held };
}

/** The tenant's latest refused messages, newest first. */
export async function refusedFeedMessages(db: Database, tenantId: number, limit: number) {
  return db
    .select({
      id: feedMessages.id,
      provider: feedMessages.provider,
      fixtureRef: feedMessages.fixtureRef,
      sequence: feedMessages.sequence,
      kind: feedMessages.kind,
      reason: feedMessages.reason,
      receivedAt: feedMessages.receivedAt,
    })
    .from(feedMessages)
    .where(and(eq(feedMessages.tenantId, tenantId), eq(feedMessages.status, 'refused')))
    .orderBy(desc(feedMessages.id))
    .limit(limit);
}

// ───────────── the season by the provider's ids ─────────────

export async function findFixtureByRef(tx: Database, seasonId: number, ref: string) {
  const [row] = await tx
    .select({
      id: fixtures.id,
      roundId: fixtures.roundId,
      homeClubId: fixtures.homeClubId,
      awayClubId: fixtures.awayClubId,
      kickoffAt: fixtures.kickoffAt,
      status: fixtures.status,
      minute: fixtures.minute,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
      sourceHomeScore: fixtures.sourceHomeScore,
      sourceAwayScore: fixtures.sourceAwayScore,
    })
    .from(fixtures)
    .where(and(eq(fixtures.seasonId, seasonId), eq(fixtures.externalId, ref)));
  return row;
}

/**
 * The season's players by the provider's ids, each with his club at `fixtureId` (ADR 0060): the club he
 * was of when that fixture started if he has moved since (fixture_player_clubs), else his current one.
 */
export async function playersByRefs(
  tx: Database,
  seasonId: number,
  refs: readonly string[],
  fixtureId: number,
) {
  if (refs.length === 0) return [];
  return tx
    .select({
      id: players.id,
      externalId: players.externalId,
      clubId: sql<number>`coalesce(${fixturePlayerClubs.clubId}, ${players.clubId})`.mapWith(
        Number,
      ),
      position: players.position,
    })
    .from(players)
    .leftJoin(
      fixturePlayerClubs,
      and(eq(fixturePlayerClubs.playerId, players.id), eq(fixturePlayerClubs.fixtureId, fixtureId)),
    )
    .where(and(eq(players.seasonId, seasonId), inArray(players.externalId, [...refs])));
}

export async function roundByNumber(tx: Database, seasonId: number, number: number) {
  const [row] = await tx
    .select({ id: rounds.id, number: rounds.number, status: rounds.status })
    .from(rounds)
    .where(and(eq(rounds.seasonId, seasonId), eq(rounds.number, number)));
  return row;
}

/** Re-dates a fixture: kick-off, round (blank and double rounds) and SCHEDULED/POSTPONED. */
export async function rescheduleFixture(
  tx: Database,
  id: number,
  set: { kickoffAt?: Date; roundId?: number; status?: 'SCHEDULED' | 'POSTPONED' },
): Promise<void> {
  await tx.update(fixtures).set(set).where(eq(fixtures.id, id));
  // Points already written for it belong to the round it is played in now.
  if (set.roundId !== undefined)
    await tx
      .update(playerFixturePoints)
      .set({ roundId: set.roundId })
      .where(eq(playerFixturePoints.fixtureId, id));
}

/** The fixture's final score as the provider reported it. */
export async function setFixtureSourceScore(
  tx: Database,
  id: number,
  score: { home: number; away: number },
): Promise<void> {
  await tx
    .update(fixtures)
    .set({ sourceHomeScore: score.home, sourceAwayScore: score.away })
    .where(eq(fixtures.id, id));
}

/** A fixture's finished score after a correction (the one shown and the source's). */
export async function correctFixtureScore(
  tx: Database,
  id: number,
  score: { home: number; away: number },
): Promise<void> {
  await tx
    .update(fixtures)
    .set({
      homeScore: score.home,
      awayScore: score.away,
      sourceHomeScore: score.home,
      sourceAwayScore: score.away,
    })
    .where(eq(fixtures.id, id));
}

/** Forgets a fixture's stats and points (the feed starts a fixture from nothing). */
export async function clearFixtureStats(tx: Database, fixtureId: number): Promise<void> {
  await tx.delete(playerFixtureStats).where(eq(playerFixtureStats.fixtureId, fixtureId));
  await tx.delete(playerFixturePoints).where(eq(playerFixturePoints.fixtureId, fixtureId));
}

/** Replaces the stats of the given players in a fixture (the others are left as they are). */
export async function upsertFixtureStats(
  tx: Database,
  fixtureId: number,
  rows: readonly { playerId: number; stats: Record<string, number> }[],
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

/** Deletes the stats and points of a fixture's players not in `keep` (a final result lists everyone). */
export async function removeFixturePlayersExcept(
  tx: Database,
  fixtureId: number,
  keep: readonly number[],
): Promise<void> {
  const others = keep.length
    ? notInArray(playerFixtureStats.playerId, [...keep])
    : isNotNull(playerFixtureStats.playerId);
  await tx
    .delete(playerFixtureStats)
    .where(and(eq(playerFixtureStats.fixtureId, fixtureId), others));
  const otherPoints = keep.length
    ? notInArray(playerFixturePoints.playerId, [...keep])
    : isNotNull(playerFixturePoints.playerId);
  await tx
    .delete(playerFixturePoints)
    .where(and(eq(playerFixturePoints.fixtureId, fixtureId), otherPoints));
}

/** Rounds of the season from `number` on, in order, with their status and finalisation. */
export async function roundsFrom(tx: Database, seasonId: number, number: number) {
  return tx
    .select({
      id: rounds.id,
      seasonId: rounds.seasonId,
      number: rounds.number,
      status: rounds.status,
      finalisedAt: rounds.finalisedAt,
    })
    .from(rounds)
    .where(and(eq(rounds.seasonId, seasonId), sql`${rounds.number} >= ${number}`))
    .orderBy(asc(rounds.number));
}
