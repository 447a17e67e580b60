/**
 * Where the client entry hydrates: a stand-in for `document` whose only child is the <html> element.
 *
 * The root route renders the whole <html> (React Router's Layout). Given `document`, Preact renders
 * into its <html> element, so the root's <html> would be a second one inside the first. And the
 * subtree must be one node: HydratedRouter suspends on its first render (it decodes the server's
 * data), and Preact keeps the server's DOM of a suspended subtree only when it is one element, so
 * with <html>'s children (head, body) as the root it would create a second body. This object gives
 * Preact a parent whose one child is <html>: it is left in place (Preact does not move a node that is
 * already where it belongs), and the doctype and anything outside stay untouched.
 *
 * It implements what Preact's hydration reads of a parent DOM node: its type, namespace, document,
 * children and the child insertion methods (React's own react-dom hydrates `document` directly;
 * ADR 0018 and 0033). The journeys fail if the page ends up with a second <html>, <body> or <main>.
 */
export function documentRoot(): Element {
  const html = document.documentElement;
  return {
    nodeType: 1,
    namespaceURI: null,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    contains: (node: Node) => html.contains(node),
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  } as unknown as Element;
}
