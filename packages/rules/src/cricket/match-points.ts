// Base fantasy points (no captaincy) of one player in one match, as a breakdown whose lines
// sum to the total, so the UI can show "runs, wickets, catches…" next to the number.
import type { CricsheetMatch } from './cricsheet.ts';
import {
  type CricketPlayerMatchStats,
  type CricketPlayerStats,
  extractCricketMatchStats,
} from './match-stats.ts';
import type { CricketRole } from './roles.ts';
import {
  bandPoints,
  CRICKET_T20_SCORING,
  type CricketScoringTable,
  type PerEventRule,
  type TieredRule,
  tierPoints,
} from './scoring-table.ts';

export interface CricketPointsLine {
  /** The scoring-table rule key (playing, run, fourBonus, …, economy, strikeRate). */
  readonly key: string;
  readonly labelKey: string;
  /** How many times the rule applied (runs, fours, wickets…); 1 for bonuses and bands. */
  readonly count: number;
  readonly points: number;
}

export interface CricketPerformancePoints {
  readonly total: number;
  /** Only rules that scored (points ≠ 0); total is their sum. */
  readonly lines: readonly CricketPointsLine[];
}

export interface CricketPlayerMatchPoints
  extends CricketPlayerMatchStats,
    CricketPerformancePoints {
  readonly matchId: string;
  readonly role: CricketRole;
}

/** Points of a listed player's stats under the table; everyone scored here was in the list. */
export function scoreCricketPerformance(
  stats: CricketPlayerStats,
  role: CricketRole,
  table: CricketScoringTable = CRICKET_T20_SCORING,
): CricketPerformancePoints {
  const lines: CricketPointsLine[] = [];
  const perEvent = (rule: PerEventRule, count: number) => {
    if (count !== 0 && rule.points !== 0) {
      lines.push({ key: rule.key, labelKey: rule.labelKey, count, points: rule.points * count });
    }
  };
  const tiered = (rule: TieredRule, count: number) => {
    const points = tierPoints(rule, count);
    if (points !== 0) lines.push({ key: rule.key, labelKey: rule.labelKey, count: 1, points });
  };
  const once = (rule: { key: string; labelKey: string }, points: number) => {
    if (points !== 0) lines.push({ key: rule.key, labelKey: rule.labelKey, count: 1, points });
  };
  const { batting, bowling, fielding } = table;

  perEvent(table.playing, 1);

  perEvent(batting.run, stats.runs);
  perEvent(batting.fourBonus, stats.fours);
  perEvent(batting.sixBonus, stats.sixes);
  tiered(batting.milestone, stats.runs);
  if (stats.dismissed && stats.runs === 0 && !batting.duck.exemptRoles.includes(role)) {
    perEvent(batting.duck, 1);
  }

  perEvent(bowling.dot, stats.dots);
  perEvent(bowling.wicket, stats.wickets);
  perEvent(bowling.bowledLbwBonus, stats.bowledOrLbw);
  tiered(bowling.haul, stats.wickets);
  perEvent(bowling.maiden, stats.maidens);

  perEvent(fielding.catch, stats.catches);
  tiered(fielding.catchesBonus, stats.catches);
  perEvent(fielding.stumping, stats.stumpings);
  perEvent(fielding.runOutSole, stats.runOutsSole);
  perEvent(fielding.runOutShared, stats.runOutsShared);

  once(table.economy, bandPoints(table.economy, stats.runsConceded, stats.legalBallsBowled));
  if (!table.strikeRate.exemptRoles.includes(role)) {
    once(table.strikeRate, bandPoints(table.strikeRate, stats.runs, stats.ballsFaced));
  }

  return { total: lines.reduce((sum, l) => sum + l.points, 0), lines };
}

/** A role per player id; deriveCricketRoles() returns one. */
export type CricketRoleLookup = ReadonlyMap<string, { readonly role: CricketRole }>;

export class MissingCricketRoleError extends Error {
  override readonly name = 'MissingCricketRoleError';
  constructor(readonly playerId: string) {
    super(`no role for player ${playerId}`);
  }
}

/**
 * Base points of every listed player of one match. matchId is the caller's (Cricsheet's file
 * name); roles come from the season (deriveCricketRoles), and a missing one is an error rather
 * than a silent default because the duck and strike-rate rules depend on it.
 */
export function scoreCricketMatch(
  matchId: string,
  match: CricsheetMatch,
  roles: CricketRoleLookup,
  table: CricketScoringTable = CRICKET_T20_SCORING,
): CricketPlayerMatchPoints[] {
  return extractCricketMatchStats(match).players.map((p) => {
    const role = roles.get(p.playerId)?.role;
    if (role === undefined) throw new MissingCricketRoleError(p.playerId);
    return { matchId, ...p, role, ...scoreCricketPerformance(p.stats, role, table) };
  });
}
