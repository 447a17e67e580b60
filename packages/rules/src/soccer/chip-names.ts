// The one mapping between the rules engine's chip names (FPL's own: freehit, bboost, 3xc) and the
// names the product's API and pages use (packages/contracts ChipNameSchema). The rules package
// imports nothing of ours, so the product names are spelled out here; the contract's enum has the
// same four, which the typecheck holds to wherever the two meet.
import type { SoccerChip } from './season-rules.ts';

/** A chip a manager plays (the manager chip of 2024-25 has no product name yet). */
export type PlayableChip = Exclude<SoccerChip, 'manager'>;
export type ProductChipName = 'wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain';

export const CHIP_FROM_RULES: Readonly<Record<PlayableChip, ProductChipName>> = {
  wildcard: 'wildcard',
  freehit: 'free_hit',
  bboost: 'bench_boost',
  '3xc': 'triple_captain',
};

export const CHIP_TO_RULES: Readonly<Record<ProductChipName, PlayableChip>> = {
  wildcard: 'wildcard',
  free_hit: 'freehit',
  bench_boost: 'bboost',
  triple_captain: '3xc',
};

/** The rules engine's name of a chip the API stored, or null for no chip or an unknown one. */
export function chipToRules(name: string | null | undefined): PlayableChip | null {
  return name && Object.hasOwn(CHIP_TO_RULES, name) ? CHIP_TO_RULES[name as ProductChipName] : null;
}
