import { numberFormat } from '../../lib/intl.ts';

/** Prices are integers in tenths (55 → 5.5). */
export function formatPrice(tenths: number, lang: string): string {
  return numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    tenths / 10,
  );
}
