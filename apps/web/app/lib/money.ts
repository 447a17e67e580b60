import { defaultGameMoney, type GameMoney } from '@gameweek/contracts/game-money';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './intl.ts';
import { useOptionalShell } from './use-shell.ts';

/** One decimal always: a price list reads 7.0, 7.5, 8.0 in one column. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** The parts of a formatted number that are the number itself (sign, digits, separators). */
const NUMBER_PART = new Set(['minusSign', 'plusSign', 'integer', 'group', 'decimal', 'fraction']);

/**
 * Game money (prices and the bank: integers in tenths, 75 → 7.5) as the tenant writes it, in the
 * user's language: a currency in millions (£7.5m; "7,5 Mio. £" in German) or credits ("8.5
 * credits", an i18next plural). The one function for game money; components take it bound to the
 * page's tenant and language from `usePrice`.
 */
export function formatPrice(
  tenths: number,
  money: GameMoney,
  lang: string,
  t: TFunction<'game'>,
): string {
  const value = tenths / 10;
  if (money.kind === 'credits') {
    const amount = numberFormat(lang, ONE_DECIMAL).format(value);
    // (Typed as possibly missing: English has no few/many forms; every language has its own.)
    return t('money.credits', { count: value, amount }) ?? amount;
  }
  // The currency's symbol and its place come from Intl; the language's word for millions goes
  // right after the digits ("£7.5m", "7,5 Mio. £"), with the sign kept where Intl puts it.
  const parts = numberFormat(lang, {
    ...ONE_DECIMAL,
    style: 'currency',
    currency: money.currency,
  }).formatToParts(value);
  const first = parts.findIndex((p) => NUMBER_PART.has(p.type) && p.type !== 'minusSign');
  let end = first;
  while (end < parts.length && NUMBER_PART.has(parts[end]!.type)) end += 1;
  const text = (ps: Intl.NumberFormatPart[]) => ps.map((p) => p.value).join('');
  const amount = text(parts.slice(first, end));
  return `${text(parts.slice(0, first))}${t('money.millions', { amount })}${text(parts.slice(end))}`;
}

/** `formatPrice` bound to the page's tenant convention and language. */
export function usePriceFormat(): (tenths: number) => string {
  const { t, i18n } = useTranslation('game');
  const shell = useOptionalShell();
  const money = shell?.money ?? defaultGameMoney(shell?.sport ?? 'soccer');
  const lang = i18n.language;
  return useCallback((tenths: number) => formatPrice(tenths, money, lang, t), [money, lang, t]);
}
