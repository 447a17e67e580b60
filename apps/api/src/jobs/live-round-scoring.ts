// Live re-scoring of a round by what a change touched (ADR 0045), for the data feed's live events: the
// same totals, details and histograms as scoring the whole round again (scoreSoccerRound), at the cost of
// the managers who own the players whose round changed.
//
// A player's round is (points, played, pending). A squad none of whose players changed keeps its score.
// A squad that owns a changed player is re-scored one of two ways:
// - whole, by the rules engine (scoreSquadRound), when its line-up or armband may move: one of its
//   starters is, before or after the change, a player who did not play and whose matches are over (then
//   an automatic substitution or the vice's armband is possible), or it owns an Assistant Manager;
// - otherwise by points alone: with every starter played or still to play, the rules engine makes no
//   substitution and the captain wears the armband (team-score.ts), so the team's points move by each
//   changed player's delta times his multiplier (captain ×2, ×3 on Triple Captain; starters ×1; the bench
//   ×1 on Bench Boost, else ×0). That is one SQL statement over picks (round, player), which also moves
//   the round's histograms; nothing else is written, and ranks are read from the histograms.
import type { Database } from '@gameweek/db/create-db';
import type { SoccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';
import { roundsFrom } from '../repositories/feed-repository.ts';
import {
  addLivePoints,
  type RescoredSquad,
  roundHasScores,
  seedLiveRound,
  squadScores,
  squadsToRescoreWhole,
  squadsWithStarterIn,
  writeRescoredSquads,
} from '../repositories/live-score-repository.ts';
import { loadRoundSquads } from '../repositories/scoring-repository.ts';
import { loadPlayerRounds, scoreSquadRound } from './soccer-scoring.ts';

export interface LiveRescore {
  /** 'full': the round had no scores yet and every squad was written; 'changes': by what changed. */
  mode: 'full' | 'changes';
  /** Squads whose scores were written. */
  squads: number;
}

/** Players whose round differs between two states (a player new to the state counts as changed). */
export function changedPlayers(
  before: ReadonlyMap<number, PlayerRound>,
  after: ReadonlyMap<number, PlayerRound>,
): { playerId: number; delta: number; flagsChanged: boolean }[] {
  const out: { playerId: number; delta: number; flagsChanged: boolean }[] = [];
  for (const [playerId, a] of after) {
    const b = before.get(playerId);
    const delta = a.points - (b?.points ?? 0);
    const flagsChanged =
      !b || b.played !== a.played || (b.pending === true) !== (a.pending === true);
    if (delta !== 0 || flagsChanged) out.push({ playerId, delta, flagsChanged });
  }
  return out;
}

/** Over and did not play: a starter like this may be substituted or lose the armband. */
const unavailable = (r: PlayerRound) => !r.played && r.pending !== true && r.position !== 'AM';

/**
 * Re-scores a live (not final) round after its players' rounds moved from `before` to what is stored now,
 * in the caller's transaction. The round's first scoring writes every squad as if nobody had played yet
 * (seedLiveRound, set-based) and then moves them by what has happened, the same way.
 */
export async function rescoreLiveRound(
  tx: Database,
  rules: SoccerSeasonRules,
  round: { id: number; seasonId: number; number: number },
  before: ReadonlyMap<number, PlayerRound>,
  now: Date,
): Promise<LiveRescore> {
  const after = await loadPlayerRounds(tx, round.seasonId, round.id);
  let from = before;
  let seeded = 0;
  if (!(await roundHasScores(tx, round.id))) {
    // The round's first scores: every squad as if nobody had played yet (set-based), then moved to now.
    const nobody = new Map<number, PlayerRound>();
    for (const [id, r] of after) nobody.set(id, { ...r, points: 0, played: false });
    seeded = await seedLiveRound(tx, round, rules.captaincy, now);
    await rescoreWhole(
      tx,
      rules,
      round.id,
      await squadsWithStarterIn(tx, round.id, unavailableOf(nobody), assistantManagersOf(nobody)),
      nobody,
      now,
    );
    from = nobody;
  }
  const changed = changedPlayers(from, after);
  if (changed.length === 0) return { mode: seeded ? 'full' : 'changes', squads: seeded };
  const touched = changed.map((c) => c.playerId);
  const starters = new Set([...unavailableOf(from), ...unavailableOf(after)]);
  const assistantManagers = touched.filter((id) => after.get(id)?.position === 'AM');
  const whole = await squadsToRescoreWhole(tx, round.id, touched, [...starters], assistantManagers);
  const moved = await addLivePoints(
    tx,
    round.id,
    changed.map((c) => ({ playerId: c.playerId, delta: c.delta })),
    whole,
    rules.captaincy,
    now,
  );
  const rescored = await rescoreWhole(tx, rules, round.id, whole, after, now);
  return { mode: seeded ? 'full' : 'changes', squads: seeded || moved + rescored };
}

function unavailableOf(rounds: ReadonlyMap<number, PlayerRound>): number[] {
  const out: number[] = [];
  for (const [id, r] of rounds) if (unavailable(r)) out.push(id);
  return out;
}

function assistantManagersOf(rounds: ReadonlyMap<number, PlayerRound>): number[] {
  const out: number[] = [];
  for (const [id, r] of rounds) if (r.position === 'AM') out.push(id);
  return out;
}

/** Squads re-scored whole by the rules engine from `rounds`, written with the histograms moved. */
async function rescoreWhole(
  tx: Database,
  rules: SoccerSeasonRules,
  roundId: number,
  squadIds: readonly number[],
  rounds: ReadonlyMap<number, PlayerRound>,
  now: Date,
): Promise<number> {
  if (squadIds.length === 0) return 0;
  const { entries, picksBySquad } = await loadRoundSquads(tx, roundId, squadIds);
  const stored = new Map((await squadScores(tx, roundId, squadIds)).map((s) => [s.squadId, s]));
  const rescored: RescoredSquad[] = [];
  for (const e of entries) {
    const old = stored.get(e.squadId);
    if (!old) continue; // a squad without a live row yet is written by the next whole scoring
    const team = scoreSquadRound(rules, e, picksBySquad.get(e.squadId) ?? [], rounds);
    const oldNet = old.points - old.transferCost;
    rescored.push({
      squadId: e.squadId,
      tenantId: old.tenantId,
      points: team.points,
      net: team.net,
      oldNet,
      total: old.total - oldNet + team.net,
      oldTotal: old.total,
      detail: team.detail,
    });
  }
  await writeRescoredSquads(tx, roundId, rescored, now);
  return rescored.length;
}

export interface LiveRoundSnapshot {
  round: { id: number; seasonId: number; number: number };
  players: Map<number, PlayerRound>;
}

/**
 * The players' rounds of the season's live rounds that have scores, taken before something changes their
 * fixtures (postponed, moved to another round): whether a club's players may still play (pending) follows
 * the fixtures, so those rounds are re-scored after the change by what it did (rescoreLiveRoundsAfter).
 */
export async function liveRoundsBefore(
  tx: Database,
  seasonId: number,
): Promise<LiveRoundSnapshot[]> {
  const out: LiveRoundSnapshot[] = [];
  for (const round of await roundsFrom(tx, seasonId, 0)) {
    if (round.status !== 'LIVE' || round.finalisedAt !== null) continue;
    if (!(await roundHasScores(tx, round.id))) continue;
    out.push({ round, players: await loadPlayerRounds(tx, seasonId, round.id) });
  }
  return out;
}

/** Re-scores the rounds of `liveRoundsBefore` by what changed since; answers their ids. */
export async function rescoreLiveRoundsAfter(
  tx: Database,
  rules: SoccerSeasonRules,
  snapshots: readonly LiveRoundSnapshot[],
  now: Date,
): Promise<number[]> {
  for (const s of snapshots) await rescoreLiveRound(tx, rules, s.round, s.players, now);
  return snapshots.map((s) => s.round.id);
}
