import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CricketRoleFileError,
  deriveCricketRoles,
  parseCricketRoleOverrides,
  roleFromSeasonTotals,
} from '../../src/cricket/roles.ts';
import { ball, buildMatch, innings, over, TEAM_A, TEAM_B } from './factories.ts';

describe('role from season totals', () => {
  it.each([
    // [matches, stumpings, legal balls bowled, balls faced, role]
    [10, 1, 240, 300, 'WK'], // one stumping outranks everything
    [10, 0, 120, 80, 'AR'], // exactly 12 and 8 per match
    [10, 0, 120, 79, 'BOWL'], // 7.9 faced per match: not an all-rounder
    [10, 0, 119, 500, 'BAT'], // 11.9 bowled per match
    [10, 0, 0, 0, 'BAT'],
    [3, 0, 36, 0, 'BOWL'],
  ] as const)('%i matches, %i st, %i bowled, %i faced → %s', (m, st, lb, bf, role) => {
    expect(
      roleFromSeasonTotals({
        matchesPlayed: m,
        stumpings: st,
        legalBallsBowled: lb,
        ballsFaced: bf,
      }),
    ).toBe(role);
  });
});

describe('deriving roles over matches', () => {
  // a1 bats 12 balls in each match; b1 bowls 2 overs in each; b2 stumps a2 once in match 1
  // (off b3, who bowls 1 ball); a3 is listed but does nothing (BAT).
  const stumping = { kind: 'stumped', player_out: 'a2', fielders: [{ name: 'b2' }] };
  const m1 = buildMatch([
    innings(TEAM_A, [
      over('a1', 'b1', [1, 1, 1, 1, 1, 1]),
      over('a1', 'b1', [0, 0, 0, 0, 0, 0]),
      [ball('a2', 'b3', { wicket: stumping })],
    ]),
    innings(TEAM_B, [[ball('b5', 'a4', { runs: 1 })]]),
  ]);
  const m2 = buildMatch([
    innings(TEAM_A, [over('a1', 'b1', [4, 4, 4, 4, 4, 4]), over('a1', 'b1', [1, 0, 1, 0, 1, 0])]),
  ]);

  it('follows the issue: stumping → WK, bowling ≥ 12/match → BOWL, else BAT', () => {
    const roles = deriveCricketRoles([m1, m2]);
    expect(roles.get('b2')?.role).toBe('WK');
    expect(roles.get('b1')).toMatchObject({
      role: 'BOWL',
      matchesPlayed: 2,
      legalBallsBowled: 24,
      source: 'derived',
    });
    expect(roles.get('a1')).toMatchObject({ role: 'BAT', ballsFaced: 24 });
    expect(roles.get('a3')?.role).toBe('BAT');
    expect(roles.size).toBe(22);
  });

  it('averages per match played: a listed match without bowling lowers the average', () => {
    const idle = buildMatch([]); // b1 listed, bowls nothing: 24 legal balls / 3 matches = 8 < 12
    expect(deriveCricketRoles([m1, m2, idle]).get('b1')).toMatchObject({
      role: 'BAT',
      matchesPlayed: 3,
    });
  });

  it('overrides by id or name win and are marked as such', () => {
    const roles = deriveCricketRoles(
      [m1],
      new Map([
        ['a1', 'AR'],
        ['b1', 'WK'],
      ]),
    );
    expect(roles.get('a1')).toMatchObject({ role: 'AR', source: 'override' });
    expect(roles.get('b1')).toMatchObject({ role: 'WK', source: 'override', legalBallsBowled: 12 });
  });

  it('does not depend on the order of matches', () => {
    const matches = [m1, m2, buildMatch([innings(TEAM_B, [over('b3', 'a2', [0, 0, 6, 0, 0, 0])])])];
    const reference = deriveCricketRoles(matches);
    fc.assert(
      fc.property(fc.shuffledSubarray(matches, { minLength: 3, maxLength: 3 }), (shuffled) => {
        expect(deriveCricketRoles(shuffled)).toEqual(reference);
      }),
    );
  });
});

describe('role override file', () => {
  it('parses player,role lines, ignoring comments and blank lines', () => {
    const text = '# keepers the data cannot show\nplayer,role\nKD Karthik,WK\n\n 1234abcd , AR \n';
    expect(parseCricketRoleOverrides(text)).toEqual(
      new Map([
        ['KD Karthik', 'WK'],
        ['1234abcd', 'AR'],
      ]),
    );
  });
  it.each([
    ['KD Karthik,WK\n', /header/],
    ['player,role\nKD Karthik,keeper\n', /line 2/],
    ['player,role\nKD Karthik\n', /line 2/],
    ['player,role\nA,WK\nA,BAT\n', /twice/],
  ])('rejects %j', (text, message) => {
    expect(() => parseCricketRoleOverrides(text)).toThrow(CricketRoleFileError);
    expect(() => parseCricketRoleOverrides(text)).toThrow(message);
  });
});
