import { describe, expect, it } from 'vitest';
import { leaves, type ResourceTree as Tree } from '../src/leaves.ts';
import { PSEUDO_LOCALE, pseudoLocalize, pseudoResources } from '../src/pseudo.ts';
import { RESOURCES } from '../src/resources.ts';

const KEPT = /{{[^}]*}}|\$t\([^)]*\)|<\/?[a-z0-9]+>/gi;
const placeholders = (s: string) => [...s.matchAll(KEPT)].map((m) => m[0]);

describe('the en-XA pseudo-locale', () => {
  it('accents the letters and pads the text inside brackets', () => {
    expect(PSEUDO_LOCALE).toBe('en-XA');
    expect(pseudoLocalize('Select team')).toBe('[Ŝéĺéçţ ţéám ···]');
  });

  it('keeps placeholders, nesting and rich-text tags as they are', () => {
    expect(pseudoLocalize('{{points}} Pts')).toBe('[{{points}} Pţŝ ·]');
    expect(pseudoLocalize('{{count, number}} managers')).toMatch(/^\[\{\{count, number\}\} /);
    expect(pseudoLocalize('Read <1>the terms</1> $t(common:menu.terms)')).toContain(
      '<1>ţĥé ţéŕmŝ</1> $t(common:menu.terms)',
    );
  });

  it('leaves a text without letters alone', () => {
    expect(pseudoLocalize('–')).toBe('–');
    expect(pseudoLocalize('{{n}}%')).toBe('{{n}}%');
  });

  it('has every English key, each text about a third longer, no English word left', () => {
    const pseudo = pseudoResources(RESOURCES.en);
    for (const [ns, tree] of Object.entries(RESOURCES.en)) {
      const en = leaves(tree as Tree);
      const xa = leaves(pseudo[ns as keyof typeof pseudo] as Tree);
      expect([...xa.keys()]).toEqual([...en.keys()]);
      for (const [key, text] of en) {
        const out = xa.get(key) ?? '';
        expect(placeholders(out), key).toEqual(placeholders(text));
        const letters = text.replace(KEPT, '').replace(/[^A-Za-z]/g, '').length;
        if (letters === 0) continue;
        expect(out.length - text.length, key).toBeGreaterThanOrEqual(3 + Math.ceil(letters * 0.3));
        const words = out
          .replace(KEPT, ' ')
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length > 1);
        for (const w of words) expect(w, `${key}: ${out}`).toMatch(/[^A-Za-z]/);
      }
    }
  });
});
