import { type ComponentChild, options, type VNode } from 'preact';

/**
 * JSX such as `{team} · {position}` gives an element several text children. The server renders them
 * as one run of text, which the browser parses into one text node; Preact hydrating that node with
 * three text children keeps the first (shortened) and creates and inserts the others, for every row
 * of a table: 600 new text nodes on /my-team, each a DOM change that makes the page lay out and paint
 * again after hydration. Merging an element's adjacent text children into one string before Preact
 * sees them makes the client's tree match the parsed document, so hydration changes no text at all
 * (docs/decisions/0027).
 *
 * Only the top level of an element's children: a nested array (a `.map()`) is a boundary, as it is a
 * fragment to Preact. `null`, `undefined` and booleans render nothing and are dropped between texts;
 * a run that comes to the empty string renders nothing too (no empty text node to create).
 */
export function mergeAdjacentText(children: ComponentChild[]): ComponentChild[] {
  if (!needsMerging(children)) return children;
  const out: ComponentChild[] = [];
  let run: string | null = null;
  for (const c of children) {
    if (typeof c === 'string' || typeof c === 'number') run = (run ?? '') + String(c);
    else if (isNothing(c)) {
      if (run === null) out.push(c);
    } else {
      if (run) out.push(run);
      run = null;
      out.push(c);
    }
  }
  if (run) out.push(run);
  return out;
}

function isNothing(c: ComponentChild): boolean {
  return c === null || c === undefined || typeof c === 'boolean';
}

/** Two texts with only nothing between them, or an empty text: else the array stays as it is. */
function needsMerging(children: ComponentChild[]): boolean {
  let inRun = false;
  for (const c of children) {
    if (typeof c === 'string' || typeof c === 'number') {
      if (inRun || c === '') return true;
      inRun = true;
    } else if (!isNothing(c)) inRun = false;
  }
  return false;
}

type Hook = ((vnode: VNode) => void) | undefined;

let installed = false;

/** Adds the merge to Preact's vnode hook (once; the hook before it still runs). */
export function installTextMerging(): void {
  if (installed) return;
  installed = true;
  const previous: Hook = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string') {
      const props = vnode.props as { children?: ComponentChild };
      const children = props.children;
      if (Array.isArray(children)) {
        const merged = mergeAdjacentText(children);
        if (merged !== children) props.children = merged.length === 1 ? merged[0] : merged;
      } else if (children === '') props.children = null;
    }
    previous?.(vnode);
  };
}
