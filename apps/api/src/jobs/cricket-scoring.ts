// Cricket scoring against the database, all arithmetic from @gameweek/rules: per-player match points after k
// overs (live) or at full time (final, from the imported stats), and team points per manager for a match day
// (captain ×2, vice-captain ×1.5, exact halves: numeric(10,1) columns, ADR 0015), totals and ranks through
// the same writer as soccer. Every function takes the caller's transaction.
import type { Database } from '@gameweek/db/create-db';
import type { CricsheetMatch } from '@gameweek/rules/cricket/cricsheet';
import { scoreCricketPerformance } from '@gameweek/rules/cricket/match-points';
import type { CricketPlayerStats } from '@gameweek/rules/cricket/match-stats';
import { revealCricketMatch, totalOvers } from '@gameweek/rules/cricket/replay';
import type { CricketRole } from '@gameweek/rules/cricket/roles';
import { scoreCricketTeam } from '@gameweek/rules/cricket/team-points';
import { fixtureReplay } from '../repositories/fixture-repository.ts';
import {
  fixtureStats,
  loadRoundSquads,
  previousTotals,
  roundPlayerPoints,
  seasonClubNames,
  seasonPlayers,
  fixturePoints as storedFixturePoints,
  writePlayerFixturePoints,
} from '../repositories/scoring-repository.ts';
import { type RoundScoresResult, type ScoredSquad, writeRoundScores } from './soccer-scoring.ts';

export interface CricketFixtureRef {
  id: number;
  roundId: number;
  seasonId: number;
  homeClubId: number;
  awayClubId: number;
  sourceHomeScore: number | null;
  sourceAwayScore: number | null;
}

export interface CricketFixtureScore {
  homeScore: number;
  awayScore: number;
  /** Overs bowled so far (the fixture's `minute` while a cricket match is live). */
  overs: number;
  changed: { playerId: number; points: number }[];
}

/** The stored Cricsheet match of a fixture (null when it was imported without one). */
export async function loadReplay(tx: Database, fixtureId: number): Promise<CricsheetMatch | null> {
  return (await fixtureReplay(tx, fixtureId)) as CricsheetMatch | null;
}

/**
 * Writes every listed player's stats and points for the match: after `overs` overs while live, or the
 * imported final stats when `final`. Returns the runs shown and the players whose points changed.
 */
export async function scoreCricketFixture(
  tx: Database,
  fixture: CricketFixtureRef,
  overs: number,
  final: boolean,
  now: Date,
): Promise<CricketFixtureScore> {
  const listed = await seasonPlayers(tx, fixture.seasonId);
  const byExternal = new Map(listed.map((p) => [p.externalId, p]));

  let revealed: { playerId: number; stats: CricketPlayerStats }[];
  let homeScore: number;
  let awayScore: number;
  let shownOvers = overs;
  if (final) {
    const source = await fixtureStats(tx, fixture.id);
    revealed = source.map((s) => ({
      playerId: s.playerId,
      stats: s.stats as unknown as CricketPlayerStats,
    }));
    homeScore = fixture.sourceHomeScore ?? 0;
    awayScore = fixture.sourceAwayScore ?? 0;
    const match = await loadReplay(tx, fixture.id);
    shownOvers = match ? totalOvers(match) : overs;
  } else {
    const match = await loadReplay(tx, fixture.id);
    if (!match) return { homeScore: 0, awayScore: 0, overs: 0, changed: [] };
    const r = revealCricketMatch(match, overs);
    const clubRows = await seasonClubNames(tx, fixture.seasonId);
    const clubName = new Map(clubRows.map((c) => [c.id, c.name]));
    homeScore = r.runs.get(clubName.get(fixture.homeClubId) ?? '') ?? 0;
    awayScore = r.runs.get(clubName.get(fixture.awayClubId) ?? '') ?? 0;
    revealed = r.players.flatMap((p) => {
      const player = byExternal.get(p.playerId);
      return player ? [{ playerId: player.id, stats: p.stats }] : [];
    });
  }

  const changed = await writeCricketPoints(tx, fixture, revealed, final, now);
  return { homeScore, awayScore, overs: shownOvers, changed };
}

