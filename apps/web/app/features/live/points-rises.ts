/** A player's points and the counts behind them (rules-engine keys: goal, assist, wicket…), as a page shows them. */
export interface PlayerReading {
  points: number;
  counts: ReadonlyMap<string, number>;
}
/** A round's readings by player id. */
export type PointsByPlayer = ReadonlyMap<number, PlayerReading>;

/** What a toast names when a rise came from one of these (most telling first); otherwise just the points. */
export const LIVE_MOMENTS = ['goal', 'wicket', 'assist', 'penalty_saved'] as const;
export type LiveMoment = (typeof LIVE_MOMENTS)[number];

export interface PointsRise {
  playerId: number;
  gain: number;
  /** The most telling count that went up with the points (a goal, a wicket…), if any. */
  moment: LiveMoment | null;
}

/**
 * The players whose points went up between two readings of the same round (the live feed counted a
 * goal, an assist, a wicket, a fifty…), the biggest rise first; a player new in the second reading
 * or whose points fell (a correction) is not a rise.
 */
export function pointsRises(before: PointsByPlayer, after: PointsByPlayer): PointsRise[] {
  const rises: PointsRise[] = [];
  for (const [playerId, now] of after) {
    const was = before.get(playerId);
    if (was === undefined || now.points <= was.points) continue;
    const moment =
      LIVE_MOMENTS.find((m) => (now.counts.get(m) ?? 0) > (was.counts.get(m) ?? 0)) ?? null;
    rises.push({ playerId, gain: now.points - was.points, moment });
  }
  return rises.sort((a, b) => b.gain - a.gain || a.playerId - b.playerId);
}
