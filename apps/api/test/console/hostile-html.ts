// Hostile HTML and URLs for the console's property tests (ADR 0051, 0056): the generator and the
// checks every rich-text or URL field's test shares.
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { expect } from 'vitest';
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../src/services/console/rich-text.ts';

export const HOSTILE_TAGS = [
  ...RICH_TEXT_TAGS,
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'img',
  'form',
  'input',
  'button',
  'textarea',
  'link',
  'meta',
  'base',
  'video',
  'audio',
  'source',
  'details',
  'template',
  'noscript',
  'SCRIPT',
  'ScRiPt',
];
const ATTRS = [
  'href',
  'src',
  'onclick',
  'onerror',
  'onload',
  'ONMOUSEOVER',
  'style',
  'class',
  'id',
  'target',
  'title',
  'lang',
  'dir',
  'srcdoc',
  'formaction',
  'xlink:href',
  'action',
  'data-x',
];
/** Attribute values, and URLs an editor might paste: script URLs in disguise, and good ones. */
export const HOSTILE_VALUES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  'https://operator.example/ok',
  'mailto:help@operator.example',
  'alert(1)',
  '_blank',
  'x" onerror="alert(1)',
  "x' onload='alert(1)",
  'expression(alert(1))',
];
const TEXTS = [
  'hello',
  '<',
  '>',
  '&',
  '"',
  "'",
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  'اردو',
  '\u0000',
];

const attr = fc
  .tuple(
    fc.constantFrom(...ATTRS),
    fc.constantFrom(...HOSTILE_VALUES),
    fc.constantFrom('"', "'", ''),
  )
  .map(([n, v, q]) => ` ${n}=${q}${q ? v.replaceAll(q, '') : v.replace(/\s/g, '')}${q}`);

/** Nested markup with active elements, event handlers and script URLs in every disguise. */
export const hostileHtml: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc
      .tuple(
        fc.constantFrom(...HOSTILE_TAGS),
        fc.array(attr, { maxLength: 3 }),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.boolean(),
      )
      .map(
        ([tag, attrs, kids, closed]) =>
          `<${tag}${attrs.join('')}>${kids.join('')}${closed ? `</${tag}>` : ''}`,
      ),
  ),
})).node;

interface Found {
  tags: string[];
  attrs: { tag: string; name: string; value: string }[];
}

/** Every element and attribute of the sanitised HTML, as a browser-grade parser reads it. */
export function walk(out: string): Found {
  const found: Found = { tags: [], attrs: [] };
  const visit = (n: ReturnType<typeof parseDocument>['children'][number]) => {
    if ('name' in n && 'attribs' in n) {
      found.tags.push(n.name.toLowerCase());
      for (const [name, value] of Object.entries(n.attribs))
        found.attrs.push({ tag: n.name, name: name.toLowerCase(), value });
    }
    if ('children' in n) for (const c of n.children) visit(c);
  };
  for (const c of parseDocument(out, { decodeEntities: true }).children) visit(c);
  return found;
}

/** Only the sanitiser's tags and attributes, and every href as a browser would read it is safe. */
export function expectInertHtml(out: string): void {
  const { tags, attrs } = walk(out);
  for (const t of tags) expect(RICH_TEXT_TAGS as readonly string[]).toContain(t);
  for (const a of attrs) {
    expect(['href', 'title', 'target', 'rel', 'dir']).toContain(a.name);
    if (a.name === 'dir') expect(['ltr', 'rtl', 'auto']).toContain(a.value);
    if (a.name === 'href') expectSafeUrl(a.value);
    if (a.name === 'target') expect(a.value).toBe('_blank');
  }
}

/** As a browser reads a URL: no protocol-relative address, no scheme but the allowed ones. */
export function expectSafeUrl(value: string): void {
  // Leading controls and spaces, and tabs or newlines anywhere, go.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  const url = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  expect(url.startsWith('//'), url).toBe(false);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  // Without a scheme it is a path in the app; with one, only the allowed ones.
  if (scheme !== undefined) expect(RICH_TEXT_SCHEMES as readonly string[]).toContain(scheme);
}
