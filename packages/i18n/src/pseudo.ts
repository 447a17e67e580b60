/**
 * en-XA, the pseudo-locale the page sweep reads every page in (ADR 0034): English with every letter
 * accented and every text about 30 % longer inside brackets ("Select team" → "[Ŝéĺéçţ ţéáḿ ····]").
 * A text that reaches the page without going through the translations stays plain English and shows
 * up; a box too narrow for a longer language overflows or clips. Built from the English resources
 * when a test server starts (apps/web, `PSEUDO_LOCALE=1`), never checked in and never offered to
 * users. Placeholders (`{{points}}`, `{{count, number}}`), nesting (`$t(key)`) and the tags of rich
 * texts (`<1>…</1>`, `<strong>`) are kept as they are; keys, plural suffixes included, are not touched.
 */

import type { ResourceTree } from './leaves.ts';
import type { LanguageResources } from './resources.ts';

export { PSEUDO_LOCALE } from './languages.ts';

/** Latin-1 and Latin Extended-A only, which the theme fonts' Latin files cover. */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  c: 'ç',
  d: 'ď',
  e: 'é',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  n: 'ñ',
  o: 'ó',
  r: 'ŕ',
  s: 'ŝ',
  t: 'ţ',
  u: 'ú',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  N: 'Ñ',
  O: 'Ó',
  R: 'Ŕ',
  S: 'Ŝ',
  T: 'Ţ',
  U: 'Ú',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** What is kept as written: placeholders, nesting and rich-text tags. */
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[a-z0-9]+>)/i;

/** One text in en-XA; a text without a letter ("–", "{{n}}", "%") stays as it is. */
export function pseudoLocalize(text: string): string {
  const parts = text.split(KEPT);
  let letters = 0;
  const out = parts.map((part, i) => {
    if (i % 2 === 1) return part;
    letters += part.replace(/[^A-Za-z]/g, '').length;
    return part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);
  });
  if (letters === 0) return text;
  return `[${out.join('')} ${'·'.repeat(Math.max(1, Math.ceil(letters * 0.3)))}]`;
}

function pseudoTree(tree: ResourceTree): ResourceTree {
  return Object.fromEntries(
    Object.entries(tree).map(([k, v]) => [
      k,
      typeof v === 'string' ? pseudoLocalize(v) : pseudoTree(v),
    ]),
  );
}

/** Every namespace of the English resources in en-XA. */
export function pseudoResources(en: LanguageResources): LanguageResources {
  return Object.fromEntries(
    Object.entries(en).map(([ns, tree]) => [ns, pseudoTree(tree as ResourceTree)]),
  ) as unknown as LanguageResources;
}
