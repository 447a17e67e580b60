// Bonus points from the Bonus Points System, per fixture. FPL ranks BPS with competition ranking and
// pays by rank, which yields its documented tie rules: tie for 1st → 3,3,1; tie for 2nd → 3,2,2;
// tie for 3rd → 3,2,1,1; so more than three players can score.
import type { SoccerSeasonRules } from './season-rules.ts';

export interface BpsEntry {
  readonly element: number;
  readonly bps: number;
  readonly minutes: number;
}

/** Bonus per element for one fixture; elements that earn nothing are absent. */
export function bonusFromBps(
  rules: Pick<SoccerSeasonRules, 'bonus'>,
  entries: readonly BpsEntry[],
): Map<number, number> {
  const eligible = entries
    .filter((e) => e.minutes >= rules.bonus.minMinutes)
    .sort((a, b) => b.bps - a.bps);
  const awarded = new Map<number, number>();
  let rank = 0;
  for (let i = 0; i < eligible.length; i++) {
    const entry = eligible[i]!;
    if (i === 0 || entry.bps !== eligible[i - 1]!.bps) rank = i + 1;
    const award = rules.bonus.awards[rank - 1];
    if (award === undefined) break;
    if (award !== 0) awarded.set(entry.element, award);
  }
  return awarded;
}
