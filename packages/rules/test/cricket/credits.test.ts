import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditsFromSeasonAverages, deriveCricketCredits } from '../../src/cricket/credits.ts';
import { deriveCricketRoles } from '../../src/cricket/roles.ts';
import { ipl2024Dir, loadSeason } from './data.ts';

const season = (entries: [string, number, number][]) =>
  new Map(
    entries.map(([id, averagePoints, matchesPlayed]) => [id, { averagePoints, matchesPlayed }]),
  );

describe('creditsFromSeasonAverages', () => {
  it('spreads appearances over 11 bands 6.0…11.0 by rank; equal averages, equal credits', () => {
    // 22 players with averages 0…21, one match each, plus a tie at 21: n = 23 appearances;
    // credit = 6 + 0.5 × floor(11 × below / 23)
    const entries: [string, number, number][] = Array.from({ length: 22 }, (_, i) => [
      `p${i}`,
      i,
      1,
    ]);
    const credits = creditsFromSeasonAverages(season([...entries, ['tie', 21, 1]]));
    expect(credits.get('p0')).toBe(6); // 0 below
    expect(credits.get('p2')).toBe(6); // floor(22/23) = 0
    expect(credits.get('p3')).toBe(6.5); // floor(33/23) = 1
    expect(credits.get('p5')).toBe(7); // floor(55/23) = 2
    expect(credits.get('p21')).toBe(11); // floor(231/23) = 10
    expect(credits.get('tie')).toBe(11);
  });

  it('weights by appearances: a regular pushes the players above him up', () => {
    // low: 1 match at 10; regular: 20 matches at 30; star: 1 match at 50. n = 22.
    // star has 21 appearances below: floor(11 × 21 / 22) = 10 → 11.0; regular: floor(11/22) = 0.
    const credits = creditsFromSeasonAverages(
      season([
        ['low', 10, 1],
        ['regular', 30, 20],
        ['star', 50, 1],
      ]),
    );
    expect([...credits.values()]).toEqual([6, 6, 11]);
  });

  it('is bounded, in 0.5 steps, and monotone in the average', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.float({ min: -10, max: 200, noNaN: true }), fc.integer({ min: 1, max: 16 })),
          {
            minLength: 1,
          },
        ),
        (xs) => {
          const players = season(xs.map(([avg, n], i) => [`p${i}`, avg, n]));
          const credits = creditsFromSeasonAverages(players);
          for (const [id, c] of credits) {
            expect(c).toBeGreaterThanOrEqual(6);
            expect(c).toBeLessThanOrEqual(11);
            expect(Number.isInteger(c * 2)).toBe(true);
            for (const [other, d] of credits) {
              const a = players.get(id)!.averagePoints;
              const b = players.get(other)!.averagePoints;
              if (a < b) expect(c).toBeLessThanOrEqual(d);
              if (a === b) expect(c).toBe(d);
            }
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('deriveCricketCredits on IPL 2024', { timeout: 60_000 }, () => {
  it('prices every listed player; a match pool averages ≈ 8.5, so a sensible 11 fits in 100', () => {
    const matches = loadSeason(ipl2024Dir).map(([, m]) => m);
    const roles = deriveCricketRoles(matches);
    const credits = deriveCricketCredits(matches, roles);
    expect(credits.size).toBe(roles.size);
    const priceOf = (m: (typeof matches)[number], name: string) =>
      credits.get(m.info.registry?.people?.[name] ?? name)!.credits;

    let appearances = 0;
    let sum = 0;
    let fits = 0;
    let sides = 0;
    for (const m of matches) {
      for (const team of m.info.teams) {
        const listed = m.info.players[team] ?? [];
        for (const name of listed) {
          appearances++;
          sum += priceOf(m, name);
        }
        // The side's real XI (the first 11 listed; impact subs come after).
        const cost = listed.slice(0, 11).reduce((s, name) => s + priceOf(m, name), 0);
        sides++;
        if (cost <= 100) fits++;
      }
    }
    // Bands hold equal shares of appearances: mean (6 + … + 11) / 11 = 8.5, up to rounding.
    expect(sum / appearances).toBeGreaterThan(8.25);
    expect(sum / appearances).toBeLessThan(8.75);
    expect(fits / sides).toBeGreaterThan(0.75);
    // …while the season's 11 best-priced players do not.
    const top11 = [...credits.values()]
      .map((c) => c.credits)
      .sort((a, b) => b - a)
      .slice(0, 11);
    expect(top11.reduce((s, c) => s + c, 0)).toBe(121);
  });
});
