import { describe, expect, it } from 'vitest';
import { bestLineup } from '../../src/shared/best-lineup.ts';

describe('bestLineup', () => {
  it('picks the best formation the limits allow', () => {
    const players = [
      { id: 1, position: 'GK', points: 5 },
      { id: 2, position: 'GK', points: 9 },
      ...[10, 8, 1, 1, 1].map((p, i) => ({ id: 10 + i, position: 'DEF', points: p })),
      ...[12, 11, 10, 9, 8].map((p, i) => ({ id: 20 + i, position: 'MID', points: p })),
      ...[15, 2, 2].map((p, i) => ({ id: 30 + i, position: 'FWD', points: p })),
    ];
    const limits: [string, number, number][] = [
      ['GK', 1, 1],
      ['DEF', 3, 5],
      ['MID', 2, 5],
      ['FWD', 1, 3],
    ];
    const best = bestLineup(players, 11, limits)!;
    expect(best.counts).toEqual([1, 3, 5, 2]);
    expect(best.points).toBe(9 + 10 + 8 + 1 + 12 + 11 + 10 + 9 + 8 + 15 + 2);
    expect(bestLineup(players.slice(0, 3), 11, limits)).toBeNull();
  });
});
