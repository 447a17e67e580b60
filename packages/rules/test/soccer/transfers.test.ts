import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Price, price } from '../../src/shared/units.ts';
import { SOCCER_SEASON_RULES } from '../../src/soccer/season-rules.ts';
import {
  evaluateTransfers,
  type MarketPlayer,
  nextFreeTransfers,
  type OwnedPlayer,
  sellingPrice,
} from '../../src/soccer/transfers.ts';
import { createSquad } from './factories.ts';

const r2324 = SOCCER_SEASON_RULES['2023-24'];
const r2425 = SOCCER_SEASON_RULES['2024-25'];

describe('selling price', () => {
  it('keeps half the rise, rounded down to 0.1m', () => {
    expect(sellingPrice(price(50), price(53))).toBe(51); // +0.3 → +0.1
    expect(sellingPrice(price(50), price(54))).toBe(52);
    expect(sellingPrice(price(50), price(51))).toBe(50);
  });
  it('passes a fall on in full', () => expect(sellingPrice(price(50), price(47))).toBe(47));
});

describe('evaluateTransfers', () => {
  const squad = createSquad();
  const owned: OwnedPlayer[] = squad.map((p) => ({ element: p.element, purchasePrice: p.price }));
  const market = new Map<number, MarketPlayer>(squad.map((p) => [p.element, { ...p }]));
  market.set(13, { position: 'FWD', club: 3, price: price(64) }); // bought at 6.0, now 6.4
  market.set(100, { position: 'FWD', club: 9, price: price(70) });
  market.set(101, { position: 'MID', club: 9, price: price(45) });

  it('counts transfers, charges 4 per extra one and moves money through the bank', () => {
    const next = [...owned.map((p) => p.element).filter((e) => e !== 13 && e !== 12), 100, 101];
    // Element 12 is a MID sold for 6.0; 13 a FWD sold for 6.0 + 0.2.
    const result = evaluateTransfers(r2324, {
      round: 10,
      previous: owned,
      bank: price(5),
      freeTransfers: 1,
      chip: null,
      next,
      market: (e) => market.get(e),
    });
    expect(result.count).toBe(2);
    expect(result.paidTransfers).toBe(1);
    expect(result.pointsCost).toBe(4);
    expect(result.sellingPrices.get(13)).toBe(62);
    expect(result.bankAfter).toBe(5 + 60 + 62 - 70 - 45);
    expect(result.violations).toEqual([]);
    expect(result.squadAfter.find((p) => p.element === 100)?.purchasePrice).toBe(70);
    expect(result.squadAfter.find((p) => p.element === 1)?.purchasePrice).toBe(60);
  });

  it('is free on a Wildcard and in round 1, and reports a shortfall', () => {
    const next = [...owned.map((p) => p.element).filter((e) => e !== 13), 100];
    const input = {
      round: 10,
      previous: owned,
      bank: price(0),
      freeTransfers: 0,
      next,
      market: (e: number) => market.get(e),
    };
    expect(evaluateTransfers(r2324, { ...input, chip: 'wildcard' }).pointsCost).toBe(0);
    expect(evaluateTransfers(r2324, { ...input, chip: null, round: 1 }).pointsCost).toBe(0);
    expect(evaluateTransfers(r2324, { ...input, chip: null }).violations).toEqual([
      { code: 'INSUFFICIENT_FUNDS', bank: 0, shortfall: 8 },
    ]);
  });
});

describe('nextFreeTransfers', () => {
  it('banks up to 2 in 2023-24 and 5 from 2024-25', () => {
    expect(nextFreeTransfers(r2324, 5, 2, 0, null)).toBe(2);
    expect(nextFreeTransfers(r2425, 5, 2, 0, null)).toBe(3);
    expect(nextFreeTransfers(r2425, 5, 5, 0, null)).toBe(5);
    expect(nextFreeTransfers(r2425, 5, 3, 2, null)).toBe(2);
    expect(nextFreeTransfers(r2425, 5, 1, 3, null)).toBe(1); // hits taken, never below 1
  });
  it('a Wildcard resets banked transfers before 2024-25 and keeps them after', () => {
    expect(nextFreeTransfers(r2324, 5, 2, 9, 'wildcard')).toBe(1);
    expect(nextFreeTransfers(r2425, 5, 3, 9, 'freehit')).toBe(4);
  });
  it('applies season top-ups', () => {
    expect(nextFreeTransfers(SOCCER_SEASON_RULES['2025-26'], 15, 1, 1, null)).toBe(5);
  });
});

describe('a legal transfer keeps a valid squad valid (property)', () => {
  const arb = fc.record({
    purchase: fc.array(fc.integer({ min: 40, max: 66 }), { minLength: 15, maxLength: 15 }),
    drift: fc.array(fc.integer({ min: -5, max: 10 }), { minLength: 15, maxLength: 15 }),
    out: fc.integer({ min: 0, max: 14 }),
    incoming: fc.record({
      position: fc.constantFrom('GK', 'DEF', 'MID', 'FWD' as const),
      club: fc.integer({ min: 1, max: 7 }),
      price: fc.integer({ min: 40, max: 130 }),
    }),
    freeTransfers: fc.integer({ min: 0, max: 5 }),
  });

  it('evaluateTransfers finds no violation exactly when the swap is legal', () => {
    fc.assert(
      fc.property(arb, ({ purchase, drift, out, incoming, freeTransfers }) => {
        const squad = createSquad(purchase.map((p) => ({ price: price(p) })));
        const spent = purchase.reduce((a, b) => a + b, 0);
        const bank = (1000 - spent) as Price;
        const market = new Map<number, MarketPlayer>(
          squad.map((p, i) => [
            p.element,
            { position: p.position, club: p.club, price: price(p.price + drift[i]!) },
          ]),
        );
        market.set(99, { ...incoming, price: price(incoming.price) });
        const leaving = squad[out]!;
        const next = squad.map((p) => (p === leaving ? 99 : p.element));
        const result = evaluateTransfers(r2425, {
          round: 20,
          previous: squad.map((p) => ({ element: p.element, purchasePrice: p.price })),
          bank,
          freeTransfers,
          chip: null,
          next,
          market: (e) => market.get(e),
        });
        // The rules, restated independently: same position, at most 3 per club, money in the bank.
        const sale = sellingPrice(leaving.price, market.get(leaving.element)!.price);
        const clubCount = squad.filter((p) => p !== leaving && p.club === incoming.club).length + 1;
        const legal =
          incoming.position === leaving.position && clubCount <= 3 && bank + sale >= incoming.price;
        expect(result.violations.length === 0).toBe(legal);
        expect(result.pointsCost).toBe(freeTransfers >= 1 ? 0 : 4);
      }),
      { numRuns: 1000 },
    );
  });
});
