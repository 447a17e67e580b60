// What a replayed cricket match looks like after its first k overs (ADR 0005, ADR 0015). Pure: the Cricsheet
// match is cut after k overs (counted across both innings in playing order; super overs never count and are
// left out until full time) and the rules engine's own extractCricketMatchStats / scoreCricketPerformance
// give the stats and points of that prefix. Nothing is invented: the ball order is Cricsheet's, so live
// points are the points the real match stood at after that over, and at full time they are the final ones.
import type { CricsheetInnings, CricsheetMatch } from './cricsheet.ts';
import { type CricketPlayerStats, extractCricketMatchStats } from './match-stats.ts';

/** Overs bowled in the match's regular innings (the length of its live timeline). */
export function totalOvers(match: CricsheetMatch): number {
  let n = 0;
  for (const innings of match.innings ?? [])
    if (!innings.super_over) n += innings.overs?.length ?? 0;
  return n;
}

/**
 * Overs bowled at `progress` (0..1) of a match's demo duration, over by over: never the last over, which is
 * full time. The clock's replay and the demo's feed provider pace a cricket match by it.
 */
export function oversAt(match: CricsheetMatch | null, progress: number): number {
  if (!match) return 0;
  const total = totalOvers(match);
  return Math.max(0, Math.min(total - 1, Math.floor(progress * total)));
}

/** The match as it stood after `overs` overs (all of it when overs ≥ totalOvers). */
export function matchAfterOvers(match: CricsheetMatch, overs: number): CricsheetMatch {
  if (overs >= totalOvers(match)) return match;
  let left = Math.max(0, overs);
  const innings: CricsheetInnings[] = [];
  for (const i of match.innings ?? []) {
    if (i.super_over || left <= 0) continue;
    const kept = (i.overs ?? []).slice(0, left);
    left -= kept.length;
    innings.push({ team: i.team, overs: kept });
  }
  return { info: match.info, innings };
}

export interface RevealedCricketPlayer {
  /** Cricsheet registry id. */
  playerId: string;
  team: string;
  stats: CricketPlayerStats;
}

export interface RevealedCricketMatch {
  overs: number;
  /** Runs per team so far (super overs excluded, as in fixtures.source_*_score). */
  runs: Map<string, number>;
  players: RevealedCricketPlayer[];
}

/** Stats of every listed player after `overs` overs, by the rules engine's counting definitions. */
export function revealCricketMatch(match: CricsheetMatch, overs: number): RevealedCricketMatch {
  const cut = matchAfterOvers(match, overs);
  const runs = new Map<string, number>(match.info.teams.map((t) => [t, 0]));
  for (const innings of cut.innings ?? []) {
    if (innings.super_over) continue;
    for (const over of innings.overs ?? [])
      for (const d of over.deliveries)
        runs.set(innings.team, (runs.get(innings.team) ?? 0) + d.runs.total);
  }
  const stats = extractCricketMatchStats(cut);
  return {
    overs: Math.min(overs, totalOvers(match)),
    runs,
    players: stats.players.map((p) => ({ playerId: p.playerId, team: p.team, stats: p.stats })),
  };
}
