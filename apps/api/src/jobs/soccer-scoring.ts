// Soccer scoring against the database, all arithmetic delegated to the rules engine: per-player fixture points
// from (revealed) stats, and team points per manager for a round (auto-subs, captaincy, chips, transfer hits),
// totals and ranks from a histogram (ADR 0004). Every function takes the caller's transaction.

import type { Database } from '@gameweek/db/create-db';
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
import { unfinishedFixtureClubs } from '../repositories/fixture-repository.ts';
import {
  fixtureStatsWithPlayers,
  loadRoundSquads,
  type ManagerRoundScoreDetail,
  type ManagerRoundScoreInsert,
  type PointsHistogramInsert,
  previousTotals,
  roundPlayerPoints,
  seasonPlayers,
  fixturePoints as storedFixturePoints,
  writeManagerRoundScores,
  writePlayerFixturePoints,
} from '../repositories/scoring-repository.ts';

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
  const source = await fixtureStatsWithPlayers(tx, fixture.id);
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
    // Bonus ranks every player revealed so far; only those with stats get a row.
    const played = new Set(
      r.players.filter((p) => Object.keys(p.stats).length > 0).map((p) => p.playerId),
    );
    revealed = withProvisionalBonus(rules, r.players).filter((p) => played.has(p.playerId));
  }
  const changed = await writeSoccerFixturePoints(
    tx,
    rules,
    fixture,
    positionOf,
    revealed,
    final,
    now,
  );
  return { homeScore, awayScore, changed };
}

/**
 * A fixture played by the data feed (ADR 0039): its stored stats are what happened so far, not a source to
 * reveal, so they are scored as they stand (live with provisional bonus from BPS so far, as a replay is;
 * final with the provider's bonus). Returns the players whose points changed.
 */
export async function scoreFedSoccerFixture(
  tx: Database,
  rules: SoccerSeasonRules,
  fixture: Pick<FixtureRef, 'id' | 'roundId'>,
  final: boolean,
  now: Date,
): Promise<{ playerId: number; points: number }[]> {
  const source = await fixtureStatsWithPlayers(tx, fixture.id);
  const positionOf = new Map(source.map((s) => [s.playerId, s.position as PlayerPosition]));
  const stored = source.map((s) => ({ playerId: s.playerId, stats: numeric(s.stats) }));
  const scored = final ? stored : withProvisionalBonus(rules, stored);
  return writeSoccerFixturePoints(tx, rules, fixture, positionOf, scored, final, now);
}

/** Live stats with the bonus the BPS so far would give (FPL's provisional bonus). */
function withProvisionalBonus(
  rules: SoccerSeasonRules,
  players: readonly { playerId: number; stats: Record<string, number> }[],
): { playerId: number; stats: Record<string, number> }[] {
  const bonus = bonusFromBps(
    rules,
    players.map((p) => ({
      element: p.playerId,
      bps: p.stats.bps ?? 0,
      minutes: p.stats.minutes ?? 0,
    })),
  );
  return players.map((p) => {
    const b = bonus.get(p.playerId);
    return { playerId: p.playerId, stats: b ? { ...p.stats, bonus: b } : p.stats };
  });
}

/** Points of each player from his stats by the rules engine, upserted; answers those that changed. */
async function writeSoccerFixturePoints(
  tx: Database,
  rules: SoccerSeasonRules,
  fixture: Pick<FixtureRef, 'id' | 'roundId'>,
  positionOf: ReadonlyMap<number, PlayerPosition>,
  revealed: readonly { playerId: number; stats: Record<string, number> }[],
  final: boolean,
  now: Date,
): Promise<{ playerId: number; points: number }[]> {
  const previous = await storedFixturePoints(tx, fixture.id);
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
  return changed;
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
  const positions = await seasonPlayers(tx, seasonId);
  // A club with a fixture of this round still to finish: its players are pending (the rules engine neither
  // auto-subs them nor moves the armband away from them while provisional scores are computed).
  const open = await unfinishedFixtureClubs(tx, roundId);
  const pendingClubs = new Set(open.flatMap((f) => [f.home, f.away]));
  const rows = await roundPlayerPoints(tx, roundId);
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

export interface RoundScoresResult {
  managers: number;
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
    const team = scoreSquadRound(rules, e, picksBySquad.get(e.squadId) ?? [], playerRounds);
    const prev = prevBySquad.get(e.squadId);
    return {
      squadId: e.squadId,
      tenantId: e.tenantId,
      points: team.points,
      transferCost: e.transferCost,
      net: team.net,
      total: (prev?.total ?? 0) + team.net,
      previousRank: prev?.rank ?? null,
      detail: team.detail,
    };
  });

  return writeRoundScores(tx, round, scored, final, now);
}

/** A squad's round as the rules engine scores it: points, net of its transfer cost, and the detail stored. */
export function scoreSquadRound(
  rules: SoccerSeasonRules,
  entry: { captain: number; vice: number; chip: string | null; transferCost: number },
  picks: readonly { playerId: number; slot: number }[],
  playerRounds: ReadonlyMap<number, PlayerRound>,
): {
  points: number;
  net: number;
  detail: ManagerRoundScoreDetail;
  /** Each pick's multiplier as the rules engine gave it (0 left on the bench, 2 or 3 the armband). */
  multipliers: ReadonlyMap<number, number>;
} {
  const teamPicks: TeamPick[] = picks.map((p) => ({
    element: p.playerId,
    slot: p.slot,
    isCaptain: p.playerId === entry.captain,
    isViceCaptain: p.playerId === entry.vice,
  }));
  const team = scoreTeam(rules, {
    picks: teamPicks,
    chip: chipToRules(entry.chip),
    players: (id) => playerRounds.get(id),
  });
  return {
    points: team.points,
    net: team.points - entry.transferCost,
    detail: {
      autoSubs: team.autoSubs.map((s) => ({ out: s.out, in: s.in })),
      captainPlayerId: team.armband,
      multiplier: team.picks.find((p) => p.element === team.armband)?.multiplier ?? 0,
    },
    multipliers: new Map(team.picks.map((p) => [p.element, p.multiplier])),
  };
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
  detail: ManagerRoundScoreDetail;
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
  const values: ManagerRoundScoreInsert[] = [];
  const histogram: PointsHistogramInsert[] = [];
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
        // A live round's ranks move with every event: they are read from its histograms (ADR 0045).
        rank: final ? totalRanks[i]! : null,
        previousRank: s.previousRank,
        roundRank: final ? roundRanks[i]! : null,
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
  await writeManagerRoundScores(tx, round.id, values, histogram);
  return { managers: values.length };
}
