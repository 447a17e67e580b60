import { LANGUAGE_CODES } from '@gameweek/i18n/languages';
import { RESOURCES } from '@gameweek/i18n/resources';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/lib/i18n.ts';
import { roundLabel } from '../app/lib/round-label.ts';

const tOf = (lang: (typeof LANGUAGE_CODES)[number]) =>
  createI18n(lang, RESOURCES[lang]).getFixedT(null, 'game');

describe('a round named from its number in the page language (issue 18)', () => {
  it('names a soccer round a gameweek and a cricket round a match day, in English', () => {
    const t = tOf('en');
    expect(roundLabel(t, 'soccer', 5)).toBe('Gameweek 5');
    expect(roundLabel(t, 'cricket', 12)).toBe('Match day 12');
  });

  it('says Spieltag in German for both sports', () => {
    const t = tOf('de');
    expect(roundLabel(t, 'soccer', 5)).toBe('Spieltag 5');
    expect(roundLabel(t, 'cricket', 12)).toBe('Spieltag 12');
  });

  it('names the round in Urdu, the number through the language number format', () => {
    const t = tOf('ur');
    const n = (v: number) => new Intl.NumberFormat('ur').format(v);
    expect(roundLabel(t, 'soccer', 5)).toBe(`گیم ویک ${n(5)}`);
    expect(roundLabel(t, 'cricket', 12)).toBe(`میچ ڈے ${n(12)}`);
  });

  it('writes the number in the language digits (Bengali)', () => {
    expect(roundLabel(tOf('bn'), 'soccer', 12)).toBe('গেমউইক ১২');
  });

  it('leaves no English round word, raw key or placeholder in any other language', () => {
    for (const lang of LANGUAGE_CODES) {
      const t = tOf(lang);
      for (const sport of ['soccer', 'cricket'] as const) {
        const text = roundLabel(t, sport, 38);
        expect(text, `${lang} ${sport}`).not.toMatch(/{{|round\.|label_/);
        if (lang !== 'en') expect(text, `${lang} ${sport}`).not.toMatch(/Gameweek|Match day/);
        expect(text, `${lang} ${sport}`).toContain(new Intl.NumberFormat(lang).format(38));
      }
    }
  });
});
