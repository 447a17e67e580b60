// A player's points for one fixture, computed only from the season's scoring lines, with the
// breakdown the app shows ("2 goals: 8 pts").
import type { SoccerPosition } from './positions.ts';
import type { ScoringKey, ScoringLine, SoccerSeasonRules } from './season-rules.ts';
import type { SoccerFixtureStats } from './stats.ts';

export interface FixturePointsLine {
  readonly key: ScoringKey;
  /** How many times the line applied (e.g. 2 for 6 saves at "every 3"). */
  readonly count: number;
  readonly points: number;
}

export interface FixturePoints {
  readonly total: number;
  /** Lines that applied, in table order; lines worth 0 are left out. */
  readonly lines: readonly FixturePointsLine[];
}

/** How many times a line applies for this position and these stats (0 when it does not). */
export function lineCount(
  line: ScoringLine,
  position: SoccerPosition,
  stats: SoccerFixtureStats,
): number {
  const rule = line.rule;
  switch (rule.kind) {
    case 'minutes':
      return stats.minutes >= rule.from && (rule.to === null || stats.minutes <= rule.to) ? 1 : 0;
    case 'per':
      if (rule.minMinutes !== undefined && stats.minutes < rule.minMinutes) return 0;
      return Math.floor(stats[rule.stat] / rule.every);
    case 'threshold': {
      const keys = rule.sumOf[position];
      const atLeast = rule.atLeast[position];
      if (keys === undefined || atLeast === undefined) return 0;
      let sum = 0;
      for (const key of keys) sum += stats[key];
      return sum >= atLeast ? 1 : 0;
    }
  }
}

export function fixturePoints(
  rules: Pick<SoccerSeasonRules, 'scoring'>,
  position: SoccerPosition,
  stats: SoccerFixtureStats,
): FixturePoints {
  let total = 0;
  const lines: FixturePointsLine[] = [];
  for (const line of rules.scoring) {
    const value = line.points[position];
    if (value === undefined) continue;
    const count = lineCount(line, position, stats);
    if (count === 0) continue;
    const points = count * value;
    total += points;
    lines.push({ key: line.key, count, points });
  }
  return { total, lines };
}
