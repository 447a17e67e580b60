// Test data builders with overrides, in the style of createSquad({ budget: 1000 }).

import { type Price, price } from '../../src/shared/units.ts';
import type { PlayerPosition } from '../../src/soccer/positions.ts';
import type { SquadPlayer } from '../../src/soccer/squad-validation.ts';

const LAYOUT: PlayerPosition[] = [
  'GK',
  'GK',
  'DEF',
  'DEF',
  'DEF',
  'DEF',
  'DEF',
  'MID',
  'MID',
  'MID',
  'MID',
  'MID',
  'FWD',
  'FWD',
  'FWD',
];

/** A valid 15-player squad: elements 1..15, five clubs of three, 6.0m each (90.0m). */
export function createSquad(overrides: Partial<SquadPlayer>[] = []): SquadPlayer[] {
  return LAYOUT.map((position, i) => ({
    element: i + 1,
    position,
    club: (i % 5) + 1,
    price: price(60),
    ...overrides[i],
  }));
}

export const tenths = (n: number): Price => price(n);
