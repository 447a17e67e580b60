/**
 * Marks the page's JavaScript as low fetch priority (`fetchpriority="low"`): React Router's module
 * preloads and its inline module script, whose imports inherit the element's priority.
 *
 * The page is rendered on the server and readable before any script runs; on a slow link the
 * preloaded font files (render-blocking in Chromium) and the images should get the bandwidth first,
 * and the ≈100 KB of hydration code after them. React Router's <Scripts> has no option for this, so
 * the rendered document is edited: only tags React Router itself writes are matched.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;
const MODULE_SCRIPT = /<script([^>]*\stype="module"[^>]*)>/g;

export function lowerScriptPriority(html: string): string {
  return html
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"')
    .replace(MODULE_SCRIPT, (tag: string, attributes: string) =>
      /\bfetchpriority=/.test(attributes) ? tag : `<script${attributes} fetchpriority="low">`,
    );
}
