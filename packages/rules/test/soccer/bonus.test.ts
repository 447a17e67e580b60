import { describe, expect, it } from 'vitest';
import { bonusFromBps } from '../../src/soccer/bonus.ts';
import { SOCCER_SEASON_RULES } from '../../src/soccer/season-rules.ts';

const rules = SOCCER_SEASON_RULES['2023-24'];
/** Elements 1..n with the given BPS, all of whom played. */
const fixture = (...bps: number[]) => bps.map((b, i) => ({ element: i + 1, bps: b, minutes: 90 }));
const awards = (...bps: number[]) => {
  const map = bonusFromBps(rules, fixture(...bps));
  return bps.map((_, i) => map.get(i + 1) ?? 0);
};

describe('bonus from BPS', () => {
  it('pays 3/2/1 to the three highest', () =>
    expect(awards(10, 40, 30, 20, 5)).toEqual([0, 3, 2, 1, 0]));
  it('tie for 1st: 3,3,1', () => expect(awards(40, 40, 30, 20)).toEqual([3, 3, 1, 0]));
  it('three-way tie for 1st: 3,3,3', () => expect(awards(40, 40, 40, 20)).toEqual([3, 3, 3, 0]));
  it('tie for 2nd: 3,2,2', () => expect(awards(40, 30, 30, 20)).toEqual([3, 2, 2, 0]));
  it('tie for 3rd: 3,2,1,1', () => expect(awards(40, 30, 20, 20, 10)).toEqual([3, 2, 1, 1, 0]));
  it('players who did not play cannot earn bonus', () => {
    const map = bonusFromBps(rules, [
      { element: 1, bps: 0, minutes: 0 },
      { element: 2, bps: -3, minutes: 90 },
      { element: 3, bps: -5, minutes: 90 },
    ]);
    expect([...map]).toEqual([
      [2, 3],
      [3, 2],
    ]);
  });
});
