import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES } from '../src/admin-resources.ts';
import { LANGUAGE_CODES } from '../src/languages.ts';
import { leaves, type ResourceTree as Tree } from '../src/leaves.ts';
import { MAIL_RESOURCES } from '../src/mail-resources.ts';

// The operator console's text (ADR 0048) and the e-mails and SMS the API sends (ADR 0054), under the
// same rules as the players' (resources.test.ts):
// every key in every language, the language's own plural forms, the same placeholders, translated.
const placeholders = (s: string) =>
  [...s.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;
const folded = (keys: Iterable<string>) =>
  [...new Set([...keys].map((k) => k.replace(PLURAL, '_#')))].sort();

const SETS = [
  ['console', ADMIN_RESOURCES],
  ['mail', MAIL_RESOURCES],
] as const;

describe.each(SETS)('%s resources', (_name, RESOURCES) => {
  const english = leaves(RESOURCES.en as Tree);
  for (const code of LANGUAGE_CODES) {
    it(`${code} has every English key, non-empty, with its plural forms and placeholders`, () => {
      const other = leaves(RESOURCES[code] as Tree);
      expect(folded(other.keys())).toEqual(folded(english.keys()));
      const categories = [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
      for (const base of folded(english.keys()).filter((k) => k.endsWith('_#'))) {
        const forms = [...other.keys()]
          .filter((k) => k.replace(PLURAL, '_#') === base)
          .map((k) => k.replace(/^.*_/, ''))
          .sort();
        expect(forms, `${code}:${base}`).toEqual(categories);
      }
      for (const [key, value] of other) {
        expect(value.trim(), `${code}:${key}`).not.toBe('');
        const englishKey = english.has(key) ? key : key.replace(PLURAL, '_other');
        expect(placeholders(value), `${code}:${key}`).toEqual(
          placeholders(english.get(englishKey) ?? ''),
        );
      }
    });
  }

  for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
    it(`${code} is translated, not an English copy`, () => {
      let same = 0;
      let total = 0;
      for (const [key, value] of leaves(RESOURCES[code] as Tree)) {
        total += 1;
        if (value === english.get(key)) same += 1;
      }
      expect(same / total).toBeLessThan(0.06);
    });
  }
});
