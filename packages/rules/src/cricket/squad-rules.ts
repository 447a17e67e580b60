// The 11-player cricket squad rules as data, and a validator that returns every breach with a
// stable code and the players that caused it, so the UI can show each one next to its cause in
// the user's language (codes map to translation keys; params fill them in).
import type { CricketRole } from './roles.ts';
import { CRICKET_ROLES } from './roles.ts';

export interface CricketSquadRules {
  readonly size: number;
  readonly budget: number;
  readonly roleLimits: Readonly<
    Record<CricketRole, { readonly min: number; readonly max: number }>
  >;
  readonly maxPerTeam: number;
  readonly captainMultiplier: number;
  readonly viceCaptainMultiplier: number;
}

export const CRICKET_SQUAD_RULES: CricketSquadRules = {
  size: 11,
  budget: 100,
  roleLimits: {
    WK: { min: 1, max: 4 },
    BAT: { min: 3, max: 6 },
    AR: { min: 1, max: 4 },
    BOWL: { min: 3, max: 6 },
  },
  maxPerTeam: 7,
  captainMultiplier: 2,
  viceCaptainMultiplier: 1.5,
};

/** What the validator needs to know about a player (from the database / importer). */
export interface CricketSquadPlayer {
  readonly id: string;
  readonly role: CricketRole;
  /** Multiples of 0.5. */
  readonly credits: number;
  /** The real team he plays for in this match. */
  readonly team: string;
}

export interface CricketSquadPicks {
  readonly playerIds: readonly string[];
  readonly captainId?: string | null;
  readonly viceCaptainId?: string | null;
}

export type CricketSquadViolation =
  | { readonly code: 'SQUAD_SIZE'; readonly expected: number; readonly actual: number }
  | { readonly code: 'DUPLICATE_PLAYER'; readonly playerId: string }
  | { readonly code: 'UNKNOWN_PLAYER'; readonly playerId: string }
  | {
      readonly code: 'ROLE_COUNT';
      readonly role: CricketRole;
      readonly min: number;
      readonly max: number;
      readonly actual: number;
      readonly playerIds: readonly string[];
    }
  | {
      readonly code: 'CREDITS_EXCEEDED';
      readonly limit: number;
      readonly actual: number;
      readonly playerIds: readonly string[];
    }
  | {
      readonly code: 'TEAM_LIMIT';
      readonly team: string;
      readonly max: number;
      readonly actual: number;
      readonly playerIds: readonly string[];
    }
  | { readonly code: 'CAPTAIN_MISSING' }
  | { readonly code: 'VICE_CAPTAIN_MISSING' }
  | { readonly code: 'CAPTAIN_NOT_IN_SQUAD'; readonly playerId: string }
  | { readonly code: 'VICE_CAPTAIN_NOT_IN_SQUAD'; readonly playerId: string }
  | { readonly code: 'VICE_SAME_AS_CAPTAIN'; readonly playerId: string };

export type CricketSquadViolationCode = CricketSquadViolation['code'];

export interface CricketSquadValidation {
  readonly valid: boolean;
  readonly violations: readonly CricketSquadViolation[];
}

/**
 * Checks a squad against the rules. Every breach is reported (not just the first), in a fixed
 * order, and unknown or duplicate ids are left out of the role/credit/team counts so one bad id
 * does not cascade into misleading breaches.
 */
export function validateCricketSquad(
  picks: CricketSquadPicks,
  players: ReadonlyMap<string, CricketSquadPlayer>,
  rules: CricketSquadRules = CRICKET_SQUAD_RULES,
): CricketSquadValidation {
  const violations: CricketSquadViolation[] = [];
  if (picks.playerIds.length !== rules.size) {
    violations.push({ code: 'SQUAD_SIZE', expected: rules.size, actual: picks.playerIds.length });
  }
  const seen = new Set<string>();
  const squad: CricketSquadPlayer[] = [];
  for (const id of picks.playerIds) {
    if (seen.has(id)) {
      violations.push({ code: 'DUPLICATE_PLAYER', playerId: id });
      continue;
    }
    seen.add(id);
    const player = players.get(id);
    if (!player) violations.push({ code: 'UNKNOWN_PLAYER', playerId: id });
    else squad.push(player);
  }

  for (const role of CRICKET_ROLES) {
    const { min, max } = rules.roleLimits[role];
    const ids = squad.filter((p) => p.role === role).map((p) => p.id);
    if (ids.length < min || ids.length > max) {
      violations.push({ code: 'ROLE_COUNT', role, min, max, actual: ids.length, playerIds: ids });
    }
  }

  // Summed in half-credits so the comparison is exact whatever the order of the picks.
  const halves = squad.reduce((sum, p) => sum + Math.round(p.credits * 2), 0);
  if (halves > Math.round(rules.budget * 2)) {
    violations.push({
      code: 'CREDITS_EXCEEDED',
      limit: rules.budget,
      actual: halves / 2,
      playerIds: squad.map((p) => p.id),
    });
  }

  const byTeam = new Map<string, string[]>();
  for (const p of squad) byTeam.set(p.team, [...(byTeam.get(p.team) ?? []), p.id]);
  for (const team of [...byTeam.keys()].sort()) {
    const ids = byTeam.get(team)!;
    if (ids.length > rules.maxPerTeam) {
      violations.push({
        code: 'TEAM_LIMIT',
        team,
        max: rules.maxPerTeam,
        actual: ids.length,
        playerIds: ids,
      });
    }
  }

  const { captainId, viceCaptainId } = picks;
  if (captainId == null) violations.push({ code: 'CAPTAIN_MISSING' });
  else if (!seen.has(captainId)) {
    violations.push({ code: 'CAPTAIN_NOT_IN_SQUAD', playerId: captainId });
  }
  if (viceCaptainId == null) violations.push({ code: 'VICE_CAPTAIN_MISSING' });
  else if (viceCaptainId === captainId) {
    violations.push({ code: 'VICE_SAME_AS_CAPTAIN', playerId: viceCaptainId });
  } else if (!seen.has(viceCaptainId)) {
    violations.push({ code: 'VICE_CAPTAIN_NOT_IN_SQUAD', playerId: viceCaptainId });
  }

  return { valid: violations.length === 0, violations };
}
