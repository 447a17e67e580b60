import type { RoundPick } from '@gameweek/contracts/round';
import { describe, expect, it } from 'vitest';
import { pickFigures } from '../app/features/team-points/team-points-page.tsx';

const pick = (over: Partial<RoundPick>): RoundPick => ({
  slot: 1,
  player: {
    id: 1,
    name: 'A',
    short_name: 'A',
    position: 'MID',
    team: { id: 1, name: 'Club', short_name: 'CLU' },
    price: 50,
    form: 0,
    total_points: 0,
    selected_by_percent: 0,
    availability: 'a',
  },
  is_captain: false,
  is_vice_captain: false,
  multiplier: 1,
  base_points: 0,
  points: 0,
  played: true,
  auto_sub: null,
  provisional: false,
  bench_points: 0,
  bonus_final: true,
  breakdown: [],
  ...over,
});

// Issue 18, defect 7: bench rows showed 0 beside "Bench points 10"; every row said "Provisional
// bonus" even with the official bonus in.
describe('a row of the points page', () => {
  it('shows a bench player’s bench points, a starter’s counted points', () => {
    expect(
      pickFigures(pick({ slot: 13, multiplier: 0, base_points: 6, bench_points: 6 }), 'soccer'),
    ).toMatchObject({ points: 6 });
    expect(
      pickFigures(pick({ multiplier: 2, base_points: 5, points: 10 }), 'soccer'),
    ).toMatchObject({ points: 10 });
    // An auto-subbed-out starter is on the bench with what he scored (nothing).
    expect(pickFigures(pick({ multiplier: 0, auto_sub: 'out' }), 'soccer').points).toBe(0);
  });

  it('says "Provisional bonus" only for a player who played while his bonus is not final', () => {
    expect(
      pickFigures(pick({ bonus_final: true, provisional: false }), 'soccer').provisionalBonus,
    ).toBe(false);
    expect(
      pickFigures(pick({ bonus_final: false, provisional: true }), 'soccer').provisionalBonus,
    ).toBe(true);
    // Yet to play: no bonus at all, provisional or not.
    expect(
      pickFigures(pick({ played: false, bonus_final: false, provisional: true }), 'soccer')
        .provisionalBonus,
    ).toBe(false);
    // Cricket has no bonus.
    expect(pickFigures(pick({ bonus_final: false }), 'cricket').provisionalBonus).toBe(false);
  });
});
