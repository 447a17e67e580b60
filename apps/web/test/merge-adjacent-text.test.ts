import fc from 'fast-check';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { installTextMerging, mergeAdjacentText } from '../app/lib/merge-adjacent-text.ts';

describe('mergeAdjacentText', () => {
  it('joins texts and numbers that touch, across nothing (null, undefined, booleans)', () => {
    expect(mergeAdjacentText(['C6', ' · ', 'FWD'])).toEqual(['C6 · FWD']);
    expect(mergeAdjacentText(['Points ', 42, ' · ', false, '7%'])).toEqual(['Points 42 · 7%']);
    expect(mergeAdjacentText(['a', null, undefined, true, 'b'])).toEqual(['ab']);
  });

  it('stops at an element or a nested array (a fragment to Preact)', () => {
    const el = h('b', null, 'x');
    const list = [h('i', { key: 1 }), h('i', { key: 2 })];
    expect(mergeAdjacentText(['a', 'b', el, 'c', 'd', list, 'e'])).toEqual([
      'ab',
      el,
      'cd',
      list,
      'e',
    ]);
  });

  it('drops empty texts, which the server renders as nothing', () => {
    const b = h('b', null);
    expect(mergeAdjacentText(['', b])).toEqual([b]);
    expect(mergeAdjacentText(['', ''])).toEqual([]);
  });

  it('returns the same array when nothing is to merge', () => {
    const children = ['a', h('b', null), 'c', null];
    expect(mergeAdjacentText(children)).toBe(children);
  });

  it('never changes the text the element renders, and leaves no two texts side by side', () => {
    const child = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer({ min: -5, max: 500 }),
      fc.constantFrom(null, undefined, true, false),
      fc.constantFrom('b', 'i').map((tag) => h(tag, null, 'x')),
    );
    fc.assert(
      fc.property(fc.array(child, { maxLength: 12 }), (children) => {
        const merged = mergeAdjacentText(children);
        expect(renderToString(h('p', null, ...merged))).toBe(
          renderToString(h('p', null, ...children)),
        );
        for (let i = 1; i < merged.length; i++) {
          const text = (c: unknown) => typeof c === 'string' || typeof c === 'number';
          expect(text(merged[i - 1]) && text(merged[i])).toBe(false);
        }
        for (const c of merged) expect(c).not.toBe('');
      }),
    );
  });
});

describe('installTextMerging', () => {
  it('gives an element one text child where its JSX has several, and leaves components alone', () => {
    installTextMerging();
    installTextMerging();
    const span = h('span', null, 'C6', ' · ', 'FWD');
    expect(span.props.children).toBe('C6 · FWD');
    const Row = (props: { children?: unknown }) => h('div', null, props.children as never);
    const row = h(Row, null, 'a', 'b');
    expect(row.props.children).toEqual(['a', 'b']);
    expect(renderToString(row)).toBe('<div>ab</div>');
    expect(h('i', null, '').props.children).toBe(null);
  });
});
