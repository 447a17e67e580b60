/**
 * Stylesheets the server writes into the page as <style data-href> instead of <link>: nothing to
 * fetch before the first paint on a slow network. The server entry registers where the built files
 * are; the browser reads the text back from the page it was served, so hydration renders the same
 * element. Where no text is at hand (the dev server, a file missing) the stylesheet stays a <link>.
 */
export type CssSource = (href: string) => string | undefined;

let source: CssSource | null = null;
const fromPage = new Map<string, string>();

export function provideCss(s: CssSource): void {
  source = s;
}

export function inlineCssFor(href: string): string | undefined {
  if (source) return source(href);
  if (typeof document === 'undefined') return undefined;
  let text = fromPage.get(href);
  if (text === undefined) {
    for (const el of document.querySelectorAll('style[data-href]')) {
      if (el.getAttribute('data-href') === href) text = el.textContent ?? '';
    }
    if (text !== undefined) fromPage.set(href, text);
  }
  return text;
}

/** `</style>` cannot appear in a stylesheet's text without ending the element: refuse to inline it. */
export function isSafeToInline(css: string): boolean {
  return !/<\/style/i.test(css);
}
