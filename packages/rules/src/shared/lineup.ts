/**
 * A substitution in a manager's line-up: two picks trade slots (1…startersSize is the XI, the rest
 * the bench in order). As in FPL, the armband belongs to the XI, not to the player: a captain or
 * vice-captain sent to the bench hands it to the player who takes his place. Without that the
 * squad could not be saved (a captain must be a starter), and the manager had to move the armband
 * first, then make the substitution.
 */
export interface LineupPick {
  playerId: number;
  slot: number;
}

export interface Lineup<P extends LineupPick = LineupPick> {
  picks: readonly P[];
  captainId: number | null;
  viceCaptainId: number | null;
}

/** Swaps the slots of players a and b; an unknown player or a == b leaves the line-up as it is. */
export function substitute<P extends LineupPick, L extends Lineup<P>>(
  lineup: L,
  a: number,
  b: number,
  startersSize: number,
): L {
  const pa = lineup.picks.find((p) => p.playerId === a);
  const pb = lineup.picks.find((p) => p.playerId === b);
  if (!pa || !pb || pa === pb) return lineup;
  const picks = lineup.picks.map((p) =>
    p === pa ? { ...p, slot: pb.slot } : p === pb ? { ...p, slot: pa.slot } : p,
  );
  const aStarts = pa.slot <= startersSize;
  const bStarts = pb.slot <= startersSize;
  // Two starters (or two bench players) trading places: nobody leaves the XI, armbands stay put.
  if (aStarts === bStarts) return { ...lineup, picks };
  const [out, into] = aStarts ? [a, b] : [b, a];
  const pass = (id: number | null) => (id === out ? into : id);
  return {
    ...lineup,
    picks,
    captainId: pass(lineup.captainId),
    viceCaptainId: pass(lineup.viceCaptainId),
  };
}
