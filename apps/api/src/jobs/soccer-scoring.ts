// Soccer scoring against the database, all arithmetic delegated to the rules engine: per-player fixture points
// from (revealed) stats, and team points per manager for a round (auto-subs, captaincy, chips, transfer hits),
// totals and ranks from a histogram (ADR 0004). Every function takes the caller's transaction.

import type { Database } from '@gameweek/db/create-db';
import { type BulkColumn, bulkInsert, chunks, excluded } from '@gameweek/db/import/upsert';
import {
  fixtures,
  managerRoundScores,
  picks,
  playerFixturePoints,
  playerFixtureStats,
  players,
  pointsHistograms,
  rounds,
  squadRounds,
  squads,
} from '@gameweek/db/schema';
import { rankFromHistogram } from '@gameweek/rules/ranking';
import { bonusFromBps } from '@gameweek/rules/soccer/bonus';
import { chipToRules } from '@gameweek/rules/soccer/chip-names';
import { fixturePoints } from '@gameweek/rules/soccer/fixture-points';
import type { PlayerPosition } from '@gameweek/rules/soccer/positions';
import { FULL_TIME, type ReplayPlayer, revealSoccerFixture } from '@gameweek/rules/soccer/replay';
import {
  isSoccerSeason,
  type SoccerSeasonRules,
  soccerSeasonRules,
} from '@gameweek/rules/soccer/season-rules';
import { playedInFixture, soccerStats } from '@gameweek/rules/soccer/stats';
import { type PlayerRound, scoreTeam, type TeamPick } from '@gameweek/rules/soccer/team-score';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';

export function rulesForSeason(seasonName: string): SoccerSeasonRules {
  if (!isSoccerSeason(seasonName)) throw new Error(`no soccer rules for season ${seasonName}`);
  return soccerSeasonRules(seasonName);
}

export interface FixtureRef {
  id: number;
  roundId: number;
  homeClubId: number;
  awayClubId: number;
  sourceHomeScore: number | null;
  sourceAwayScore: number | null;
}

/**
 * Writes every player's stats and points for the fixture at `minute` (FULL_TIME + final = the source's final
 * stats and official bonus; otherwise revealed stats with provisional bonus from BPS so far). Returns the
 * score shown and the players whose points changed.
 */
export async function scoreSoccerFixture(
  tx: Database,
  rules: SoccerSeasonRules,
  fixture: FixtureRef,
  minute: number,
  final: boolean,
  now: Date,
): Promise<{
  homeScore: number;
  awayScore: number;
  changed: { playerId: number; points: number }[];
}> {
  const source = await tx
    .select({
      playerId: playerFixtureStats.playerId,
      stats: playerFixtureStats.stats,
      clubId: players.clubId,
      position: players.position,
    })
    .from(playerFixtureStats)
    .innerJoin(players, eq(players.id, playerFixtureStats.playerId))
    .where(eq(playerFixtureStats.fixtureId, fixture.id));
  const positionOf = new Map(source.map((s) => [s.playerId, s.position as PlayerPosition]));
  const replayPlayers: ReplayPlayer[] = source.map((s) => ({
    playerId: s.playerId,
    side: s.clubId === fixture.homeClubId ? 'home' : 'away',
    stats: s.stats,
  }));

  let revealed: { playerId: number; stats: Record<string, number> }[];
  let homeScore: number;
  let awayScore: number;
  if (final) {
    revealed = source.map((s) => ({ playerId: s.playerId, stats: numeric(s.stats) }));
    homeScore = fixture.sourceHomeScore ?? 0;
    awayScore = fixture.sourceAwayScore ?? 0;
  } else {
    const r = revealSoccerFixture(fixture.id, replayPlayers, Math.min(minute, FULL_TIME - 1));
    homeScore = r.homeScore;
    awayScore = r.awayScore;
    const bonus = bonusFromBps(
      rules,
      r.players.map((p) => ({
        element: p.playerId,
        bps: p.stats.bps ?? 0,
        minutes: p.stats.minutes ?? 0,
      })),
    );
    revealed = r.players
      .filter((p) => Object.keys(p.stats).length > 0)
      .map((p) => {
        const b = bonus.get(p.playerId);
        return { playerId: p.playerId, stats: b ? { ...p.stats, bonus: b } : p.stats };
      });
  }

  const previous = await tx
    .select({
      playerId: playerFixturePoints.playerId,
      points: playerFixturePoints.points,
      final: playerFixturePoints.final,
    })
    .from(playerFixturePoints)
    .where(eq(playerFixturePoints.fixtureId, fixture.id));
  const before = new Map(previous.map((p) => [p.playerId, p]));
  const changed: { playerId: number; points: number }[] = [];
  const values = revealed.map((p) => {
    const position = positionOf.get(p.playerId)!;
    const result = fixturePoints(rules, position, soccerStats(p.stats));
    const old = before.get(p.playerId);
    if (!old || old.points !== result.total || old.final !== final)
      changed.push({ playerId: p.playerId, points: result.total });
    return {
      fixtureId: fixture.id,
      playerId: p.playerId,
      roundId: fixture.roundId,
      stats: p.stats,
      points: result.total,
      breakdown: result.lines.map((l) => ({ stat: l.key, value: l.count, points: l.points })),
      final,
      updatedAt: now,
    };
  });
  await writePlayerFixturePoints(tx, values);
  return { homeScore, awayScore, changed };
}

