import { describe, expect, it } from 'vitest';
import {
  activeChip,
  availableChips,
  squadForNextRound,
  validateChipUse,
} from '../../src/soccer/chips.ts';
import { SOCCER_SEASON_RULES } from '../../src/soccer/season-rules.ts';

const r2324 = SOCCER_SEASON_RULES['2023-24'];
const r2526 = SOCCER_SEASON_RULES['2025-26'];

describe('chips', () => {
  it('2023-24: one of each, a Wildcard per half, none in a round that already has one', () => {
    expect(availableChips(r2324, 1, []).sort()).toEqual(['3xc', 'bboost']);
    expect(availableChips(r2324, 5, []).sort()).toEqual(['3xc', 'bboost', 'freehit', 'wildcard']);
    const used = [
      { chip: 'wildcard', round: 5 },
      { chip: 'bboost', round: 7 },
    ] as const;
    expect(availableChips(r2324, 8, used).sort()).toEqual(['3xc', 'freehit']);
    expect(availableChips(r2324, 20, used).sort()).toEqual(['3xc', 'freehit', 'wildcard']);
    expect(availableChips(r2324, 7, used)).toEqual([]);
  });

  it('2025-26: two of each; the first set expires at the GW19 deadline', () => {
    const used = [{ chip: '3xc', round: 3 }] as const;
    expect(availableChips(r2526, 10, used)).not.toContain('3xc');
    expect(availableChips(r2526, 20, used)).toContain('3xc');
    // An unused first-half chip does not carry over: still only one Bench Boost after GW19.
    const afterOne = [{ chip: 'bboost', round: 25 }] as const;
    expect(availableChips(r2526, 30, afterOne)).not.toContain('bboost');
    expect(validateChipUse(r2526, 19, 'bboost', [])).toEqual([]);
    expect(validateChipUse(r2526, 30, 'bboost', afterOne)).toEqual([
      { code: 'CHIP_UNAVAILABLE', chip: 'bboost', round: 30 },
    ]);
    expect(validateChipUse(r2526, 25, '3xc', afterOne)).toEqual([
      { code: 'ONE_CHIP_PER_ROUND', chip: '3xc', playing: 'bboost' },
    ]);
  });

  it('2024-25: the Assistant Manager opens at GW24 and runs three rounds, blocking other chips', () => {
    const r2425 = SOCCER_SEASON_RULES['2024-25'];
    expect(availableChips(r2425, 23, [])).not.toContain('manager');
    const used = [{ chip: 'manager', round: 30 }] as const;
    expect(activeChip(r2425, 32, used)).toEqual({ chip: 'manager', round: 30 });
    expect(availableChips(r2425, 31, used)).toEqual([]);
    expect(availableChips(r2425, 33, used).sort()).toEqual([
      '3xc',
      'bboost',
      'freehit',
      'wildcard',
    ]);
    expect(validateChipUse(r2425, 32, 'bboost', used)).toEqual([
      { code: 'ONE_CHIP_PER_ROUND', chip: 'bboost', playing: 'manager' },
    ]);
  });

  it('a Free Hit squad reverts the next round; other chips keep the new squad', () => {
    expect(squadForNextRound('before', 'free hit squad', 'freehit')).toBe('before');
    expect(squadForNextRound('before', 'wildcard squad', 'wildcard')).toBe('wildcard squad');
  });
});
