import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsRises } from './points-rises.ts';

describe('pointsRises', () => {
  it('names who scored since the last reading, the biggest rise first', () => {
    const before = new Map([
      [1, 2],
      [2, 6],
      [3, 1],
    ]);
    const after = new Map([
      [1, 7],
      [2, 6],
      [3, 3],
      [4, 9],
    ]);
    expect(pointsRises(before, after)).toEqual([
      { playerId: 1, gain: 5 },
      { playerId: 3, gain: 2 },
    ]);
  });

  it('only ever reports real rises of players in both readings', () => {
    const reading = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -5, max: 40 })),
    );
    fc.assert(
      fc.property(reading, reading, (a, b) => {
        const before = new Map(a);
        const after = new Map(b);
        const rises = pointsRises(before, after);
        for (const r of rises) {
          expect(before.has(r.playerId)).toBe(true);
          expect(r.gain).toBe((after.get(r.playerId) ?? 0) - (before.get(r.playerId) ?? 0));
          expect(r.gain).toBeGreaterThan(0);
        }
        const expected = [...after].filter(
          ([id, p]) => before.has(id) && p > (before.get(id) ?? 0),
        ).length;
        expect(rises).toHaveLength(expected);
        for (let i = 1; i < rises.length; i++)
          expect((rises[i - 1]?.gain ?? 0) >= (rises[i]?.gain ?? 0)).toBe(true);
        // Nothing changed, nothing to say.
        expect(pointsRises(after, after)).toEqual([]);
      }),
    );
  });
});
