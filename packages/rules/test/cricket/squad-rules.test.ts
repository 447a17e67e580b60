import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CricketRole } from '../../src/cricket/roles.ts';
import {
  CRICKET_SQUAD_RULES,
  type CricketSquadPlayer,
  findCricketSquadBlockers,
  validateCricketSquad,
} from '../../src/cricket/squad-rules.ts';
import { scoreCricketTeam } from '../../src/cricket/team-points.ts';

// A pool: 4 WK, 8 BAT, 5 AR, 8 BOWL split over teams X and Y, 8.5 or 9 credits each.
function createPool(): Map<string, CricketSquadPlayer> {
  const pool = new Map<string, CricketSquadPlayer>();
  const add = (role: CricketRole, n: number) => {
    for (let i = 1; i <= n; i++) {
      const id = `${role.toLowerCase()}${i}`;
      pool.set(id, { id, role, credits: i % 2 ? 9 : 8.5, team: i % 2 ? 'X' : 'Y' });
    }
  };
  add('WK', 4);
  add('BAT', 8);
  add('AR', 5);
  add('BOWL', 8);
  return pool;
}
const pool = createPool();
// 1 WK, 4 BAT, 2 AR, 4 BOWL; X: wk1 bat1 bat3 ar1 bowl1 bowl3 (6), Y: 5;
// credits 6 × 9 + 5 × 8.5 = 96.5.
const validIds = [
  'wk1',
  'bat1',
  'bat2',
  'bat3',
  'bat4',
  'ar1',
  'ar2',
  'bowl1',
  'bowl2',
  'bowl3',
  'bowl4',
];
const valid = { playerIds: validIds, captainId: 'bat1', viceCaptainId: 'bowl1' };

describe('validateCricketSquad', () => {
  it('accepts a squad within every rule', () => {
    expect(validateCricketSquad(valid, pool)).toEqual({ valid: true, violations: [] });
  });

  it('reports size, role counts and who caused them', () => {
    const picks = { ...valid, playerIds: validIds.filter((id) => id !== 'wk1') };
    expect(validateCricketSquad(picks, pool).violations).toEqual([
      { code: 'SQUAD_SIZE', expected: 11, actual: 10 },
      { code: 'ROLE_COUNT', role: 'WK', min: 1, max: 4, actual: 0, playerIds: [] },
    ]);
    const fiveAr = [
      'wk1',
      'bat1',
      'bat2',
      'bat3',
      'ar1',
      'ar2',
      'ar3',
      'ar4',
      'ar5',
      'bowl1',
      'bowl2',
    ];
    expect(validateCricketSquad({ ...valid, playerIds: fiveAr }, pool).violations).toEqual([
      {
        code: 'ROLE_COUNT',
        role: 'AR',
        min: 1,
        max: 4,
        actual: 5,
        playerIds: ['ar1', 'ar2', 'ar3', 'ar4', 'ar5'],
      },
      {
        code: 'ROLE_COUNT',
        role: 'BOWL',
        min: 3,
        max: 6,
        actual: 2,
        playerIds: ['bowl1', 'bowl2'],
      },
    ]);
  });

  it('reports credits over 100 exactly (half credits) with the squad as cause', () => {
    const rich = new Map(pool);
    rich.set('bat4', { ...pool.get('bat4')!, credits: 12 }); // 96.5 + 3.5 = 100: still fine
    expect(validateCricketSquad(valid, rich).valid).toBe(true);
    rich.set('bat2', { ...pool.get('bat2')!, credits: 9 }); // 100.5
    expect(validateCricketSquad(valid, rich).violations).toEqual([
      { code: 'CREDITS_EXCEEDED', limit: 100, actual: 100.5, playerIds: validIds },
    ]);
  });

  it('reports more than 7 from one team with those players', () => {
    const x = new Map([...pool].map(([id, p]) => [id, { ...p, team: 'X' }]));
    const violation = validateCricketSquad(valid, x).violations[0];
    expect(violation).toEqual({
      code: 'TEAM_LIMIT',
      team: 'X',
      max: 7,
      actual: 11,
      playerIds: validIds,
    });
  });

  it('reports captaincy problems, duplicates and unknown players', () => {
    const codes = (picks: Parameters<typeof validateCricketSquad>[0]) =>
      validateCricketSquad(picks, pool).violations.map((v) => v.code);
    expect(codes({ playerIds: validIds })).toEqual(['CAPTAIN_MISSING', 'VICE_CAPTAIN_MISSING']);
    expect(codes({ ...valid, viceCaptainId: 'bat1' })).toEqual(['VICE_SAME_AS_CAPTAIN']);
    expect(codes({ ...valid, captainId: 'bat8' })).toEqual(['CAPTAIN_NOT_IN_SQUAD']);
    expect(codes({ ...valid, viceCaptainId: 'ghost' })).toEqual(['VICE_CAPTAIN_NOT_IN_SQUAD']);
    const dup = [...validIds.slice(0, 10), 'bat1'];
    expect(validateCricketSquad({ ...valid, playerIds: dup }, pool).violations).toEqual([
      { code: 'DUPLICATE_PLAYER', playerId: 'bat1' },
    ]);
    // bowl4 replaced by an unknown id: reported once, and not counted as a missing bowler
    // (3 BOWL remain), so one bad id does not cascade.
    const unknown = [...validIds.slice(0, 10), 'ghost'];
    expect(codes({ ...valid, playerIds: unknown })).toEqual(['UNKNOWN_PLAYER']);
  });

  it('valid is exactly "no violations", for any 11 drawn from the pool', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...pool.keys()], { minLength: 11, maxLength: 11 }),
        (ids) => {
          const result = validateCricketSquad(
            { playerIds: ids, captainId: ids[0]!, viceCaptainId: ids[1]! },
            pool,
          );
          const counts = (role: CricketRole) =>
            ids.filter((id) => pool.get(id)!.role === role).length;
          const rolesOk = (['WK', 'BAT', 'AR', 'BOWL'] as const).every((r) => {
            const { min, max } = CRICKET_SQUAD_RULES.roleLimits[r];
            return counts(r) >= min && counts(r) <= max;
          });
          const perTeam = (t: string) => ids.filter((id) => pool.get(id)!.team === t).length;
          const credits = ids.reduce((s, id) => s + pool.get(id)!.credits, 0);
          expect(result.valid).toBe(
            rolesOk && perTeam('X') <= 7 && perTeam('Y') <= 7 && credits <= 100,
          );
          expect(result.valid).toBe(result.violations.length === 0);
        },
      ),
    );
  });
});

