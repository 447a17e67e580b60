import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandPoints,
  CRICKET_T20_SCORING,
  inBand,
  listCricketScoringRules,
  tierPoints,
} from '../../src/cricket/scoring-table.ts';

const { economy, strikeRate } = CRICKET_T20_SCORING;

describe('economy bands (e = conceded × 6 / legal balls, exact)', () => {
  // [conceded, legal balls, expected points]: every edge of the table, hit exactly.
  const cases: [number, number, number][] = [
    [19, 24, 6], // 4.75
    [20, 24, 4], // e = 5 exactly: 5 ≤ e < 6
    [23, 24, 4], // 5.75
    [24, 24, 2], // e = 6 exactly: 6 ≤ e ≤ 7
    [28, 24, 2], // e = 7 exactly: still 6 ≤ e ≤ 7
    [29, 24, 0], // 7.25: the gap 7 < e < 10
    [39, 24, 0], // 9.75
    [40, 24, -2], // e = 10 exactly
    [44, 24, -2], // e = 11 exactly: still 10 ≤ e ≤ 11
    [45, 24, -4], // 11.25
    [48, 24, -4], // e = 12 exactly: 11 < e ≤ 12
    [49, 24, -6], // 12.25
    [0, 12, 6],
    [14, 12, 2], // e = 7 with the minimum 12 balls
    [99, 11, 0], // under 12 legal balls: no economy points at all
    [0, 11, 0],
    [70, 42, -2], // 70·6/42 = 10 exactly, with a denominator that is not a multiple of 6
  ];
  it.each(cases)('%i runs off %i balls → %i', (runs, balls, points) => {
    expect(bandPoints(economy, runs, balls)).toBe(points);
  });

  it('decides e = 7 at an odd denominator exactly (35·6/30 = 7 → +2, 36·6/30 = 7.2 → 0)', () => {
    expect(bandPoints(economy, 35, 30)).toBe(2);
    expect(bandPoints(economy, 36, 30)).toBe(0);
  });
});

describe('strike-rate bands (s = 100 × runs / balls faced, exact)', () => {
  const cases: [number, number, number][] = [
    [18, 10, 6], // 180
    [17, 10, 4], // s = 170 exactly: 150 < s ≤ 170
    [16, 10, 4], // 160
    [15, 10, 2], // s = 150 exactly: 130 ≤ s ≤ 150
    [13, 10, 2], // s = 130 exactly
    [12, 10, 0], // 120: the gap 70 < s < 130
    [8, 10, 0], // 80
    [7, 10, -2], // s = 70 exactly
    [6, 10, -2], // s = 60 exactly: 60 ≤ s ≤ 70
    [11, 20, -4], // 55
    [5, 10, -4], // s = 50 exactly: 50 ≤ s < 60
    [4, 10, -6], // 40
    [0, 10, -6], // 0 runs off 10
    [100, 9, 0], // under 10 balls: no strike-rate points
    [51, 30, 4], // 170 exactly again with another denominator
    [103, 60, 6], // 171.67 > 170
    [102, 60, 4], // 170 exactly
  ];
  it.each(cases)('%i runs off %i balls → %i', (runs, balls, points) => {
    expect(bandPoints(strikeRate, runs, balls)).toBe(points);
  });
});

// A second, independent reading of the bands (if-chains on integer cross products),
// compared exhaustively over every realistic (amount, balls) pair.
function economyByHand(r: number, b: number): number {
  if (b < 12) return 0;
  const x = r * 6; // e·b
  if (x < 5 * b) return 6;
  if (x < 6 * b) return 4;
  if (x <= 7 * b) return 2;
  if (x < 10 * b) return 0;
  if (x <= 11 * b) return -2;
  if (x <= 12 * b) return -4;
  return -6;
}
function strikeRateByHand(r: number, b: number): number {
  if (b < 10) return 0;
  const x = r * 100; // s·b
  if (x > 170 * b) return 6;
  if (x > 150 * b) return 4;
  if (x >= 130 * b) return 2;
  if (x > 70 * b) return 0;
  if (x >= 60 * b) return -2;
  if (x >= 50 * b) return -4;
  return -6;
}

describe('bands agree with an independent reading of the issue', () => {
  it('economy for 0–150 runs over 1–60 legal balls', () => {
    for (let b = 1; b <= 60; b++) {
      for (let r = 0; r <= 150; r++) expect(bandPoints(economy, r, b)).toBe(economyByHand(r, b));
    }
  });
  it('strike rate for 0–200 runs over 1–100 balls', () => {
    for (let b = 1; b <= 100; b++) {
      for (let r = 0; r <= 200; r++) {
        expect(bandPoints(strikeRate, r, b)).toBe(strikeRateByHand(r, b));
      }
    }
  });
  it('no value falls into two bands (the table is unambiguous)', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 500 }), (amount, balls) => {
        for (const rule of [economy, strikeRate]) {
          const hits = rule.bands.filter((band) => inBand(band, amount, balls, rule.scale));
          expect(hits.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
  it('more runs never improve economy points nor worsen strike-rate points', () => {
    fc.assert(
      fc.property(fc.nat(400), fc.integer({ min: 1, max: 150 }), (runs, balls) => {
        expect(bandPoints(economy, runs + 1, balls)).toBeLessThanOrEqual(
          bandPoints(economy, runs, balls),
        );
        expect(bandPoints(strikeRate, runs + 1, balls)).toBeGreaterThanOrEqual(
          bandPoints(strikeRate, runs, balls),
        );
      }),
    );
  });
});

describe('tiers: only the highest reached scores', () => {
  it.each([
    [24, 0],
    [25, 4],
    [49, 4],
    [50, 8],
    [75, 12],
    [99, 12],
    [100, 16],
    [150, 16],
  ])('milestone at %i runs → %i', (runs, points) => {
    expect(tierPoints(CRICKET_T20_SCORING.batting.milestone, runs)).toBe(points);
  });
  it.each([
    [2, 0],
    [3, 4],
    [4, 8],
    [5, 12],
    [7, 12],
  ])('haul of %i wickets → %i', (wickets, points) => {
    expect(tierPoints(CRICKET_T20_SCORING.bowling.haul, wickets)).toBe(points);
  });
});

describe('the table as displayable data', () => {
  it('lists every rule once with a unique key and an i18n label key', () => {
    const rules = listCricketScoringRules().flatMap((s) => s.rules);
    const keys = rules.map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(18);
    for (const r of rules) expect(r.labelKey).toMatch(/^cricket\.scoring\.[a-zA-Z]+$/);
  });
  it('keeps band bounds integral so comparisons stay in integers, and tiers ascending', () => {
    for (const rule of [economy, strikeRate]) {
      for (const band of rule.bands) {
        for (const bound of [band.lower, band.upper]) {
          if (bound) expect(Number.isInteger(bound.value)).toBe(true);
        }
      }
    }
    const { milestone } = CRICKET_T20_SCORING.batting;
    for (const tiered of [milestone, CRICKET_T20_SCORING.bowling.haul]) {
      const at = tiered.tiers.map((t) => t.atLeast);
      expect(at).toEqual([...at].sort((x, y) => x - y));
    }
  });
  it('is plain JSON (the web page can serialise it)', () => {
    expect(JSON.parse(JSON.stringify(CRICKET_T20_SCORING))).toEqual(CRICKET_T20_SCORING);
  });
});
