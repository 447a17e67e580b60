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

/**
 * The rules no squad drawn from this pool (one match's listed players) can satisfy, so a contest
 * can be refused or flagged before anyone tries. With roles derived from Cricsheet a match may
 * have no WK (keepers who never stumped are not WK) or no AR; a role file fixes that.
 * Reports SQUAD_SIZE (pool too small), ROLE_COUNT (too few of a role: actual = supply, playerIds
 * = those available) and CREDITS_EXCEEDED (actual = the cheapest role-valid 11, team limit
 * ignored, which is a lower bound: if even that is over budget nothing fits), and TEAM_LIMIT
 * (fewer than 11 places once each team is capped). Credits are checked only when size, roles
 * and teams allow a squad at all.
 */
export function findCricketSquadBlockers(
  pool: Iterable<CricketSquadPlayer>,
  rules: CricketSquadRules = CRICKET_SQUAD_RULES,
): CricketSquadViolation[] {
  const players = [...pool];
  const blockers: CricketSquadViolation[] = [];
  if (players.length < rules.size) {
    blockers.push({ code: 'SQUAD_SIZE', expected: rules.size, actual: players.length });
  }
  const byRole = new Map(CRICKET_ROLES.map((r) => [r, players.filter((p) => p.role === r)]));
  for (const role of CRICKET_ROLES) {
    const { min, max } = rules.roleLimits[role];
    const ids = byRole.get(role)!.map((p) => p.id);
    if (ids.length < min) {
      blockers.push({ code: 'ROLE_COUNT', role, min, max, actual: ids.length, playerIds: ids });
    }
  }
  const perTeam = new Map<string, number>();
  for (const p of players) perTeam.set(p.team, (perTeam.get(p.team) ?? 0) + 1);
  const placeable = [...perTeam.values()].reduce((s, n) => s + Math.min(n, rules.maxPerTeam), 0);
  if (placeable < rules.size && players.length >= rules.size) {
    const [team = '', most = 0] = [...perTeam].sort((a, b) => b[1] - a[1])[0] ?? [];
    blockers.push({
      code: 'TEAM_LIMIT',
      team,
      max: rules.maxPerTeam,
      actual: most,
      playerIds: players.filter((p) => p.team === team).map((p) => p.id),
    });
  }
  if (blockers.length > 0) return blockers;

  // Cheapest role-valid 11: each role's minimum from its cheapest players, then the cheapest
  // of the rest while their role has room. Exchange argument: this is optimal without the
  // team limit. Sums in half-credits, as in validation.
  const halves = (p: CricketSquadPlayer) => Math.round(p.credits * 2);
  const byPrice = (a: CricketSquadPlayer, b: CricketSquadPlayer) => halves(a) - halves(b);
  const chosen: CricketSquadPlayer[] = [];
  const rest: CricketSquadPlayer[] = [];
  const taken = new Map<CricketRole, number>();
  for (const role of CRICKET_ROLES) {
    const sorted = [...byRole.get(role)!].sort(byPrice);
    const { min } = rules.roleLimits[role];
    chosen.push(...sorted.slice(0, min));
    rest.push(...sorted.slice(min));
    taken.set(role, min);
  }
  for (const p of rest.sort(byPrice)) {
    if (chosen.length >= rules.size) break;
    if ((taken.get(p.role) ?? 0) < rules.roleLimits[p.role].max) {
      chosen.push(p);
      taken.set(p.role, (taken.get(p.role) ?? 0) + 1);
    }
  }
  const cheapest = chosen.reduce((sum, p) => sum + halves(p), 0);
  if (chosen.length < rules.size) {
    // Role maxima leave fewer than 11 places: the size rule cannot be met.
    blockers.push({ code: 'SQUAD_SIZE', expected: rules.size, actual: chosen.length });
  } else if (cheapest > Math.round(rules.budget * 2)) {
    blockers.push({
      code: 'CREDITS_EXCEEDED',
      limit: rules.budget,
      actual: cheapest / 2,
      playerIds: chosen.map((p) => p.id),
    });
  }
  return blockers;
}
