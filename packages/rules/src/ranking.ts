// Competition ranking ("1224"): a rank is 1 + the number of entries with strictly more points.
// Built from a histogram of totals so ranks are a prefix sum and never need a sort; histograms of
// shards add up, which is how ranking scales past one machine. Totals are integers (points).

/** counts[k] = number of entries whose total is min + k. */
export interface PointsHistogram {
  readonly min: number;
  readonly counts: Int32Array;
}

export function histogramOfTotals(totals: ArrayLike<number>): PointsHistogram {
  const n = totals.length;
  if (n === 0) return { min: 0, counts: new Int32Array(0) };
  let min = totals[0]!;
  let max = min;
  for (let i = 1; i < n; i++) {
    const t = totals[i]!;
    if (t < min) min = t;
    else if (t > max) max = t;
  }
  const counts = new Int32Array(max - min + 1);
  for (let i = 0; i < n; i++) counts[totals[i]! - min]!++;
  return { min, counts };
}

/** The histogram of the union of two shards. */
export function mergeHistograms(a: PointsHistogram, b: PointsHistogram): PointsHistogram {
  if (a.counts.length === 0) return b;
  if (b.counts.length === 0) return a;
  const min = Math.min(a.min, b.min);
  const max = Math.max(a.min + a.counts.length, b.min + b.counts.length) - 1;
  const counts = new Int32Array(max - min + 1);
  for (let k = 0; k < a.counts.length; k++) counts[a.min - min + k]! += a.counts[k]!;
  for (let k = 0; k < b.counts.length; k++) counts[b.min - min + k]! += b.counts[k]!;
  return { min, counts };
}

/** above[k] = number of entries with a total greater than min + k (so rank = above[k] + 1). */
export function entriesAbove(histogram: PointsHistogram): Int32Array {
  const { counts } = histogram;
  const above = new Int32Array(counts.length);
  let acc = 0;
  for (let k = counts.length - 1; k >= 0; k--) {
    above[k] = acc;
    acc += counts[k]!;
  }
  return above;
}

/** Rank of one total against a histogram (it need not be one of the histogram's entries). */
export function rankOf(histogram: PointsHistogram, total: number): number {
  const { min, counts } = histogram;
  let above = 0;
  for (let k = Math.max(0, total - min + 1); k < counts.length; k++) above += counts[k]!;
  return above + 1;
}

/** Competition ranks of every total, in input order. */
export function rankFromHistogram(totals: ArrayLike<number>): Int32Array {
  const histogram = histogramOfTotals(totals);
  const above = entriesAbove(histogram);
  const n = totals.length;
  const ranks = new Int32Array(n);
  const min = histogram.min;
  for (let i = 0; i < n; i++) ranks[i] = above[totals[i]! - min]! + 1;
  return ranks;
}
