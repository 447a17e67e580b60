import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairTransfers, squadChanges, type TransferSide } from './transfer-pairs.ts';

const POSITIONS = ['GK', 'DEF', 'MID', 'FWD'];

/** Distinct ids on both sides (a player is never sold and bought in one edit). */
const sides = fc
  .tuple(
    fc.array(fc.constantFrom(...POSITIONS), { maxLength: 15 }),
    fc.array(fc.constantFrom(...POSITIONS), { maxLength: 15 }),
  )
  .map(([o, i]) => ({
    outs: o.map((position, k) => ({ id: k + 1, position })),
    ins: i.map((position, k) => ({ id: 100 + k, position })),
  }));

const count = (list: readonly TransferSide[], position: string) =>
  list.filter((p) => p.position === position).length;

describe('pairTransfers', () => {
  it('pairs a defender out with the defender in, and the rest in order', () => {
    const pairs = pairTransfers(
      [
        { id: 1, position: 'MID' },
        { id: 2, position: 'DEF' },
      ],
      [
        { id: 10, position: 'DEF' },
        { id: 11, position: 'MID' },
      ],
    );
    expect(pairs).toEqual([
      { out: 1, in: 11 },
      { out: 2, in: 10 },
    ]);
  });

  it('pairs across roles when the roles differ (cricket) and leaves extras alone', () => {
    expect(
      pairTransfers(
        [
          { id: 1, position: 'BAT' },
          { id: 2, position: 'BOWL' },
        ],
        [{ id: 10, position: 'AR' }],
      ),
    ).toEqual([
      { out: 1, in: 10 },
      { out: 2, in: null },
    ]);
  });

  it('lists every player out and in exactly once', () => {
    fc.assert(
      fc.property(sides, ({ outs, ins }) => {
        const pairs = pairTransfers(outs, ins);
        const outIds = pairs.flatMap((p) => (p.out === null ? [] : [p.out]));
        const inIds = pairs.flatMap((p) => (p.in === null ? [] : [p.in]));
        expect(outIds.sort()).toEqual(outs.map((o) => o.id).sort());
        expect(inIds.sort()).toEqual(ins.map((i) => i.id).sort());
        // No empty line, and lone sides only when the counts differ.
        for (const p of pairs) expect(p.out !== null || p.in !== null).toBe(true);
        expect(pairs.length).toBe(Math.max(outs.length, ins.length));
      }),
    );
  });

  it('pairs as many players of the same position as the counts allow', () => {
    fc.assert(
      fc.property(sides, ({ outs, ins }) => {
        const pos = new Map([...outs, ...ins].map((p) => [p.id, p.position]));
        const pairs = pairTransfers(outs, ins);
        for (const position of POSITIONS) {
          const same = pairs.filter(
            (p) =>
              p.out !== null &&
              p.in !== null &&
              pos.get(p.out) === position &&
              pos.get(p.in) === position,
          ).length;
          expect(same).toBe(Math.min(count(outs, position), count(ins, position)));
        }
      }),
    );
  });

  it('with equal counts per position (a soccer squad), every pair shares a position', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...POSITIONS), { maxLength: 15 }), (positions) => {
        const outs = positions.map((position, k) => ({ id: k + 1, position }));
        const ins = [...positions].reverse().map((position, k) => ({ id: 100 + k, position }));
        const pos = new Map([...outs, ...ins].map((p) => [p.id, p.position]));
        for (const p of pairTransfers(outs, ins)) {
          expect(p.out).not.toBeNull();
          expect(p.in).not.toBeNull();
          expect(pos.get(p.out ?? 0)).toBe(pos.get(p.in ?? 0));
        }
      }),
    );
  });
});

describe('squadChanges', () => {
  it('is who left and who joined, nobody who stayed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 15 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 15 }),
        (saved, edited) => {
          const c = squadChanges(saved, edited);
          for (const id of c.out) expect(saved.includes(id) && !edited.includes(id)).toBe(true);
          for (const id of c.in) expect(edited.includes(id) && !saved.includes(id)).toBe(true);
          expect(c.out.length + saved.filter((id) => edited.includes(id)).length).toBe(
            saved.length,
          );
          expect(c.in.length - c.out.length).toBe(edited.length - saved.length);
        },
      ),
    );
  });
});
