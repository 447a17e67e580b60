import type { NextFixture } from '@gameweek/contracts/home';
import { type FixtureDifficulty, fixtureDifficulty } from '@gameweek/themes/layout';

/** One match of a club in the round ahead, as its players' name plates show it. */
export interface NextMatch {
  /** The opponent's short name. */
  opponent: string;
  home: boolean;
  /** The 5-level difficulty of the match for this club (CSS var(--fdr-N)). */
  difficulty: FixtureDifficulty;
}

/** Club id → its matches in the round (two in a double round, none in a blank one). */
export type NextMatches = Readonly<Record<number, readonly NextMatch[]>>;

/**
 * Each club's matches in one round, from GET /v1/fixtures/next's next fixtures per club (scheduled
 * ones only: a postponed match is no match). The player sheet lists all of them; the name plates
 * show those of the round the team is picked for.
 */
export function nextMatchesOf(
  nextFixtures: Readonly<Record<string, readonly NextFixture[]>>,
  round: number,
): NextMatches {
  const out: Record<number, NextMatch[]> = {};
  for (const [club, fixtures] of Object.entries(nextFixtures)) {
    const inRound = fixtures.filter((f) => f.round === round);
    if (inRound.length === 0) continue;
    out[Number(club)] = inRound.map((f) => ({
      opponent: f.opponent_short_name,
      home: f.is_home,
      difficulty: fixtureDifficulty(f.difficulty),
    }));
  }
  return out;
}
