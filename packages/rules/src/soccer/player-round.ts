// A player's round is the sum of his fixtures: two rows in a double gameweek, none in a blank one.
import { fixturePoints } from './fixture-points.ts';
import type { SoccerPosition } from './positions.ts';
import type { SoccerSeasonRules } from './season-rules.ts';
import { playedInFixture, type SoccerFixtureStats } from './stats.ts';
import type { PlayerRound } from './team-score.ts';

export interface PlayerFixture {
  readonly element: number;
  readonly round: number;
  readonly position: SoccerPosition;
  readonly stats: SoccerFixtureStats;
}

/** Round points and played flags of everyone (Assistant Managers too) with a fixture in `round`. */
export function playerRounds(
  rules: Pick<SoccerSeasonRules, 'scoring'>,
  fixtures: Iterable<PlayerFixture>,
  round: number,
): Map<number, PlayerRound> {
  const byElement = new Map<
    number,
    { position: SoccerPosition; points: number; played: boolean }
  >();
  for (const f of fixtures) {
    if (f.round !== round) continue;
    const points = fixturePoints(rules, f.position, f.stats).total;
    const played = playedInFixture(f.stats);
    const current = byElement.get(f.element);
    if (current === undefined) byElement.set(f.element, { position: f.position, points, played });
    else {
      current.points += points;
      current.played ||= played;
    }
  }
  return byElement;
}
