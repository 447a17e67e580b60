import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_MOMENTS, type PlayerReading, pointsRises } from './points-rises.ts';

const reading = (points: number, counts: Record<string, number> = {}): PlayerReading => ({
  points,
  counts: new Map(Object.entries(counts)),
});

describe('pointsRises', () => {
  it('names who scored since the last reading and what he did, the biggest rise first', () => {
    const before = new Map([
      [1, reading(2, { goal: 0 })],
      [2, reading(6)],
      [3, reading(1, { assist: 0 })],
      [5, reading(4, { goal: 1, wicket: 0 })],
    ]);
    const after = new Map([
      [1, reading(7, { goal: 1 })],
      [2, reading(6)],
      [3, reading(4, { assist: 1 })],
      [4, reading(9, { goal: 2 })],
      // The minutes line reached 60 (+1): a rise, but no moment to name.
      [5, reading(5, { goal: 1 })],
    ]);
    expect(pointsRises(before, after)).toEqual([
      { playerId: 1, gain: 5, moment: 'goal' },
      { playerId: 3, gain: 3, moment: 'assist' },
      { playerId: 5, gain: 1, moment: null },
    ]);
  });

  it('names the most telling moment when several counts rose at once', () => {
    const before = new Map([[7, reading(3, { assist: 1, goal: 0 })]]);
    const after = new Map([[7, reading(11, { assist: 2, goal: 1 })]]);
    expect(pointsRises(before, after)[0]?.moment).toBe('goal');
  });

  it('only ever reports real rises of players in both readings', () => {
    const counts = fc.dictionary(fc.constantFrom(...LIVE_MOMENTS, 'run', 'bonus'), fc.nat(5));
    const round = fc.array(
      fc.tuple(
        fc.integer({ min: 1, max: 30 }),
        fc.record({ points: fc.integer({ min: -5, max: 40 }), counts }),
      ),
    );
    const asReadings = (rows: [number, { points: number; counts: Record<string, number> }][]) =>
      new Map(rows.map(([id, r]) => [id, reading(r.points, r.counts)]));
    fc.assert(
      fc.property(round, round, (a, b) => {
        const before = asReadings(a);
        const after = asReadings(b);
        const rises = pointsRises(before, after);
        for (const r of rises) {
          const was = before.get(r.playerId);
          const now = after.get(r.playerId);
          expect(was).toBeDefined();
          expect(r.gain).toBe((now?.points ?? 0) - (was?.points ?? 0));
          expect(r.gain).toBeGreaterThan(0);
          // A named moment is a count that really went up.
          if (r.moment)
            expect(now?.counts.get(r.moment) ?? 0).toBeGreaterThan(was?.counts.get(r.moment) ?? 0);
        }
        const expected = [...after].filter(
          ([id, p]) => before.has(id) && p.points > (before.get(id)?.points ?? 0),
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
