// A suggested valid squad: keeps the players the manager already chose when they fit, then fills
// each position with the best value players that leave enough money for the places still empty.
// Pure, so it is tested without a database; the API's save still validates with the rules engine.

import { CRICKET_SQUAD_RULES } from '../cricket/squad-rules.ts';

export interface Candidate {
  id: number;
  position: string;
  club: number;
  price: number;
  /** Higher is better (points and form). */
  score: number;
}

export interface SquadShape {
  size: number;
  startersSize: number;
  /** Squad quotas per position: soccer exact (min = max), cricket min..max. */
  quotas: Record<string, { min: number; max: number }>;
  maxPerClub: number;
  budget: number;
}

export interface PickedSquad {
  picks: { id: number; slot: number }[];
  captainId: number;
  viceCaptainId: number;
  cost: number;
}

export const SOCCER_SHAPE = (budget: number): SquadShape => ({
  size: 15,
  startersSize: 11,
  quotas: {
    GK: { min: 2, max: 2 },
    DEF: { min: 5, max: 5 },
    MID: { min: 5, max: 5 },
    FWD: { min: 3, max: 3 },
  },
  maxPerClub: 3,
  budget,
});

/** A cricket eleven: the role limits and team cap of the cricket squad rules. */
export const CRICKET_SHAPE = (budget: number): SquadShape => ({
  size: CRICKET_SQUAD_RULES.size,
  startersSize: CRICKET_SQUAD_RULES.size,
  quotas: CRICKET_SQUAD_RULES.roleLimits,
  maxPerClub: CRICKET_SQUAD_RULES.maxPerTeam,
  budget,
});

/** Starters by position in a 4-4-2, then the bench (reserve keeper first). */
const SOCCER_SLOTS: Record<string, number[]> = {
  GK: [1, 12],
  DEF: [2, 3, 4, 5, 13],
  MID: [6, 7, 8, 9, 14],
  FWD: [10, 11, 15],
};

export function pickSquad(
  shape: SquadShape,
  market: readonly Candidate[],
  keep: readonly number[],
): PickedSquad | null {
  const byId = new Map(market.map((c) => [c.id, c]));
  const chosen: Candidate[] = [];
  const perPos = new Map<string, number>();
  const perClub = new Map<number, number>();
  let cost = 0;
  const fits = (c: Candidate) =>
    !chosen.includes(c) &&
    (perPos.get(c.position) ?? 0) < (shape.quotas[c.position]?.max ?? 0) &&
    (perClub.get(c.club) ?? 0) < shape.maxPerClub;
  const take = (c: Candidate) => {
    chosen.push(c);
    perPos.set(c.position, (perPos.get(c.position) ?? 0) + 1);
    perClub.set(c.club, (perClub.get(c.club) ?? 0) + 1);
    cost += c.price;
  };
  for (const id of keep) {
    const c = byId.get(id);
    if (c && fits(c) && chosen.length < shape.size) take(c);
  }
  const cheapest = [...market].sort((a, b) => a.price - b.price);
  /**
   * Money the still-empty places need at least, if they get the cheapest players that fit: the
   * minimums still owed per position, then the flexible places (cricket) up to the squad size. The
   * flexible ones count too: without them a cricket eleven spent everything on its minimums and
   * found no player it could afford for its last places ("No valid squad fits the budget" for a
   * demo manager whose market had a few stars).
   */
  const reserveFor = (needs: Map<string, number>) => {
    let sum = 0;
    const counted = new Set<Candidate>();
    const planned = new Map(perPos);
    for (const [pos, n] of needs) {
      let left = n;
      for (const c of cheapest) {
        if (left === 0) break;
        if (c.position === pos && fits(c)) {
          sum += c.price;
          counted.add(c);
          left--;
        }
      }
      if (left > 0) return Number.POSITIVE_INFINITY;
      planned.set(pos, (planned.get(pos) ?? 0) + n);
    }
    let flexible = shape.size - chosen.length - [...needs.values()].reduce((a, n) => a + n, 0);
    for (const c of cheapest) {
      if (flexible <= 0) break;
      if (counted.has(c) || !fits(c)) continue;
      if ((planned.get(c.position) ?? 0) >= (shape.quotas[c.position]?.max ?? 0)) continue;
      sum += c.price;
      planned.set(c.position, (planned.get(c.position) ?? 0) + 1);
      flexible--;
    }
    return flexible > 0 ? Number.POSITIVE_INFINITY : sum;
  };
  // Minimums first, then the flexible places (cricket) up to the squad size.
  const order: string[] = [];
  for (const [pos, q] of Object.entries(shape.quotas))
    for (let i = perPos.get(pos) ?? 0; i < q.min; i++) order.push(pos);
  const ranked = [...market].sort(
    (a, b) => b.score / b.price - a.score / a.price || b.score - a.score,
  );
  while (chosen.length < shape.size) {
    const pos = order.shift() ?? null;
    const needs = new Map<string, number>();
    for (const p of order) needs.set(p, (needs.get(p) ?? 0) + 1);
    let best: Candidate | undefined;
    for (const c of ranked) {
      if ((pos !== null && c.position !== pos) || !fits(c)) continue;
      if (pos === null && (perPos.get(c.position) ?? 0) >= (shape.quotas[c.position]?.max ?? 0))
        continue;
      take(c);
      const ok = cost + reserveFor(needs) <= shape.budget;
      chosen.pop();
      perPos.set(c.position, (perPos.get(c.position) ?? 1) - 1);
      perClub.set(c.club, (perClub.get(c.club) ?? 1) - 1);
      cost -= c.price;
      if (ok) {
        best = c;
        break;
      }
    }
    if (!best) return null;
    take(best);
  }
  if (cost > shape.budget) return null;

  const picks: { id: number; slot: number }[] = [];
  if (shape.startersSize < shape.size) {
    const used = new Set<number>();
    // Better players start: within a position, the higher score takes the earlier slot.
    for (const [pos, slots] of Object.entries(SOCCER_SLOTS)) {
      const ofPos = chosen.filter((c) => c.position === pos).sort((a, b) => b.score - a.score);
      ofPos.forEach((c, i) => {
        const slot = slots[i];
        if (slot !== undefined) {
          picks.push({ id: c.id, slot });
          used.add(slot);
        }
      });
    }
  } else {
    chosen.forEach((c, i) => {
      picks.push({ id: c.id, slot: i + 1 });
    });
  }
  const starters = picks
    .filter((p) => p.slot <= shape.startersSize)
    .map((p) => byId.get(p.id) as Candidate)
    .sort((a, b) => b.score - a.score);
  const captain = starters[0];
  const vice = starters[1];
  if (!captain || !vice) return null;
  return {
    picks: picks.sort((a, b) => a.slot - b.slot),
    captainId: captain.id,
    viceCaptainId: vice.id,
    cost,
  };
}
