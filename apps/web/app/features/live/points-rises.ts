/** A player's points as a page shows them, by player id. */
export type PointsByPlayer = ReadonlyMap<number, number>;

/**
 * The players whose points went up between two readings of the same round (the live feed counted a
 * goal, an assist, a wicket, a fifty…), the biggest rise first; a player new in the second reading
 * or whose points fell (a correction) is not a rise.
 */
export function pointsRises(
  before: PointsByPlayer,
  after: PointsByPlayer,
): { playerId: number; gain: number }[] {
  const rises: { playerId: number; gain: number }[] = [];
  for (const [playerId, points] of after) {
    const was = before.get(playerId);
    if (was !== undefined && points > was) rises.push({ playerId, gain: points - was });
  }
  return rises.sort((a, b) => b.gain - a.gain || a.playerId - b.playerId);
}
