import type { RoundPick } from '@gameweek/contracts/round';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineUp } from './line-up.ts';

function pick(slot: number, auto_sub: RoundPick['auto_sub'] = null): RoundPick {
  return {
    slot,
    player: {
      id: slot,
      name: `P${slot}`,
      short_name: `P${slot}`,
      position: 'MID',
      team: { id: 1, name: 'Club', short_name: 'CLB' },
      price: 50,
      form: 0,
      total_points: 0,
      selected_by_percent: 0,
      availability: 'a',
    },
    is_captain: false,
    is_vice_captain: false,
    multiplier: slot <= 11 ? 1 : 0,
    base_points: 0,
    points: 0,
    played: true,
    auto_sub,
    provisional: false,
    bench_points: 0,
    bonus_final: true,
    breakdown: [],
  };
}

describe('the line-up drawn on the points pitch', () => {
  it('puts an automatic substitute in the eleven and the man he replaced on the bench', () => {
    const picks = Array.from({ length: 15 }, (_, i) => pick(i + 1));
    picks[3] = pick(4, 'out');
    picks[12] = pick(13, 'in');
    const { starters, bench } = lineUp(picks);
    expect(starters.map((p) => p.slot)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 13]);
    expect(bench.map((p) => p.slot)).toEqual([4, 12, 14, 15]);
  });

  it('keeps eleven on the pitch and every pick once, whatever the substitutions', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { maxLength: 4 }),
        fc.shuffledSubarray([12, 13, 14, 15], { maxLength: 4 }),
        (outs, ins) => {
          const n = Math.min(outs.length, ins.length);
          const out = new Set(outs.slice(0, n));
          const inn = new Set(ins.slice(0, n));
          const picks = Array.from({ length: 15 }, (_, i) =>
            pick(i + 1, out.has(i + 1) ? 'out' : inn.has(i + 1) ? 'in' : null),
          ).reverse();
          const { starters, bench } = lineUp(picks);
          expect(starters).toHaveLength(11);
          expect(bench).toHaveLength(4);
          expect(new Set([...starters, ...bench].map((p) => p.slot)).size).toBe(15);
          // In slot order, as the list shows them.
          expect(starters.map((p) => p.slot)).toEqual(
            starters.map((p) => p.slot).sort((a, b) => a - b),
          );
        },
      ),
    );
  });
});
