// Player roles derived from a season's matches, because Cricsheet records what players did,
// not what they are. The rule is the issue's: any stumping → WK; else averaging ≥ 12 legal balls
// bowled and ≥ 8 balls faced per match played → AR; else ≥ 12 legal balls bowled → BOWL; else BAT.
// Averages are compared in integers (total ≥ 12 × matches) so no float decides a role.
import type { CricsheetMatch } from './cricsheet.ts';
import { extractCricketMatchStats } from './match-stats.ts';

export const CRICKET_ROLES = ['WK', 'BAT', 'AR', 'BOWL'] as const;
export type CricketRole = (typeof CRICKET_ROLES)[number];

export function isCricketRole(value: string): value is CricketRole {
  return (CRICKET_ROLES as readonly string[]).includes(value);
}

/** Averages per match played that make a player AR or BOWL. */
export interface CricketRoleThresholds {
  readonly allRounderLegalBallsPerMatch: number;
  readonly allRounderBallsFacedPerMatch: number;
  readonly bowlerLegalBallsPerMatch: number;
}

/** The thresholds, as data so the ADR and the code cannot disagree. */
export const CRICKET_ROLE_THRESHOLDS: CricketRoleThresholds = {
  allRounderLegalBallsPerMatch: 12,
  allRounderBallsFacedPerMatch: 8,
  bowlerLegalBallsPerMatch: 12,
};

/**
 * Looser all-rounder thresholds for a playable game. With the (12 bowled and 8 faced per
 * match) only 9 of 208 IPL 2024 players are AR and 10 of 71 matches list none, so no valid squad
 * exists for them (21 of 62 in 2025). With 6 and 4, plus iplKeeperOverrides(), every IPL 2024
 * and 2025 match admits a valid squad (measured in test/cricket/season-playability.test.ts).
 */
export const CRICKET_PLAYABLE_ROLE_THRESHOLDS: CricketRoleThresholds = {
  allRounderLegalBallsPerMatch: 6,
  allRounderBallsFacedPerMatch: 4,
  bowlerLegalBallsPerMatch: 12,
};

export interface CricketRoleAssignment {
  readonly playerId: string;
  /** Every spelling Cricsheet used for him this season, sorted. */
  readonly names: readonly string[];
  readonly role: CricketRole;
  readonly source: 'derived' | 'override';
  /** The evidence the derived role rests on (kept also when overridden). */
  readonly matchesPlayed: number;
  readonly stumpings: number;
  readonly legalBallsBowled: number;
  readonly ballsFaced: number;
}

export function roleFromSeasonTotals(
  t: { matchesPlayed: number; stumpings: number; legalBallsBowled: number; ballsFaced: number },
  th: CricketRoleThresholds = CRICKET_ROLE_THRESHOLDS,
): CricketRole {
  if (t.stumpings > 0) return 'WK';
  const bowls = t.legalBallsBowled >= th.bowlerLegalBallsPerMatch * t.matchesPlayed;
  if (
    t.legalBallsBowled >= th.allRounderLegalBallsPerMatch * t.matchesPlayed &&
    t.ballsFaced >= th.allRounderBallsFacedPerMatch * t.matchesPlayed
  ) {
    return 'AR';
  }
  return bowls ? 'BOWL' : 'BAT';
}

/**
 * Roles of everyone listed in the matches. Overrides are keyed by Cricsheet player id or by
 * name and win over the derived role. Super-over deliveries are not counted (as in scoring).
 * The result does not depend on the order of matches.
 */
export function deriveCricketRoles(
  matches: Iterable<CricsheetMatch>,
  overrides: ReadonlyMap<string, CricketRole> = new Map(),
  thresholds: CricketRoleThresholds = CRICKET_ROLE_THRESHOLDS,
): Map<string, CricketRoleAssignment> {
  const totals = new Map<
    string,
    {
      names: Set<string>;
      matchesPlayed: number;
      stumpings: number;
      legalBallsBowled: number;
      ballsFaced: number;
    }
  >();
  for (const match of matches) {
    for (const p of extractCricketMatchStats(match).players) {
      let t = totals.get(p.playerId);
      if (!t) {
        t = {
          names: new Set(),
          matchesPlayed: 0,
          stumpings: 0,
          legalBallsBowled: 0,
          ballsFaced: 0,
        };
        totals.set(p.playerId, t);
      }
      t.names.add(p.player);
      t.matchesPlayed++;
      t.stumpings += p.stats.stumpings;
      t.legalBallsBowled += p.stats.legalBallsBowled;
      t.ballsFaced += p.stats.ballsFaced;
    }
  }
  const roles = new Map<string, CricketRoleAssignment>();
  for (const playerId of [...totals.keys()].sort()) {
    const t = totals.get(playerId)!;
    const names = [...t.names].sort();
    const override = [playerId, ...names].map((k) => overrides.get(k)).find((r) => r !== undefined);
    roles.set(playerId, {
      playerId,
      names,
      role: override ?? roleFromSeasonTotals(t, thresholds),
      source: override === undefined ? 'derived' : 'override',
      matchesPlayed: t.matchesPlayed,
      stumpings: t.stumpings,
      legalBallsBowled: t.legalBallsBowled,
      ballsFaced: t.ballsFaced,
    });
  }
  return roles;
}

export class CricketRoleFileError extends Error {
  override readonly name = 'CricketRoleFileError';
}

/**
 * Role-override file: CSV with a `player,role` header, one player per line; player is a
 * Cricsheet id or name (no commas or quotes), role one of WK, BAT, AR, BOWL. Blank lines and
 * lines starting with # are ignored. Text in, map out: reading the file is the caller's job.
 */
export function parseCricketRoleOverrides(text: string): Map<string, CricketRole> {
  const overrides = new Map<string, CricketRole>();
  let sawHeader = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const cells = line.split(',').map((c) => c.trim());
    if (!sawHeader) {
      if (cells.length !== 2 || cells[0] !== 'player' || cells[1] !== 'role') {
        throw new CricketRoleFileError(`line ${i + 1}: expected header "player,role"`);
      }
      sawHeader = true;
      return;
    }
    const [player, role] = cells;
    if (cells.length !== 2 || !player || role === undefined || !isCricketRole(role)) {
      throw new CricketRoleFileError(
        `line ${i + 1}: expected "<player>,<${CRICKET_ROLES.join('|')}>", got "${line}"`,
      );
    }
    if (overrides.has(player)) {
      throw new CricketRoleFileError(`line ${i + 1}: ${player} is listed twice`);
    }
    overrides.set(player, role);
  });
  return overrides;
}
