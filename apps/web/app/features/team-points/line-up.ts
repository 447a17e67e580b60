import type { RoundPick } from '@gameweek/contracts/round';

/** Slots 1–11 start; 12 and up are the bench, in their order. */
const STARTERS = 11;

/** The eleven as they played: an automatic substitute takes the place of the man he replaced. */
export function lineUp(picks: readonly RoundPick[]): { starters: RoundPick[]; bench: RoundPick[] } {
  const bySlot = [...picks].sort((a, b) => a.slot - b.slot);
  const played = (p: RoundPick) =>
    p.slot <= STARTERS ? p.auto_sub !== 'out' : p.auto_sub === 'in';
  return { starters: bySlot.filter(played), bench: bySlot.filter((p) => !played(p)) };
}
