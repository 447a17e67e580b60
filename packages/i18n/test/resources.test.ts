import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  directionOf,
  LANGUAGE_CODES,
  LANGUAGES,
  NAMESPACES,
  tabFontSize,
} from '../src/languages.ts';
import { leaves, type ResourceTree as Tree } from '../src/leaves.ts';
import { RESOURCES } from '../src/resources.ts';

const placeholders = (s: string) =>
  [...s.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A language's keys with each plural's forms folded into one `key_#` entry. */
const folded = (keys: Iterable<string>) =>
  [...new Set([...keys].map((k) => k.replace(PLURAL, '_#')))].sort();

describe('translation resources', () => {
  it('defaults to namespace common and locale en', () => {
    expect(DEFAULT_NAMESPACE).toBe('common');
    expect(DEFAULT_LOCALE).toBe('en');
    expect([...LANGUAGE_CODES]).toEqual(['bn', 'de', 'en', 'hy', 'id', 'my', 'ru', 'ur', 'uz']);
  });

  for (const ns of NAMESPACES) {
    const english = leaves(RESOURCES.en[ns] as Tree);
    for (const code of LANGUAGE_CODES) {
      it(`${code}/${ns} has every English key, non-empty, with the same placeholders`, () => {
        const other = leaves(RESOURCES[code][ns] as Tree);
        expect(folded(other.keys())).toEqual(folded(english.keys()));
        // A plural has exactly the forms the language's plural rules pick from.
        const categories = [
          ...new Intl.PluralRules(code).resolvedOptions().pluralCategories,
        ].sort();
        for (const base of folded(english.keys()).filter((k) => k.endsWith('_#'))) {
          const forms = [...other.keys()]
            .filter((k) => k.replace(PLURAL, '_#') === base)
            .map((k) => k.replace(/^.*_/, ''))
            .sort();
          expect(forms, `${code}:${ns}:${base}`).toEqual(categories);
        }
        for (const [key, value] of other) {
          expect(value.trim(), `${code}:${ns}:${key}`).not.toBe('');
          const englishKey = english.has(key) ? key : key.replace(PLURAL, '_other');
          expect(placeholders(value), `${code}:${ns}:${key}`).toEqual(
            placeholders(english.get(englishKey) ?? ''),
          );
        }
      });
    }
  }

  for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
    it(`${code} is translated, not an English copy`, () => {
      let same = 0;
      let total = 0;
      for (const ns of NAMESPACES) {
        const english = leaves(RESOURCES.en[ns] as Tree);
        for (const [key, value] of leaves(RESOURCES[code][ns] as Tree)) {
          total += 1;
          if (value === english.get(key)) same += 1;
        }
      }
      // A few words are the same in both (Demo, Status, Live…); a copied file would be all of them.
      expect(same / total).toBeLessThan(0.06);
    });
  }
});

describe('language registry', () => {
  it('multiplies the 12px tab font by the language factor', () => {
    expect(tabFontSize('bn')).toBe(10.8);
    for (const c of ['de', 'en', 'hy', 'id', 'my'] as const) expect(tabFontSize(c)).toBe(12);
    for (const c of ['ru', 'ur', 'uz'] as const) expect(tabFontSize(c)).toBe(9.6);
  });

  it('makes only Urdu right-to-left', () => {
    expect(LANGUAGE_CODES.filter((c) => directionOf(c) === 'rtl')).toEqual(['ur']);
  });

  it('gives each non-Latin script its own self-hosted font', () => {
    expect(LANGUAGES.bn.scriptFont).toBe('noto-sans-bengali');
    expect(LANGUAGES.hy.scriptFont).toBe('noto-sans-armenian');
    expect(LANGUAGES.my.scriptFont).toBe('noto-sans-myanmar');
    expect(LANGUAGES.ur.scriptFont).toBe('noto-nastaliq-urdu');
    expect(LANGUAGES.en.scriptFont).toBeNull();
  });
});
