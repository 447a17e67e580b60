/** A resource tree: nested objects whose leaves are the texts. */
export type ResourceTree = { readonly [key: string]: string | ResourceTree };

/** Every text of a resource tree by its dotted key ("header.menu" → "Menu"). */
export function leaves(tree: ResourceTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}
