import { describe, expect, it } from 'vitest';
import { fixturePoints } from '../../src/soccer/fixture-points.ts';
import type { SoccerPosition } from '../../src/soccer/positions.ts';
import { SOCCER_SEASON_RULES, type SoccerSeason } from '../../src/soccer/season-rules.ts';
import { type SoccerStatKey, soccerStats } from '../../src/soccer/stats.ts';

const total = (
  season: SoccerSeason,
  position: SoccerPosition,
  s: Partial<Record<SoccerStatKey, number>>,
) => fixturePoints(SOCCER_SEASON_RULES[season], position, soccerStats(s)).total;

describe('fixture points', () => {
  // [season, position, stats, expected, why]
  const cases: [
    SoccerSeason,
    SoccerPosition,
    Partial<Record<SoccerStatKey, number>>,
    number,
    string,
  ][] = [
    ['2023-24', 'MID', {}, 0, 'did not play'],
    ['2023-24', 'MID', { minutes: 1 }, 1, '1 minute'],
    ['2023-24', 'MID', { minutes: 59 }, 1, '59 minutes'],
    ['2023-24', 'MID', { minutes: 60 }, 2, '60 minutes'],
    ['2023-24', 'GK', { minutes: 90, goals_scored: 1 }, 8, 'GK goal 6'],
    ['2024-25', 'GK', { minutes: 90, goals_scored: 1 }, 12, 'GK goal 10 from 2024-25'],
    ['2023-24', 'DEF', { minutes: 90, goals_scored: 1 }, 8, 'DEF goal 6'],
    ['2023-24', 'MID', { minutes: 90, goals_scored: 2 }, 12, 'MID goal 5'],
    ['2023-24', 'FWD', { minutes: 90, goals_scored: 3, assists: 1 }, 17, 'FWD goal 4, assist 3'],
    ['2023-24', 'GK', { minutes: 90, clean_sheets: 1 }, 6, 'GK clean sheet 4'],
    ['2023-24', 'DEF', { minutes: 59, clean_sheets: 1 }, 1, 'clean sheet needs 60 minutes'],
    ['2023-24', 'MID', { minutes: 90, clean_sheets: 1 }, 3, 'MID clean sheet 1'],
    ['2023-24', 'FWD', { minutes: 90, clean_sheets: 1 }, 2, 'FWD no clean sheet'],
    ['2023-24', 'GK', { minutes: 90, saves: 8 }, 4, 'every 3 saves: 8 → 2'],
    ['2023-24', 'DEF', { minutes: 90, saves: 3 }, 2, 'saves only score for GK'],
    ['2023-24', 'GK', { minutes: 90, penalties_saved: 1 }, 7, 'penalty save 5'],
    ['2023-24', 'FWD', { minutes: 90, penalties_missed: 1 }, 0, 'penalty miss -2'],
    ['2023-24', 'DEF', { minutes: 90, goals_conceded: 5 }, 0, 'every 2 conceded -1: 5 → -2'],
    ['2023-24', 'MID', { minutes: 90, goals_conceded: 5 }, 2, 'MID not penalised for conceding'],
    ['2023-24', 'MID', { minutes: 90, yellow_cards: 1 }, 1, 'yellow -1'],
    ['2023-24', 'MID', { minutes: 0, red_cards: 1 }, -3, 'red on the bench -3'],
    ['2023-24', 'DEF', { minutes: 90, own_goals: 1 }, 0, 'own goal -2'],
    ['2023-24', 'MID', { minutes: 90, bonus: 3 }, 5, 'bonus'],
    [
      '2024-25',
      'AM',
      { mng_win: 1, mng_goals_scored: 2, mng_clean_sheets: 1 },
      10,
      'AM win 6 + 2 goals + CS 2',
    ],
    [
      '2024-25',
      'AM',
      { mng_draw: 1, mng_underdog_draw: 1, minutes: 90 },
      8,
      'AM draw 3 + underdog 5, no minutes points',
    ],
    [
      '2024-25',
      'AM',
      { mng_win: 1, mng_underdog_win: 1, yellow_cards: 1 },
      15,
      'AM underdog win +10, yellow -1',
    ],
    ['2023-24', 'AM', { mng_win: 1 }, 0, 'no AM lines before 2024-25'],
    [
      '2025-26',
      'DEF',
      { minutes: 90, clearances_blocks_interceptions: 6, tackles: 4 },
      4,
      'DEF CBIT 10 → +2',
    ],
    [
      '2025-26',
      'DEF',
      { minutes: 90, clearances_blocks_interceptions: 6, tackles: 3, recoveries: 9 },
      2,
      'DEF ignores recoveries',
    ],
    [
      '2025-26',
      'MID',
      { minutes: 90, clearances_blocks_interceptions: 2, tackles: 2, recoveries: 8 },
      4,
      'MID CBIRT 12 → +2',
    ],
    [
      '2025-26',
      'FWD',
      { minutes: 90, clearances_blocks_interceptions: 30, tackles: 10, recoveries: 10 },
      4,
      'at most +2',
    ],
    [
      '2025-26',
      'GK',
      { minutes: 90, clearances_blocks_interceptions: 20, tackles: 5 },
      2,
      'GK never',
    ],
    [
      '2024-25',
      'DEF',
      { minutes: 90, clearances_blocks_interceptions: 20 },
      2,
      'not before 2025-26',
    ],
  ];
  it.each(cases)('%s %s %j → %i (%s)', (season, position, stats, expected) => {
    expect(total(season, position, stats)).toBe(expected);
  });

  it('returns a breakdown that sums to the total', () => {
    const result = fixturePoints(
      SOCCER_SEASON_RULES['2023-24'],
      'GK',
      soccerStats({ minutes: 90, saves: 7, goals_conceded: 3, bonus: 1, yellow_cards: 1 }),
    );
    expect(result.lines).toEqual([
      { key: 'minutes_60_plus', count: 1, points: 2 },
      { key: 'saves', count: 2, points: 2 },
      { key: 'goals_conceded', count: 1, points: -1 },
      { key: 'yellow_card', count: 1, points: -1 },
      { key: 'bonus', count: 1, points: 1 },
    ]);
    expect(result.total).toBe(3);
  });
});
