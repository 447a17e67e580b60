// Squad and lineup rules as structured violations: each carries a stable code plus the players and
// parameters that caused it, so the UI can show every breach next to its cause, translated.
import type { Price } from '../shared/units.ts';
import { PLAYER_POSITIONS, type PlayerPosition } from './positions.ts';
import type { SoccerSeasonRules } from './season-rules.ts';

export interface SquadPlayer {
  readonly element: number;
  readonly position: PlayerPosition;
  readonly club: number;
  /** Price paid now (new picks) or the selling price (kept players), in tenths. */
  readonly price: Price;
}

export type SquadViolation =
  | { readonly code: 'SQUAD_SIZE'; readonly expected: number; readonly actual: number }
  | { readonly code: 'DUPLICATE_PLAYER'; readonly playerIds: readonly number[] }
  | {
      readonly code: 'POSITION_COUNT';
      readonly position: PlayerPosition;
      readonly expected: number;
      readonly actual: number;
      readonly playerIds: readonly number[];
    }
  | {
      readonly code: 'BUDGET_EXCEEDED';
      readonly budget: Price;
      readonly cost: Price;
      readonly over: Price;
    }
  | {
      readonly code: 'CLUB_LIMIT';
      readonly club: number;
      readonly limit: number;
      readonly playerIds: readonly number[];
    };

export type SquadRules = Pick<SoccerSeasonRules, 'squad'>;

/** Validates a 15-player squad against size, positions, budget and club limit. */
export function validateSquad(
  rules: SquadRules,
  squad: readonly SquadPlayer[],
  budget: Price = rules.squad.budget,
): SquadViolation[] {
  const violations: SquadViolation[] = [];
  if (squad.length !== rules.squad.size)
    violations.push({ code: 'SQUAD_SIZE', expected: rules.squad.size, actual: squad.length });

  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const p of squad) (seen.has(p.element) ? duplicates : seen).add(p.element);
  if (duplicates.size > 0)
    violations.push({ code: 'DUPLICATE_PLAYER', playerIds: [...duplicates] });

  for (const position of PLAYER_POSITIONS) {
    const ids = squad.filter((p) => p.position === position).map((p) => p.element);
    const expected = rules.squad.perPosition[position];
    if (ids.length !== expected)
      violations.push({
        code: 'POSITION_COUNT',
        position,
        expected,
        actual: ids.length,
        playerIds: ids,
      });
  }

  let cost = 0;
  for (const p of squad) cost += p.price;
  if (cost > budget)
    violations.push({
      code: 'BUDGET_EXCEEDED',
      budget,
      cost: cost as Price,
      over: (cost - budget) as Price,
    });

  const byClub = new Map<number, number[]>();
  for (const p of squad) {
    const ids = byClub.get(p.club);
    if (ids === undefined) byClub.set(p.club, [p.element]);
    else ids.push(p.element);
  }
  for (const [club, ids] of byClub)
    if (ids.length > rules.squad.maxPerClub)
      violations.push({ code: 'CLUB_LIMIT', club, limit: rules.squad.maxPerClub, playerIds: ids });
  return violations;
}

export interface LineupPick {
  readonly element: number;
  /** 1–11 starting XI, 12–15 bench in order; 12 must be the reserve goalkeeper. */
  readonly slot: number;
  readonly isCaptain: boolean;
  readonly isViceCaptain: boolean;
}

