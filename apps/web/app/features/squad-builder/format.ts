import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intl.ts';

/**
 * The points the round's transfers cost: "-8 pts", or "0 pts" when they are free (a minus before
 * a zero reads as a cost), in the language's digits.
 */
export function transferCostText(t: TFunction<'game'>, cost: number, lang: string): string {
  const points = numberFormat(lang).format(cost);
  return cost > 0 ? t('transfers.costPoints', { points }) : t('points.value', { points });
}
