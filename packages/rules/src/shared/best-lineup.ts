// The team of the week: the best starting line-up the formation limits allow from one round's
// points. Pure; the API's home page feeds it the round's player points and the season's limits.

/** The best XI: every formation the rules allow, the top scorers per position in each, the best sum. */
export function bestLineup(
  players: { id: number; position: string; points: number }[],
  size: number,
  limits: [string, number, number][],
): { ids: number[]; points: number; counts: number[] } | null {
  const byPos = limits.map(([pos]) =>
    players.filter((p) => p.position === pos).sort((a, b) => b.points - a.points || a.id - b.id),
  );
  let best: { ids: number[]; points: number; counts: number[] } | null = null;
  const counts: number[] = [];
  const walk = (i: number, left: number) => {
    if (i === limits.length) {
      if (left !== 0) return;
      let points = 0;
      const ids: number[] = [];
      for (let k = 0; k < counts.length; k++) {
        const take = byPos[k]!.slice(0, counts[k]);
        if (take.length < counts[k]!) return;
        for (const p of take) {
          points += p.points;
          ids.push(p.id);
        }
      }
      if (!best || points > best.points) best = { ids, points, counts: [...counts] };
      return;
    }
    const [, min, max] = limits[i]!;
    for (let c = min; c <= Math.min(max, left); c++) {
      counts[i] = c;
      walk(i + 1, left - c);
    }
    counts.length = i;
  };
  walk(0, size);
  return best;
}
