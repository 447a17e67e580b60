// The order a provider's messages reach the feed on a bad network, for the adapter's tests and verify:feed:
// every message twice, each match's messages shuffled within a window, matches interleaved. Seeded, so a
// run can be repeated.
import type { FeedMessage } from '@gameweek/contracts/feed';

/** Mulberry32: a seeded generator, so a run's shuffle can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every message twice, each moved up to `window` places on from where it was. */
export function duplicateAndShuffle<T>(
  items: readonly T[],
  window: number,
  rnd: () => number,
): T[] {
  const out = items.flatMap((m) => [m, m]);
  for (let i = 0; i < out.length; i++) {
    const j = Math.min(out.length - 1, i + Math.floor(rnd() * (window + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The order a gameweek's messages reach the feed: each match's messages twice and shuffled within the
 * window, the matches interleaved (as several matches played at once send them).
 */
export function deliveryOrder(
  messages: readonly FeedMessage[],
  window: number,
  rnd: () => number,
): FeedMessage[] {
  const byFixture = new Map<string, FeedMessage[]>();
  for (const m of messages) {
    const ref = 'fixture' in m ? m.fixture : '';
    byFixture.set(ref, [...(byFixture.get(ref) ?? []), m]);
  }
  const lanes = [...byFixture.values()].map((list) => duplicateAndShuffle(list, window, rnd));
  const out: FeedMessage[] = [];
  for (let i = 0; lanes.some((l) => i < l.length); i++)
    for (const lane of lanes) if (i < lane.length) out.push(lane[i]!);
  return out;
}
