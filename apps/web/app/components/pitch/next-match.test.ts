import type { NextFixture } from '@gameweek/contracts/home';
import { describe, expect, it } from 'vitest';
import { nextMatchesOf } from './next-match.ts';

function fx(round: number, opponent: string, is_home: boolean, difficulty: number): NextFixture {
  return { round, opponent_id: 0, opponent_short_name: opponent, is_home, difficulty };
}

describe("each club's next match for the name plates", () => {
  it("keeps the team's round only: two in a double round, none in a blank one", () => {
    const m = nextMatchesOf(
      {
        '1': [fx(5, 'AVL', true, 2), fx(5, 'BOU', false, 5), fx(6, 'CHE', true, 4)],
        '2': [fx(5, 'ARS', false, 4), fx(6, 'LIV', true, 5)],
        // Club 4 has no match in round 5 (a blank round): its next is in round 6.
        '4': [fx(6, 'BHA', true, 3)],
      },
      5,
    );
    expect(m[1]).toEqual([
      { opponent: 'AVL', home: true, difficulty: 2 },
      { opponent: 'BOU', home: false, difficulty: 5 },
    ]);
    expect(m[2]).toEqual([{ opponent: 'ARS', home: false, difficulty: 4 }]);
    expect(m[4]).toBeUndefined();
  });
});
