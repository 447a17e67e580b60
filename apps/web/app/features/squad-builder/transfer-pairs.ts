/** A player leaving or joining the squad, with his position (soccer) or role (cricket). */
export interface TransferSide {
  id: number;
  position: string;
}

/** One line of the transfers confirmation: who goes out and who comes in (one side may be alone). */
export interface TransferPair {
  out: number | null;
  in: number | null;
}

/** Who leaves and who joins: the saved squad against the edited one, each in the order given. */
export function squadChanges(
  saved: readonly number[],
  edited: readonly number[],
): { out: number[]; in: number[] } {
  const before = new Set(saved);
  const after = new Set(edited);
  return {
    out: saved.filter((id) => !after.has(id)),
    in: edited.filter((id) => !before.has(id)),
  };
}

/**
 * Pairs each player sold with one bought, the same position first (a defender out for a defender in,
 * in the order both were given), then whoever is left in order (cricket may swap a batter for an
 * all-rounder). When more go out than come in (or the other way) the extras stand alone. Every
 * player appears in exactly one pair, and as many pairs share a position as the counts allow.
 */
export function pairTransfers(
  outs: readonly TransferSide[],
  ins: readonly TransferSide[],
): TransferPair[] {
  const used = new Set<number>();
  const pairs: { out: TransferSide | null; in: TransferSide | null }[] = outs.map((o) => {
    const i = ins.findIndex((c, k) => !used.has(k) && c.position === o.position);
    if (i < 0) return { out: o, in: null };
    used.add(i);
    return { out: o, in: ins[i] ?? null };
  });
  const rest = ins.filter((_, k) => !used.has(k));
  for (const p of pairs) if (p.in === null && rest.length > 0) p.in = rest.shift() ?? null;
  for (const r of rest) pairs.push({ out: null, in: r });
  return pairs.map((p) => ({ out: p.out?.id ?? null, in: p.in?.id ?? null }));
}
