import type { FixturesResponse } from '@gameweek/contracts/home';
import { describe, expect, it } from 'vitest';
import { nextMatchesOf } from './next-match.ts';

type Fx = FixturesResponse['fixtures'][number];

function fixture(
  id: number,
  home: [number, string, number],
  away: [number, string, number],
  status: Fx['status'] = 'SCHEDULED',
): Fx {
  return {
    id,
    round_number: 5,
    kickoff: '2024-01-01T15:00:00Z',
    status,
    minute: 0,
    home: { id: home[0], name: home[1], short_name: home[1], score: null, difficulty: home[2] },
    away: { id: away[0], name: away[1], short_name: away[1], score: null, difficulty: away[2] },
    result_text: null,
  };
}

describe("each club's next match for the name plates", () => {
  it('gives both sides their opponent, venue and their own difficulty; two in a double round', () => {
    const m = nextMatchesOf({
      round: null,
      fixtures: [
        fixture(1, [1, 'ARS', 2], [2, 'AVL', 4]),
        fixture(2, [3, 'BOU', 3], [1, 'ARS', 5]),
        fixture(3, [4, 'BRE', 3], [5, 'BHA', 3], 'POSTPONED'),
      ],
    });
    expect(m[1]).toEqual([
      { opponent: 'AVL', home: true, difficulty: 2 },
      { opponent: 'BOU', home: false, difficulty: 5 },
    ]);
    expect(m[2]).toEqual([{ opponent: 'ARS', home: false, difficulty: 4 }]);
    // A postponed match is no match: a blank round for both.
    expect(m[4]).toBeUndefined();
    expect(m[5]).toBeUndefined();
  });
});
