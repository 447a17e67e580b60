// The demo's seasons played up to an instant with the feed (ADR 0044): the season clock and the demo
// providers (one per tenant: soccer, and cricket since ADR 0050) take turns at each full time in order — the clock opens and locks the rounds due by then and
// finalises those whose results are in, the provider sends what happened up to then — so a round is
// finalised before the next one locks, as it was when the clock replayed the matches itself. The demo's
// preparation catches up this way (in-process), and the journeys' clock hook (over HTTP).
import type { Database } from '@gameweek/db/create-db';
import { type ClockOptions, tickSeasonClock } from '../jobs/season-clock.ts';
import type { DemoFeedProvider, SentMessage } from './demo-provider.ts';

export interface PlayedUntil {
  steps: string[];
  failed: string[];
  sent: SentMessage[];
}

export async function playDemoFeedUntil(
  db: Database,
  providers: readonly DemoFeedProvider[],
  to: Date,
  options: { clock?: ClockOptions; setNow?: (at: Date) => void } = {},
): Promise<PlayedUntil> {
  const out: PlayedUntil = { steps: [], failed: [], sent: [] };
  const tick = async (at: Date) => {
    const r = await tickSeasonClock(db, at, options.clock);
    out.steps.push(...r.steps);
    out.failed.push(...r.failed);
  };
  // On the way only results count (a live minute would be overtaken at once and costs a re-scoring).
  const times = new Set<number>();
  for (const provider of providers)
    for (const at of await provider.fullTimesUntil(to)) times.add(at.getTime());
  for (const t of [...times].sort((a, b) => a - b)) {
    const at = new Date(t);
    options.setNow?.(at);
    await tick(at);
    for (const provider of providers)
      out.sent.push(...(await provider.sendDue(at, { resultsOnly: true })));
  }
  options.setNow?.(to);
  await tick(to);
  for (const provider of providers) out.sent.push(...(await provider.sendDue(to)));
  // What the last messages finished is finalised now, not at the next tick.
  await tick(to);
  return out;
}
