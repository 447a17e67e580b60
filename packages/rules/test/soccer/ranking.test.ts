import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  histogramOfTotals,
  mergeHistograms,
  rankFromHistogram,
  rankOf,
} from '../../src/ranking.ts';

const totals = fc.array(fc.integer({ min: -20, max: 200 }), { maxLength: 300 });
/** The definition, by brute force. */
const bruteRanks = (t: number[]) => t.map((x) => 1 + t.filter((y) => y > x).length);

describe('competition ranking from a histogram', () => {
  it('ties share a rank and the next rank skips: 1,1,3', () => {
    expect([...rankFromHistogram([50, 70, 70, 40, 50])]).toEqual([3, 1, 1, 5, 3]);
  });

  it('is 1 + the number of strictly higher totals (property)', () => {
    fc.assert(
      fc.property(totals, (t) => {
        expect([...rankFromHistogram(t)]).toEqual(bruteRanks(t));
      }),
    );
  });

  it('is permutation-consistent: permuting totals permutes ranks (property)', () => {
    fc.assert(
      fc.property(
        totals.chain((t) =>
          fc.tuple(
            fc.constant(t),
            fc.shuffledSubarray(
              t.map((_, i) => i),
              { minLength: t.length },
            ),
          ),
        ),
        ([t, order]) => {
          const ranks = rankFromHistogram(t);
          const permuted = rankFromHistogram(order.map((i) => t[i]!));
          expect([...permuted]).toEqual(order.map((i) => ranks[i]));
        },
      ),
    );
  });

  it('shard histograms merge into the whole (property)', () => {
    fc.assert(
      fc.property(totals, totals, fc.integer({ min: -30, max: 210 }), (a, b, probe) => {
        const merged = mergeHistograms(histogramOfTotals(a), histogramOfTotals(b));
        expect(rankOf(merged, probe)).toBe(1 + [...a, ...b].filter((y) => y > probe).length);
      }),
    );
  });
});
