// Which chips a manager may play in a round. Each ChipAllowance in the season's data is one use
// within a window of rounds; a use consumes the allowance whose window holds its round, so
// "two of each, the first set expiring at the GW19 deadline" is just two allowances per chip.
import type { ChipAllowance, SoccerChip, SoccerSeasonRules } from './season-rules.ts';

export interface ChipUse {
  readonly chip: SoccerChip;
  readonly round: number;
}

export type ChipViolation =
  | { readonly code: 'CHIP_UNAVAILABLE'; readonly chip: SoccerChip; readonly round: number }
  | {
      readonly code: 'ONE_CHIP_PER_ROUND';
      readonly chip: SoccerChip;
      readonly playing: SoccerChip;
    };

export type ChipRules = Pick<SoccerSeasonRules, 'chips'>;

function remainingAllowances(rules: ChipRules, used: readonly ChipUse[]): ChipAllowance[] {
  const remaining = [...rules.chips];
  for (const use of [...used].sort((a, b) => a.round - b.round)) {
    const i = remaining.findIndex(
      (a) => a.chip === use.chip && a.fromRound <= use.round && use.round <= a.toRound,
    );
    if (i !== -1) remaining.splice(i, 1);
  }
  return remaining;
}

/** The chip active in `round`: one played then, or one still running (the Assistant Manager). */
export function activeChip(
  rules: ChipRules,
  round: number,
  used: readonly ChipUse[],
): ChipUse | undefined {
  return used.find((u) => {
    const length = rules.chips.find((a) => a.chip === u.chip)?.activeRounds ?? 1;
    return u.round <= round && round < u.round + length;
  });
}

/** Chips playable in `round` given the chips used in earlier rounds (one chip at a time). */
export function availableChips(
  rules: ChipRules,
  round: number,
  used: readonly ChipUse[],
): SoccerChip[] {
  if (activeChip(rules, round, used) !== undefined) return [];
  const chips = new Set<SoccerChip>();
  for (const a of remainingAllowances(rules, used))
    if (a.fromRound <= round && round <= a.toRound) chips.add(a.chip);
  return [...chips];
}

export function validateChipUse(
  rules: ChipRules,
  round: number,
  chip: SoccerChip,
  used: readonly ChipUse[],
): ChipViolation[] {
  const playing = activeChip(rules, round, used);
  if (playing !== undefined && !(playing.chip === chip && playing.round === round))
    return [{ code: 'ONE_CHIP_PER_ROUND', chip, playing: playing.chip }];
  const others = used.filter((u) => u.round !== round);
  return availableChips(rules, round, others).includes(chip)
    ? []
    : [{ code: 'CHIP_UNAVAILABLE', chip, round }];
}

/** The squad carried into the next round: a Free Hit squad lasts one round, then the old one returns. */
export function squadForNextRound<T>(
  squadBefore: T,
  squadThisRound: T,
  chip: SoccerChip | null,
): T {
  return chip === 'freehit' ? squadBefore : squadThisRound;
}
