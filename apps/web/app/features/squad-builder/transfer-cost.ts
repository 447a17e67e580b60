import type { TransferPreview } from './game-rules.ts';

/** What this save's transfers cost, as the confirmation lists it. */
export interface TransferCost {
  unlimited: boolean;
  /** Free transfers these changes use (all of them when transfers are unlimited). */
  freeUsed: number;
  /** Transfers beyond the free ones, each at the season's extra cost. */
  extra: number;
  /** The points each extra transfer costs. */
  each: number;
  /** Points these changes cost (not those of transfers saved earlier this round). */
  points: number;
}

/**
 * The engine's preview of the round's transfers as this save's cost: its points include what
 * transfers saved earlier in the round already cost (`savedCost`), which this save does not add.
 */
export function transferCost(
  preview: TransferPreview,
  savedCost: number,
  each: number,
): TransferCost {
  return {
    unlimited: preview.unlimited,
    freeUsed: preview.unlimited ? preview.count : preview.count - preview.paid,
    extra: preview.unlimited ? 0 : preview.paid,
    each,
    points: preview.pointsCost - savedCost,
  };
}
