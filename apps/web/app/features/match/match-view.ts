import type { LineupPlayer } from '@gameweek/contracts/match';

/** Soccer's XI reads goalkeeper first, then defenders, midfielders, forwards (the provider's order within). */
const ORDER: Record<string, number> = { GK: 0, DEF: 1, MID: 2, FWD: 3 };

export function startingOrder(players: readonly LineupPlayer[]): LineupPlayer[] {
  return players
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (ORDER[a.p.position] ?? 9) - (ORDER[b.p.position] ?? 9) || a.i - b.i)
    .map(({ p }) => p);
}
