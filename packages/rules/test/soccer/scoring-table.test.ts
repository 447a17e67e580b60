import { describe, expect, it } from 'vitest';
import { fixturePoints } from '../../src/soccer/fixture-points.ts';
import { soccerScoringTable } from '../../src/soccer/scoring-table.ts';
import { SOCCER_SEASON_RULES, SOCCER_SEASONS } from '../../src/soccer/season-rules.ts';
import { soccerStats } from '../../src/soccer/stats.ts';

describe('soccerScoringTable', () => {
  it('shows AM only in 2024-25 and defensive contributions only from 2025-26', () => {
    expect(soccerScoringTable('2023-24').positions).toEqual(['GK', 'DEF', 'MID', 'FWD']);
    expect(soccerScoringTable('2024-25').positions).toEqual(['GK', 'DEF', 'MID', 'FWD', 'AM']);
    const dc = soccerScoringTable('2025-26').rows.find((r) => r.key === 'defensive_contribution');
    expect(dc?.atLeast).toEqual({ DEF: 10, MID: 12, FWD: 12 });
    expect(dc?.values).toEqual({ GK: null, DEF: 2, MID: 2, FWD: 2, AM: null });
    const goal = (season: (typeof SOCCER_SEASONS)[number]) =>
      soccerScoringTable(season).rows.find((r) => r.key === 'goal')?.values.GK;
    expect([goal('2023-24'), goal('2024-25')]).toEqual([6, 10]);
  });

  it('every displayed value is what the engine scores for one occurrence', () => {
    for (const season of SOCCER_SEASONS) {
      for (const row of soccerScoringTable(season).rows) {
        const line = SOCCER_SEASON_RULES[season].scoring.find((l) => l.key === row.key)!;
        if (line.rule.kind !== 'per') continue;
        for (const [position, value] of Object.entries(row.values)) {
          if (value === null || position === 'AM') continue;
          // Enough of the stat for one award, 90 minutes; the line's points are the difference.
          const stats = { minutes: 90, [line.rule.stat]: row.every ?? 1 };
          const base = fixturePoints(
            SOCCER_SEASON_RULES[season],
            position as 'GK',
            soccerStats({ minutes: 90 }),
          );
          const withLine = fixturePoints(
            SOCCER_SEASON_RULES[season],
            position as 'GK',
            soccerStats(stats),
          );
          expect(withLine.total - base.total).toBe(value);
        }
      }
    }
  });
});
