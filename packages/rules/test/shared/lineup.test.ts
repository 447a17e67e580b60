import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Lineup, substitute } from '../../src/shared/lineup.ts';

// 15 picks, players 101…115 in slots 1…15; 11 starters.
const XI = 11;
const lineup = (captainId: number | null, viceCaptainId: number | null): Lineup => ({
  picks: Array.from({ length: 15 }, (_, i) => ({ playerId: 101 + i, slot: i + 1 })),
  captainId,
  viceCaptainId,
});
const slotOf = (l: Lineup, id: number) => l.picks.find((p) => p.playerId === id)?.slot;

describe('a substitution and the armband (issue 18, defect 8)', () => {
  it('a benched captain hands the armband to the player who takes his place', () => {
    const next = substitute(lineup(101, 102), 101, 113, XI);
    expect([slotOf(next, 101), slotOf(next, 113)]).toEqual([13, 1]);
    expect([next.captainId, next.viceCaptainId]).toEqual([113, 102]);
  });

  it('so does a benched vice-captain, whichever of the two was tapped first', () => {
    const next = substitute(lineup(101, 102), 114, 102, XI);
    expect([next.captainId, next.viceCaptainId]).toEqual([101, 114]);
  });

  it('starters trading places, or bench players, keep the armbands where they are', () => {
    expect(substitute(lineup(101, 102), 101, 102, XI)).toMatchObject({
      captainId: 101,
      viceCaptainId: 102,
    });
    const bench = substitute(lineup(101, 102), 112, 115, XI);
    expect([slotOf(bench, 112), slotOf(bench, 115)]).toEqual([15, 12]);
    expect([bench.captainId, bench.viceCaptainId]).toEqual([101, 102]);
  });

  it('an unknown player or a player with himself changes nothing', () => {
    const l = lineup(101, 102);
    expect(substitute(l, 101, 999, XI)).toBe(l);
    expect(substitute(l, 101, 101, XI)).toBe(l);
  });

  it('keeps the other fields of the line-up (the draft’s chip)', () => {
    const next = substitute({ ...lineup(101, 102), chip: 'bboost' }, 101, 112, XI);
    expect(next.chip).toBe('bboost');
  });
});

describe('any sequence of substitutions (property)', () => {
  it('leaves captain and vice-captain two distinct starters, and the slots a permutation', () => {
    const start = fc
      .tuple(fc.integer({ min: 0, max: XI - 1 }), fc.integer({ min: 0, max: XI - 1 }))
      .filter(([c, v]) => c !== v)
      .map(([c, v]) => lineup(101 + c, 101 + v));
    const swaps = fc.array(
      fc.tuple(fc.integer({ min: 100, max: 116 }), fc.integer({ min: 100, max: 116 })),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(start, swaps, (first, steps) => {
        let l = first;
        for (const [a, b] of steps) {
          l = substitute(l, a, b, XI);
          const starters = new Set(l.picks.filter((p) => p.slot <= XI).map((p) => p.playerId));
          expect(l.captainId).not.toBeNull();
          expect(l.viceCaptainId).not.toBeNull();
          expect(l.captainId).not.toBe(l.viceCaptainId);
          expect(starters.has(l.captainId ?? 0)).toBe(true);
          expect(starters.has(l.viceCaptainId ?? 0)).toBe(true);
          expect(l.picks.map((p) => p.slot).sort((x, y) => x - y)).toEqual(
            Array.from({ length: 15 }, (_, i) => i + 1),
          );
        }
      }),
    );
  });
});
