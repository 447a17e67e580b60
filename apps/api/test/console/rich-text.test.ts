// The console's HTML sanitiser (ADR 0051) against hostile input: whatever an editor (or someone who
// took an editor's session) sends, nothing that can run survives — no script or other active element,
// no on* handler, no style, no javascript:/data:/vbscript: URL — and what survives is stable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, sanitiseRichText } from '../../src/services/console/rich-text.ts';
import { expectInertHtml, HOSTILE_TAGS, hostileHtml, walk } from './hostile-html.ts';

describe('sanitiseRichText', () => {
  it('lets nothing executable through, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(hostileHtml, { maxLength: 6 }), (parts) => {
        expectInertHtml(sanitiseRichText(parts.join('')));
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
      fc.property(fc.array(hostileHtml, { maxLength: 6 }), (parts) => {
        const out = plainText(`${script}${parts.join('')}`);
        const left = walk(out).tags.filter((t) => HOSTILE_TAGS.some((x) => x.toLowerCase() === t));
        expect(left, out).toEqual([]);
        expect(out).not.toMatch(/alert\((2|3)\)/);
      }),
      { numRuns: 300 },
    );
  });
});