describe('scoreCricketTeam', () => {
  it('doubles the captain, ×1.5 the vice-captain, keeps half points exact', () => {
    const base = new Map([
      ['bat1', 31],
      ['bowl1', 57],
      ['bat2', 10],
    ]);
    const result = scoreCricketTeam(valid, base);
    // 31×2 + 57×1.5 + 10 + 0 for the 8 others (no entry: did not play) = 62 + 85.5 + 10
    expect(result.total).toBe(157.5);
    expect(result.totalHalfPoints).toBe(315);
    expect(result.lines.find((l) => l.playerId === 'bowl1')).toMatchObject({
      basePoints: 57,
      multiplier: 1.5,
      points: 85.5,
      isViceCaptain: true,
    });
  });

  it('total is the sum of the lines and the base sum plus captain and vice extras', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -20, max: 300 }), { minLength: 11, maxLength: 11 }),
        (pts) => {
          const base = new Map(validIds.map((id, i) => [id, pts[i]!]));
          const { total, totalHalfPoints, lines } = scoreCricketTeam(valid, base);
          expect(total).toBe(lines.reduce((s, l) => s + l.points, 0));
          expect(totalHalfPoints).toBe(total * 2);
          const plain = pts.reduce((s, p) => s + p, 0);
          expect(total).toBe(plain + base.get('bat1')! + base.get('bowl1')! / 2);
        },
      ),
    );
  });
});

describe('findCricketSquadBlockers', () => {
  it('finds nothing in a pool that admits a valid squad', () => {
    expect(findCricketSquadBlockers(pool.values())).toEqual([]);
  });

  it('reports a role nobody in the pool has, with the supply', () => {
    const noKeeper = [...pool.values()].filter((p) => p.role !== 'WK');
    expect(findCricketSquadBlockers(noKeeper)).toEqual([
      { code: 'ROLE_COUNT', role: 'WK', min: 1, max: 4, actual: 0, playerIds: [] },
    ]);
  });

  it('reports when even the cheapest role-valid 11 is over budget', () => {
    const dear = [...pool.values()].map((p) => ({ ...p, credits: p.role === 'BOWL' ? 9.5 : 9 }));
    // cheapest: 1 WK + 3 BAT + 1 AR at 9 and 3 BOWL at 9.5 = 73.5, 3 more at 9 = 100.5
    const [blocker] = findCricketSquadBlockers(dear);
    expect(blocker).toMatchObject({ code: 'CREDITS_EXCEEDED', limit: 100, actual: 100.5 });
  });

  it('reports a pool that cannot fill 11 places under the 7-per-team cap', () => {
    const lopsided = [...pool.values()].map((p, i) => ({ ...p, team: i < 22 ? 'X' : 'Y' }));
    expect(findCricketSquadBlockers(lopsided)).toEqual([
      expect.objectContaining({ code: 'TEAM_LIMIT', team: 'X', max: 7, actual: 22 }),
    ]);
  });

  it('never blocks a pool from which some squad validates (exhaustive over small pools)', () => {
    const arbitraryPlayer = fc.record({
      role: fc.constantFrom<CricketRole>('WK', 'BAT', 'BAT', 'AR', 'BOWL', 'BOWL'),
      credits: fc.integer({ min: 12, max: 22 }).map((h) => h / 2),
      team: fc.constantFrom('X', 'Y'),
    });
    // Every 11 of n ≤ 13 players: C(13, 11) = 78 squads per pool.
    const elevens = (ids: string[]): string[][] => {
      const out: string[][] = [];
      const drop = ids.length - 11;
      const rec = (start: number, dropped: number[]) => {
        if (dropped.length === drop) {
          out.push(ids.filter((_, i) => !dropped.includes(i)));
          return;
        }
        for (let i = start; i < ids.length; i++) rec(i + 1, [...dropped, i]);
      };
      rec(0, []);
      return out;
    };
    let poolsWithAValidSquad = 0;
    fc.assert(
      fc.property(fc.array(arbitraryPlayer, { minLength: 11, maxLength: 13 }), (ps) => {
        const players = new Map(ps.map((p, i) => [`p${i}`, { ...p, id: `p${i}` }]));
        const someValid = elevens([...players.keys()]).some(
          (pick) =>
            validateCricketSquad(
              { playerIds: pick, captainId: pick[0]!, viceCaptainId: pick[1]! },
              players,
            ).valid,
        );
        if (someValid) {
          poolsWithAValidSquad++;
          expect(findCricketSquadBlockers(players.values())).toEqual([]);
        }
      }),
      { numRuns: 400 },
    );
    expect(poolsWithAValidSquad).toBeGreaterThan(20); // the property was exercised
  });
});