/** Upserts a fixture's player points (both sports): one row per fixture and player. */
export async function writePlayerFixturePoints(
  tx: Database,
  values: readonly (typeof playerFixturePoints.$inferInsert)[],
): Promise<void> {
  for (const chunk of chunks(values, 500)) {
    await tx
      .insert(playerFixturePoints)
      .values(chunk)
      .onConflictDoUpdate({
        target: [playerFixturePoints.fixtureId, playerFixturePoints.playerId],
        set: excluded(['stats', 'points', 'breakdown', 'final', 'updatedAt']),
      });
  }
}

function numeric(stats: Readonly<Record<string, number | boolean>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(stats)) if (typeof v === 'number') out[k] = v;
  return out;
}

/** Each player's round: points over his fixtures in the round and whether he played in any. */
export async function loadPlayerRounds(
  tx: Database,
  seasonId: number,
  roundId: number,
): Promise<Map<number, PlayerRound>> {
  const positions = await tx
    .select({ id: players.id, position: players.position, clubId: players.clubId })
    .from(players)
    .where(eq(players.seasonId, seasonId));
  // A club with a fixture of this round still to finish: its players are pending (the rules engine neither
  // auto-subs them nor moves the armband away from them while provisional scores are computed).
  const open = await tx
    .select({ home: fixtures.homeClubId, away: fixtures.awayClubId })
    .from(fixtures)
    .where(and(eq(fixtures.roundId, roundId), inArray(fixtures.status, ['SCHEDULED', 'LIVE'])));
  const pendingClubs = new Set(open.flatMap((f) => [f.home, f.away]));
  const rows = await tx
    .select({
      playerId: playerFixturePoints.playerId,
      points: playerFixturePoints.points,
      stats: playerFixturePoints.stats,
    })
    .from(playerFixturePoints)
    .where(eq(playerFixturePoints.roundId, roundId));
  const out = new Map<number, PlayerRound>();
  for (const p of positions)
    out.set(p.id, {
      position: p.position as PlayerPosition,
      points: 0,
      played: false,
      pending: pendingClubs.has(p.clubId),
    });
  for (const r of rows) {
    const prev = out.get(r.playerId)!;
    out.set(r.playerId, {
      position: prev.position,
      points: prev.points + r.points,
      played: prev.played || playedInFixture(soccerStats(numeric(r.stats))),
      pending: prev.pending === true,
    });
  }
  return out;
}