export type LineupViolation =
  | { readonly code: 'LINEUP_SIZE'; readonly expected: number; readonly actual: number }
  | { readonly code: 'SLOT_INVALID'; readonly playerIds: readonly number[] }
  | { readonly code: 'PLAYER_NOT_IN_SQUAD'; readonly playerIds: readonly number[] }
  | {
      readonly code: 'FORMATION';
      readonly position: PlayerPosition;
      readonly min: number;
      readonly max: number;
      readonly actual: number;
      readonly playerIds: readonly number[];
    }
  | { readonly code: 'RESERVE_GK_SLOT'; readonly playerIds: readonly number[] }
  | {
      readonly code: 'CAPTAIN_COUNT';
      readonly actual: number;
      readonly playerIds: readonly number[];
    }
  | {
      readonly code: 'VICE_CAPTAIN_COUNT';
      readonly actual: number;
      readonly playerIds: readonly number[];
    }
  | { readonly code: 'CAPTAIN_NOT_IN_XI'; readonly playerIds: readonly number[] }
  | { readonly code: 'VICE_CAPTAIN_NOT_IN_XI'; readonly playerIds: readonly number[] }
  | { readonly code: 'CAPTAIN_IS_VICE_CAPTAIN'; readonly playerIds: readonly number[] };

export type LineupRules = Pick<SoccerSeasonRules, 'squad' | 'lineup'>;

/** Validates the XI, bench order and armbands of picks over a squad (element → position). */
export function validateLineup(
  rules: LineupRules,
  picks: readonly LineupPick[],
  positionOf: (element: number) => PlayerPosition | undefined,
): LineupViolation[] {
  const violations: LineupViolation[] = [];
  const xiSize = rules.lineup.size;
  if (picks.length !== rules.squad.size)
    violations.push({ code: 'LINEUP_SIZE', expected: rules.squad.size, actual: picks.length });

  const slots = new Map<number, number>();
  const badSlots: number[] = [];
  for (const p of picks) {
    if (!Number.isInteger(p.slot) || p.slot < 1 || p.slot > rules.squad.size || slots.has(p.slot))
      badSlots.push(p.element);
    else slots.set(p.slot, p.element);
  }
  if (badSlots.length > 0) violations.push({ code: 'SLOT_INVALID', playerIds: badSlots });

  const unknown = picks.filter((p) => positionOf(p.element) === undefined).map((p) => p.element);
  if (unknown.length > 0) violations.push({ code: 'PLAYER_NOT_IN_SQUAD', playerIds: unknown });

  const xi = picks.filter((p) => p.slot >= 1 && p.slot <= xiSize);
  for (const position of PLAYER_POSITIONS) {
    const ids = xi.filter((p) => positionOf(p.element) === position).map((p) => p.element);
    const min = rules.lineup.min[position];
    const max = rules.lineup.max[position];
    if (ids.length < min || ids.length > max)
      violations.push({
        code: 'FORMATION',
        position,
        min,
        max,
        actual: ids.length,
        playerIds: ids,
      });
  }
  // Automatic substitution relies on the first bench slot holding the reserve goalkeeper.
  const reserve = picks.find((p) => p.slot === xiSize + 1);
  if (reserve !== undefined && positionOf(reserve.element) !== 'GK') {
    violations.push({ code: 'RESERVE_GK_SLOT', playerIds: [reserve.element] });
  }

  const captains = picks.filter((p) => p.isCaptain).map((p) => p.element);
  const vices = picks.filter((p) => p.isViceCaptain).map((p) => p.element);
  if (captains.length !== 1)
    violations.push({ code: 'CAPTAIN_COUNT', actual: captains.length, playerIds: captains });
  if (vices.length !== 1)
    violations.push({ code: 'VICE_CAPTAIN_COUNT', actual: vices.length, playerIds: vices });
  const benchCaptains = picks.filter((p) => p.isCaptain && p.slot > xiSize).map((p) => p.element);
  if (benchCaptains.length > 0)
    violations.push({ code: 'CAPTAIN_NOT_IN_XI', playerIds: benchCaptains });
  const benchVices = picks.filter((p) => p.isViceCaptain && p.slot > xiSize).map((p) => p.element);
  if (benchVices.length > 0)
    violations.push({ code: 'VICE_CAPTAIN_NOT_IN_XI', playerIds: benchVices });
  const both = picks.filter((p) => p.isCaptain && p.isViceCaptain).map((p) => p.element);
  if (both.length > 0) violations.push({ code: 'CAPTAIN_IS_VICE_CAPTAIN', playerIds: both });
  return violations;
}
