import type { GameMoney } from '@gameweek/contracts/config';
import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/lib/i18n.ts';
import { formatPrice as format, formatPrice } from '../app/lib/money.ts';

const POUNDS: GameMoney = { kind: 'currency', currency: 'GBP', unit: 'million' };
const CREDITS: GameMoney = { kind: 'credits' };

const tFor = (lang: (typeof LANGUAGE_CODES)[number]) =>
  createI18n(lang, RESOURCES[lang]).getFixedT(lang, 'game');

/** The number a formatted price carries, read back: the language's digits to 0-9, its separators dropped. */
function digitsOf(text: string, lang: string): number {
  const nf = new Intl.NumberFormat(lang, { minimumFractionDigits: 1 });
  const parts = nf.formatToParts(-1234.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const native = new Intl.NumberFormat(lang, { useGrouping: false }).format(9876543210);
  let out = '';
  for (const ch of text) {
    const at = native.indexOf(ch);
    if (at >= 0) out += String(9 - at);
    else if (ch === decimal) out += '.';
  }
  const negative = /[-\u2212]/.test(text);
  return (negative ? -1 : 1) * Math.round(Number(out) * 10);
}

describe('game money in the tenant convention', () => {
  it('writes soccer prices as FPL does and cricket prices in credits, in English', () => {
    const t = tFor('en');
    expect(formatPrice(75, POUNDS, 'en', t)).toBe('£7.5m');
    expect(formatPrice(1000, POUNDS, 'en', t)).toBe('£100.0m');
    expect(formatPrice(-5, POUNDS, 'en', t)).toBe('-£0.5m');
    expect(formatPrice(85, CREDITS, 'en', t)).toBe('8.5 credits');
    expect(formatPrice(1000, CREDITS, 'en', t)).toBe('100.0 credits');
  });

  it("puts the language's word for millions after the digits, the symbol where the language puts it", () => {
    // Intl separates with no-break spaces; compared here as plain ones.
    const formatPrice = (...a: Parameters<typeof format>) => format(...a).replace(/\s/g, ' ');
    expect(formatPrice(75, POUNDS, 'de', tFor('de'))).toBe('7,5 Mio. £');
    expect(formatPrice(75, POUNDS, 'ru', tFor('ru'))).toBe('7,5 млн £');
    expect(formatPrice(75, POUNDS, 'ur', tFor('ur'))).toBe('£7.5 ملین');
    expect(formatPrice(75, POUNDS, 'bn', tFor('bn'))).toBe('৭.৫ মিলিয়ন£');
    expect(formatPrice(85, CREDITS, 'ru', tFor('ru'))).toBe('8,5 кредита');
    expect(formatPrice(85, CREDITS, 'ur', tFor('ur'))).toBe('8.5 کریڈٹس');
    expect(formatPrice(85, CREDITS, 'my', tFor('my'))).toBe('ခရက်ဒစ် ၈.၅');
  });

  it('any integer of tenths, in every language and convention, reads back as the same number', () => {
    const ts = new Map(LANGUAGE_CODES.map((l) => [l, tFor(l)]));
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.constantFrom(POUNDS, CREDITS, {
          kind: 'currency',
          currency: 'EUR',
          unit: 'million',
        } as const),
        (tenths, lang, money) => {
          const text = formatPrice(tenths, money, lang, ts.get(lang)!);
          expect(text).not.toMatch(/NaN|undefined|\{\{|money\./);
          expect(digitsOf(text, lang)).toBe(tenths);
        },
      ),
    );
  });
});