const SCORE_COLUMNS: BulkColumn[] = [
  { name: 'squad_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'tenant_id', type: 'int' },
  { name: 'points', type: 'numeric' },
  { name: 'transfer_cost', type: 'int' },
  { name: 'total', type: 'numeric' },
  { name: 'rank', type: 'int' },
  { name: 'previous_rank', type: 'int' },
  { name: 'round_rank', type: 'int' },
  { name: 'detail', type: 'jsonb' },
  { name: 'final', type: 'bool' },
  { name: 'updated_at', type: 'timestamptz' },
];
const HISTOGRAM_COLUMNS: BulkColumn[] = [
  { name: 'tenant_id', type: 'int' },
  { name: 'round_id', type: 'int' },
  { name: 'kind', type: 'text' },
  { name: 'points', type: 'numeric' },
  { name: 'managers', type: 'int' },
];

export interface RoundScoresResult {
  managers: number;
}

/** Every squad's row for a round (captaincy, chip, hit) and its picks by squad: both sports score these. */
export async function loadRoundSquads(tx: Database, roundId: number) {
  const entries = await tx
    .select({
      squadId: squadRounds.squadId,
      tenantId: squads.tenantId,
      captain: squadRounds.captainPlayerId,
      vice: squadRounds.viceCaptainPlayerId,
      chip: squadRounds.chip,
      transferCost: squadRounds.transferCost,
    })
    .from(squadRounds)
    .innerJoin(squads, eq(squads.id, squadRounds.squadId))
    .where(eq(squadRounds.roundId, roundId));
  const pickRows = await tx
    .select({ squadId: picks.squadId, playerId: picks.playerId, slot: picks.slot })
    .from(picks)
    .where(eq(picks.roundId, roundId));
  const picksBySquad = new Map<number, { playerId: number; slot: number }[]>();
  for (const p of pickRows) {
    const list = picksBySquad.get(p.squadId);
    if (list) list.push(p);
    else picksBySquad.set(p.squadId, [p]);
  }
  return { entries, picksBySquad };
}

/**
 * Team points for every squad with picks in the round, totals, ranks (1 + managers with more points, per
 * tenant, from a histogram) and the histograms themselves, written in the caller's transaction: readers see
 * the previous state or the new one, never a mix (the "atomic swap" of ADR 0004). `final` marks the round's
 * scores final; before that the same numbers are provisional and ranks are live.
 */
export async function scoreSoccerRound(
  tx: Database,
  rules: SoccerSeasonRules,
  round: { id: number; seasonId: number; number: number },
  final: boolean,
  now: Date,
): Promise<RoundScoresResult> {
  const playerRounds = await loadPlayerRounds(tx, round.seasonId, round.id);
  const { entries, picksBySquad } = await loadRoundSquads(tx, round.id);
  // Totals and ranks carried from the previous round (squads keep a row every round once they started).
  // "Previous" is the latest earlier round, not number − 1: a postponed-away gameweek leaves a gap.
  const prevBySquad = await previousTotals(tx, round);

  const scored = entries.map((e): ScoredSquad => {
    const teamPicks: TeamPick[] = (picksBySquad.get(e.squadId) ?? []).map((p) => ({
      element: p.playerId,
      slot: p.slot,
      isCaptain: p.playerId === e.captain,
      isViceCaptain: p.playerId === e.vice,
    }));
    const team = scoreTeam(rules, {
      picks: teamPicks,
      chip: chipToRules(e.chip),
      players: (id) => playerRounds.get(id),
    });
    const prev = prevBySquad.get(e.squadId);
    const net = team.points - e.transferCost;
    return {
      squadId: e.squadId,
      tenantId: e.tenantId,
      points: team.points,
      transferCost: e.transferCost,
      net,
      total: (prev?.total ?? 0) + net,
      previousRank: prev?.rank ?? null,
      detail: {
        autoSubs: team.autoSubs.map((s) => ({ out: s.out, in: s.in })),
        captainPlayerId: team.armband,
        multiplier: team.picks.find((p) => p.element === team.armband)?.multiplier ?? 0,
      },
    };
  });

  return writeRoundScores(tx, round, scored, final, now);
}

/** One squad's scored round, as scoreSoccerRound and scoreCricketRound hand it to writeRoundScores. */
export interface ScoredSquad {
  squadId: number;
  tenantId: number;
  /** Round points before transfer cost; a multiple of 0.5 (cricket vice-captain ×1.5). */
  points: number;
  transferCost: number;
  net: number;
  total: number;
  previousRank: number | null;
  detail: NonNullable<(typeof managerRoundScores.$inferInsert)['detail']>;
}

/** Previous round's totals and ranks per squad ("previous" = the latest earlier round). */
export async function previousTotals(
  tx: Database,
  round: { seasonId: number; number: number },
): Promise<Map<number, { total: number; rank: number | null }>> {
  const [prevRound] = await tx
    .select({ id: rounds.id })
    .from(rounds)
    .where(and(eq(rounds.seasonId, round.seasonId), lt(rounds.number, round.number)))
    .orderBy(desc(rounds.number))
    .limit(1);
  const previous = prevRound
    ? await tx
        .select({
          squadId: managerRoundScores.squadId,
          total: managerRoundScores.total,
          rank: managerRoundScores.rank,
        })
        .from(managerRoundScores)
        .where(eq(managerRoundScores.roundId, prevRound.id))
    : [];
  return new Map(previous.map((p) => [p.squadId, p]));
}

/**
 * Writes the scored squads of a round with their ranks and the round's histograms (ranks from totals × 2,
 * which are integers even with half points).
 */
export async function writeRoundScores(
  tx: Database,
  round: { id: number },
  scored: readonly ScoredSquad[],
  final: boolean,
  now: Date,
): Promise<RoundScoresResult> {
  // Ranks per tenant: 1 + the number of that tenant's managers with more points (a histogram prefix sum).
  const byTenant = new Map<number, ScoredSquad[]>();
  for (const s of scored) {
    const list = byTenant.get(s.tenantId);
    if (list) list.push(s);
    else byTenant.set(s.tenantId, [s]);
  }
  const values: (typeof managerRoundScores.$inferInsert)[] = [];
  const histogram: (typeof pointsHistograms.$inferInsert)[] = [];
  for (const [tenantId, list] of byTenant) {
    const totalRanks = rankFromHistogram(list.map((s) => Math.round(s.total * 2)));
    const roundRanks = rankFromHistogram(list.map((s) => Math.round(s.net * 2)));
    list.forEach((s, i) => {
      values.push({
        squadId: s.squadId,
        roundId: round.id,
        tenantId,
        points: s.points,
        transferCost: s.transferCost,
        total: s.total,
        rank: totalRanks[i]!,
        previousRank: s.previousRank,
        roundRank: roundRanks[i]!,
        detail: s.detail,
        final,
        updatedAt: now,
      });
    });
    for (const [kind, key] of [
      ['total', 'total'],
      ['round', 'net'],
    ] as const) {
      const counts = new Map<number, number>();
      for (const s of list) counts.set(s[key], (counts.get(s[key]) ?? 0) + 1);
      for (const [points, managers] of counts)
        histogram.push({ tenantId, roundId: round.id, kind, points, managers });
    }
  }
  await bulkInsert(
    tx,
    'manager_round_scores',
    SCORE_COLUMNS,
    values.map((v) => [
      v.squadId,
      v.roundId,
      v.tenantId,
      v.points,
      v.transferCost,
      v.total,
      v.rank,
      v.previousRank,
      v.roundRank,
      v.detail,
      v.final,
      v.updatedAt,
    ]),
    `on conflict (squad_id, round_id) do update set ${SCORE_COLUMNS.slice(3)
      .map((c) => `${c.name} = excluded.${c.name}`)
      .join(', ')}`,
  );
  await tx.delete(pointsHistograms).where(eq(pointsHistograms.roundId, round.id));
  await bulkInsert(
    tx,
    'points_histograms',
    HISTOGRAM_COLUMNS,
    histogram.map((h) => [h.tenantId, h.roundId, h.kind, h.points, h.managers]),
  );
  return { managers: values.length };
}

/** Fixtures of a round that are not finished yet (finalisation waits for none). */
export async function unfinishedFixtures(tx: Database, roundId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(fixtures)
    .where(and(eq(fixtures.roundId, roundId), inArray(fixtures.status, ['SCHEDULED', 'LIVE'])));
  return row?.n ?? 0;
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