/**
 * A fed match (ADR 0043): the stats the feed's deliveries add up to so far (written by
 * services/feed/apply-cricket.ts), of the players whose stats changed — or of every listed player when the
 * match's points turn final — scored by the replay's points writer, provisional until `final`. So a fed match
 * scores exactly as the replayed or imported one.
 */
export async function scoreFedCricketFixture(
  tx: Database,
  fixture: CricketFixtureRef,
  players: readonly { playerId: number; role: CricketRole; stats: CricketPlayerStats }[],
  final: boolean,
  now: Date,
): Promise<{ playerId: number; points: number }[]> {
  return writeCricketPoints(
    tx,
    fixture,
    players,
    final,
    now,
    new Map(players.map((p) => [p.playerId, p.role])),
  );
}

/** Points of every listed player of the match by the rules engine; answers the players whose points changed. */
async function writeCricketPoints(
  tx: Database,
  fixture: CricketFixtureRef,
  revealed: readonly { playerId: number; stats: CricketPlayerStats }[],
  final: boolean,
  now: Date,
  roles?: ReadonlyMap<number, CricketRole>,
): Promise<{ playerId: number; points: number }[]> {
  const roleOf =
    roles ??
    new Map(
      (await seasonPlayers(tx, fixture.seasonId)).map((p) => [p.id, p.position as CricketRole]),
    );
  const previous = await storedFixturePoints(tx, fixture.id);
  const before = new Map(previous.map((p) => [p.playerId, p]));
  const changed: { playerId: number; points: number }[] = [];
  const values = revealed.flatMap((p) => {
    const role = roleOf.get(p.playerId);
    if (!role) return [];
    const result = scoreCricketPerformance(p.stats, role);
    const old = before.get(p.playerId);
    if (!old || old.points !== result.total || old.final !== final)
      changed.push({ playerId: p.playerId, points: result.total });
    return [
      {
        fixtureId: fixture.id,
        playerId: p.playerId,
        roundId: fixture.roundId,
        // inXI: listed in the match (everyone scored here was), which the round view reads as "played".
        stats: { ...p.stats, inXI: true },
        points: result.total,
        breakdown: result.lines.map((l) => ({ stat: l.key, value: l.count, points: l.points })),
        final,
        updatedAt: now,
      },
    ];
  });
  await writePlayerFixturePoints(tx, values);
  return changed;
}

/**
 * Team points of every squad with picks in the match day: base points of the day (sum over his matches,
 * one in practice) with captain ×2 and vice ×1.5 by the rules engine, exactly (multiples of 0.5); totals,
 * ranks and histograms through writeRoundScores. Before `final` the same numbers are provisional.
 */
export async function scoreCricketRound(
  tx: Database,
  round: { id: number; seasonId: number; number: number },
  final: boolean,
  now: Date,
): Promise<RoundScoresResult> {
  const pointRows = await roundPlayerPoints(tx, round.id);
  const base = new Map<string, number>();
  for (const r of pointRows) {
    const key = String(r.playerId);
    base.set(key, (base.get(key) ?? 0) + r.points);
  }
  const { entries, picksBySquad } = await loadRoundSquads(tx, round.id);
  const prevBySquad = await previousTotals(tx, round);
  const scored = entries.map((e): ScoredSquad => {
    const team = scoreCricketTeam(
      {
        playerIds: (picksBySquad.get(e.squadId) ?? []).map((p) => String(p.playerId)),
        captainId: String(e.captain),
        viceCaptainId: String(e.vice),
      },
      base,
    );
    const prev = prevBySquad.get(e.squadId);
    const net = team.total - e.transferCost;
    return {
      squadId: e.squadId,
      tenantId: e.tenantId,
      points: team.total,
      transferCost: e.transferCost,
      net,
      total: (prev?.total ?? 0) + net,
      previousRank: prev?.rank ?? null,
      detail: { autoSubs: [], captainPlayerId: e.captain, multiplier: 2 },
    };
  });
  return writeRoundScores(tx, round, scored, final, now);
}
