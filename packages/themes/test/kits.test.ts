import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataRoot } from '@gameweek/db/testing/data-root';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/contrast.ts';
import { inkOn, kitFor, kitSeasons, THEME_KIT } from '../src/kits.ts';

const HEX = /^#[0-9a-f]{6}$/;

/** The club names of an FPL season, as its teams.csv spells them (the import's club name). */
function fplClubs(season: string): string[] {
  const [header, ...rows] = readFileSync(join(dataRoot(), 'fpl', season, 'teams.csv'), 'utf8')
    .trim()
    .split('\n');
  const name = header!.split(',').indexOf('name');
  return rows.map((r) => r.split(',')[name]!);
}

/** The teams of a Cricsheet IPL season, from every match file's info.teams. */
function iplClubs(season: string): string[] {
  const dir = join(dataRoot(), 'cricket', `cricsheet_ipl_${season}`);
  const teams = new Set<string>();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const info = JSON.parse(readFileSync(join(dir, f), 'utf8')).info as { teams: string[] };
    for (const t of info.teams) teams.add(t);
  }
  return [...teams];
}

const REAL: Record<string, string[]> = {
  '2022-23': fplClubs('2022-23'),
  '2023-24': fplClubs('2023-24'),
  '2024': iplClubs('2024'),
  '2025': iplClubs('2025'),
};

describe('club kits', () => {
  it.each(Object.keys(REAL))('every club of the real season %s has its own colours', (season) => {
    const clubs = REAL[season]!;
    expect(clubs.length).toBeGreaterThanOrEqual(10);
    for (const club of clubs) {
      const kit = kitFor(season, club);
      expect(kit, club).not.toBe(THEME_KIT);
      expect(kit.primary, club).toMatch(HEX);
      expect(kit.secondary, club).toMatch(HEX);
      expect(kit.keeper, club).toMatch(HEX);
      // The keeper stands out from his team-mates.
      expect(kit.keeper, club).not.toBe(kit.primary);
    }
  });

  it('the table holds no club the real data does not have (no misspelt names)', () => {
    for (const [season, clubs] of Object.entries(kitSeasons()))
      expect([...clubs].sort(), season).toEqual([...(REAL[season] ?? [])].sort());
  });

  it('a club resolves in its own season only where the table says so', () => {
    // Luton were promoted for 2023-24 and Leeds relegated after 2022-23.
    expect(kitFor('2023-24', 'Luton')).not.toBe(THEME_KIT);
    expect(kitFor('2022-23', 'Luton')).toBe(THEME_KIT);
    expect(kitFor('2022-23', 'Leeds')).not.toBe(THEME_KIT);
    expect(kitFor('2023-24', 'Leeds')).toBe(THEME_KIT);
  });

  it('any unknown club or season falls back to the theme’s colours', () => {
    const known = new Set(Object.values(kitSeasons()).flat());
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...Object.keys(REAL)), fc.string()),
        fc.string().filter((s) => !known.has(s)),
        (season, club) => {
          expect(kitFor(season, club)).toEqual(THEME_KIT);
        },
      ),
    );
    // Names that are properties of every object are not clubs either.
    for (const club of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(kitFor('2023-24', club)).toBe(THEME_KIT);
    expect(kitFor('__proto__', 'Arsenal')).toBe(THEME_KIT);
  });

  it('initials are drawn in the colour that reads on the club’s disc', () => {
    expect(inkOn('#ffffff')).toBe('#1a1a1a');
    expect(inkOn('#fdb913')).toBe('#1a1a1a');
    expect(inkOn('#3a225d')).toBe('#ffffff');
    // Royal Challengers' red: neither near-black (3.9:1) nor white (4.4:1) reads at 4.5:1 (axe).
    expect(inkOn('#ec1c24')).toBe('#000000');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        expect(['#1a1a1a', '#ffffff', '#000000']).toContain(inkOn(hex));
        expect(contrastRatio(inkOn(hex), hex)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
