// Competition ranking ("1224"): a rank is 1 + the number of entries with strictly more points.
// Built from a histogram of totals so ranks are a prefix sum and never need a sort.

/** Ranks for integer totals in [minPoints, minPoints + counts.length). */
export function rankFromHistogram(totals: ArrayLike<number>): Int32Array {
  const n = totals.length;
  const ranks = new Int32Array(n);
  if (n === 0) return ranks;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const t = totals[i] as number;
    if (t < min) min = t;
    if (t > max) max = t;
  }
  const width = max - min + 1;
  const hist = new Int32Array(width + 1);
  for (let i = 0; i < n; i++)
    hist[(totals[i] as number) - min] = (hist[(totals[i] as number) - min] ?? 0) + 1;
  // above[k] = number of entries with total > min + k
  const above = new Int32Array(width);
  let acc = 0;
  for (let k = width - 1; k >= 0; k--) {
    above[k] = acc;
    acc += hist[k] ?? 0;
  }
  for (let i = 0; i < n; i++) ranks[i] = (above[(totals[i] as number) - min] ?? 0) + 1;
  return ranks;
}
