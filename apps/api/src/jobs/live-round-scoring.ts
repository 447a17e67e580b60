// Live re-scoring of a round by what a feed message changed (ADR 0045, ADR 0049): the owners of the players
// whose round moved, in the API instance's in-memory scores of the round (LiveScores), with the points
// histograms moved in the message's transaction and the managers' rows flushed after it.
import type { Database } from '@gameweek/db/create-db';
import type { SoccerSeasonRules } from '@gameweek/rules/soccer/season-rules';
import type { PlayerRound } from '@gameweek/rules/soccer/team-score';
import { roundsFrom } from '../repositories/feed-repository.ts';
import { roundHasScores } from '../repositories/live-score-repository.ts';
import type { LiveScores } from './live-scores.ts';
import { loadPlayerRounds } from './soccer-scoring.ts';

export { changedPlayers } from './live-round-state.ts';

/** A message's transaction, the instance's live scores, and what to run once the transaction committed. */
export interface LiveScoring {
  tx: Database;
  live: LiveScores;
  afterCommit: (run: () => void) => void;
  /**
   * Set while several queued messages are applied in one transaction (FeedIngest, ADR 0055): their live
   * rounds are re-scored once, at the end of that transaction, by everything they changed together.
   */
  deferred?: DeferredLiveRescores;
}

/**
 * The live rounds messages applied together moved, re-scored once at the end of their transaction. A
 * round's re-scoring diffs the in-memory state against the players' rounds stored by then, so it takes in
 * every message applied before it and nothing of one rolled back to its savepoint; `before` (the stored
 * players' rounds before the first of them) only serves to build a state the instance does not hold.
 */
export class DeferredLiveRescores {
  private readonly rounds = new Map<
    number,
    {
      rules: SoccerSeasonRules;
      round: { id: number; seasonId: number; number: number };
      before: ReadonlyMap<number, PlayerRound>;
    }
  >();

  add(
    rules: SoccerSeasonRules,
    round: { id: number; seasonId: number; number: number },
    before: ReadonlyMap<number, PlayerRound>,
  ): void {
    if (!this.rounds.has(round.id)) this.rounds.set(round.id, { rules, round, before });
  }

  /** Re-scores the rounds added, in the transaction that applied the messages. */
  async run(scoring: Omit<LiveScoring, 'deferred'>, now: Date): Promise<void> {
    for (const { rules, round, before } of this.rounds.values())
      await rescoreLiveRound(scoring, rules, round, before, now);
    this.rounds.clear();
  }
}

/**
 * Re-scores a live (not final) round after its players' rounds moved from `before` to what is stored now,
 * in the caller's transaction — or at its end when messages are applied together (`deferred`).
 */
export async function rescoreLiveRound(
  { tx, live, afterCommit, deferred }: LiveScoring,
  rules: SoccerSeasonRules,
  round: { id: number; seasonId: number; number: number },
  before: ReadonlyMap<number, PlayerRound>,
  now: Date,
): Promise<void> {
  if (deferred) deferred.add(rules, round, before);
  else await live.rescore(tx, rules, round, before, now, afterCommit);
}

export interface LiveRoundSnapshot {
  round: { id: number; seasonId: number; number: number };
  players: Map<number, PlayerRound>;
}

/**
 * The players' rounds of the season's live rounds that have scores (in memory or stored), taken before
 * something changes their fixtures (postponed, moved to another round): whether a club's players may still
 * play (pending) follows the fixtures, so those rounds are re-scored after the change by what it did
 * (rescoreLiveRoundsAfter).
 */
export async function liveRoundsBefore(
  { tx, live }: LiveScoring,
  seasonId: number,
): Promise<LiveRoundSnapshot[]> {
  const out: LiveRoundSnapshot[] = [];
  for (const round of await roundsFrom(tx, seasonId, 0)) {
    if (round.status !== 'LIVE' || round.finalisedAt !== null) continue;
    if (!live.has(round.id) && !(await roundHasScores(tx, round.id))) continue;
    out.push({ round, players: await loadPlayerRounds(tx, seasonId, round.id) });
  }
  return out;
}

/** Re-scores the rounds of `liveRoundsBefore` by what changed since; answers their ids. */
export async function rescoreLiveRoundsAfter(
  scoring: LiveScoring,
  rules: SoccerSeasonRules,
  snapshots: readonly LiveRoundSnapshot[],
  now: Date,
): Promise<number[]> {
  for (const s of snapshots) await rescoreLiveRound(scoring, rules, s.round, s.players, now);
  return snapshots.map((s) => s.round.id);
}
