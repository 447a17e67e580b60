import { describe, expect, it } from 'vitest';
import { playerRounds } from '../../src/soccer/player-round.ts';
import { SOCCER_SEASON_RULES } from '../../src/soccer/season-rules.ts';
import { soccerStats } from '../../src/soccer/stats.ts';
import { type PlayerRound, scoreTeam, type TeamPick } from '../../src/soccer/team-score.ts';

const rules = SOCCER_SEASON_RULES['2023-24'];
// 4-4-2: 1 GK, 2-5 DEF, 6-9 MID, 10-11 FWD; bench 12 GK, 13 DEF, 14 MID, 15 FWD.
const POSITIONS = [
  'GK',
  'DEF',
  'DEF',
  'DEF',
  'DEF',
  'MID',
  'MID',
  'MID',
  'MID',
  'FWD',
  'FWD',
  'GK',
  'DEF',
  'MID',
  'FWD',
] as const;
const picks: TeamPick[] = POSITIONS.map((_, i) => ({
  element: i + 1,
  slot: i + 1,
  isCaptain: i + 1 === 10,
  isViceCaptain: i + 1 === 6,
}));
/** Everyone played and scored 2, except the overrides. */
const team =
  (overrides: Record<number, Partial<PlayerRound>>) =>
  (element: number): PlayerRound => ({
    position: POSITIONS[element - 1]!,
    points: 2,
    played: true,
    ...overrides[element],
  });

describe('scoreTeam', () => {
  it('returns the breakdown: subs, armband and each pick’s multiplier', () => {
    const score = scoreTeam(rules, {
      picks,
      chip: null,
      players: team({ 10: { played: false, points: 0 }, 13: { points: 5 } }),
    });
    // FWD 10 did not play: first bench outfielder DEF 13 (5) comes in; 4-4-2 → 5-4-1 is legal.
    expect(score.autoSubs).toEqual([{ out: 10, in: 13 }]);
    expect(score.armband).toBe(6); // captain 10 did not play → vice 6
    expect(score.points).toBe(10 * 2 + 5 + 2); // ten starters who played, DEF 13, vice doubled
    expect(score.pointsOnBench).toBe(2 + 0 + 2 + 2); // GK 12, FWD 10 (0), MID 14, FWD 15
    expect(score.picks.find((p) => p.element === 6)).toMatchObject({ multiplier: 2, points: 4 });
    expect(score.picks.find((p) => p.element === 10)).toMatchObject({ multiplier: 0, points: 0 });
  });

  it('live: a starter whose match is still to come is neither subbed nor loses the armband', () => {
    const score = scoreTeam(rules, {
      picks,
      chip: null,
      players: team({ 10: { played: false, points: 0, pending: true } }),
    });
    expect(score.autoSubs).toEqual([]);
    expect(score.armband).toBe(10);
    expect(score.points).toBe(10 * 2);
  });

  it('an Assistant Manager (slot 16) scores only while the manager chip is active', () => {
    const withManager = [
      ...picks,
      { element: 16, slot: 16, isCaptain: false, isViceCaptain: false },
    ];
    const players = (e: number): PlayerRound =>
      e === 16 ? { position: 'AM', points: 9, played: false } : team({})(e);
    const on = scoreTeam(rules, { picks: withManager, chip: 'manager', players });
    const off = scoreTeam(rules, { picks: withManager, chip: null, players });
    expect(on.points).toBe(off.points + 9);
    expect(off.points).toBe(11 * 2 + 2); // XI of 2s, captain doubled
    expect(on.picks.find((p) => p.element === 16)).toMatchObject({ position: 'AM', multiplier: 1 });
    expect(on.pointsOnBench).toBe(8); // the AM is not on the bench
  });

  it('refuses to guess a player it has no round for', () => {
    expect(() => scoreTeam(rules, { picks, chip: null, players: () => undefined })).toThrow(
      'no round data for element 1',
    );
  });
});

describe('playerRounds', () => {
  it('sums a double gameweek and counts a card at 0 minutes as played', () => {
    const rows = [
      {
        element: 7,
        round: 3,
        position: 'MID' as const,
        stats: soccerStats({ minutes: 90, goals_scored: 1 }),
      },
      { element: 7, round: 3, position: 'MID' as const, stats: soccerStats({ minutes: 0 }) },
      {
        element: 8,
        round: 3,
        position: 'GK' as const,
        stats: soccerStats({ minutes: 0, yellow_cards: 1 }),
      },
      { element: 9, round: 3, position: 'DEF' as const, stats: soccerStats({ minutes: 0 }) },
      { element: 7, round: 4, position: 'MID' as const, stats: soccerStats({ minutes: 90 }) },
    ];
    const r = playerRounds(rules, rows, 3);
    expect(r.get(7)).toEqual({ position: 'MID', points: 7, played: true });
    expect(r.get(8)).toEqual({ position: 'GK', points: -1, played: true });
    expect(r.get(9)).toEqual({ position: 'DEF', points: 0, played: false });
    expect(r.size).toBe(3);
  });
});
