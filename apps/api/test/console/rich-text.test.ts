// The console's HTML sanitiser (ADR 0051) against hostile input: whatever an editor (or someone who
// took an editor's session) sends, nothing that can run survives — no script or other active element,
// no on* handler, no style, no javascript:/data:/vbscript: URL — and what survives is stable.
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  plainText,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  sanitiseRichText,
} from '../../src/services/console/rich-text.ts';

const TAGS = [
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
const VALUES = [
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
  .tuple(fc.constantFrom(...ATTRS), fc.constantFrom(...VALUES), fc.constantFrom('"', "'", ''))
  .map(([n, v, q]) => ` ${n}=${q}${q ? v.replaceAll(q, '') : v.replace(/\s/g, '')}${q}`);

const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc
      .tuple(
        fc.constantFrom(...TAGS),
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
function walk(out: string): Found {
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

describe('sanitiseRichText', () => {
  it('lets nothing executable through, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(html, { maxLength: 6 }), (parts) => {
        const out = sanitiseRichText(parts.join(''));
        const { tags, attrs } = walk(out);
        for (const t of tags) expect(RICH_TEXT_TAGS as readonly string[]).toContain(t);
        for (const a of attrs) {
          expect(['href', 'title', 'target', 'rel', 'dir']).toContain(a.name);
          if (a.name === 'dir') expect(['ltr', 'rtl', 'auto']).toContain(a.value);
          if (a.name === 'href') {
            // As a browser reads it: leading controls and spaces, and tabs or newlines anywhere, go.
            // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
            const url = a.value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
            expect(url.startsWith('//'), url).toBe(false);
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
            // Without a scheme it is a path in the app; with one, only the allowed ones.
            if (scheme !== undefined)
              expect(RICH_TEXT_SCHEMES as readonly string[]).toContain(scheme);
          }
          if (a.name === 'target') expect(a.value).toBe('_blank');
        }
      }),
      { numRuns: 600 },
    );
  });

  it('drops a script’s and a style’s content with the element, keeps other text', () => {
    expect(
      sanitiseRichText(
        '<p>a<script>steal(9)</script>b<style>p{}</style><svg><text>c</text></svg></p>',
      ),
    ).toBe('<p>ab</p>');
  });

  it('keeps what an editor writes in the TipTap editor', () => {
    const written =
      '<h2>Prizes</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u> and ' +
      '<a href="https://operator.example/rules" target="_blank" rel="noopener noreferrer nofollow">a link</a></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>';
    expect(sanitiseRichText(written)).toBe(
      written.replace('rel="noopener noreferrer nofollow"', 'rel="noopener noreferrer"'),
    );
  });
});

describe('plainText', () => {
  it('leaves no element of the input and no script’s text, for any input', () => {
    const script = '<script>alert(2)</script><style>*{x:expression(alert(3))}</style>';
    fc.assert(
      fc.property(fc.array(html, { maxLength: 6 }), (parts) => {
        const out = plainText(`${script}${parts.join('')}`);
        const left = walk(out).tags.filter((t) => TAGS.some((x) => x.toLowerCase() === t));
        expect(left, out).toEqual([]);
        expect(out).not.toMatch(/alert\((2|3)\)/);
      }),
      { numRuns: 300 },
    );
  });
});
