/**
 * The page's JavaScript starts loading only once the browser has presented the first paint, and
 * then at low fetch priority.
 *
 * The page is rendered on the server and readable before any script runs; the ≈100 KB of hydration
 * code only makes it interactive. React Router's <Scripts> writes one `<link rel="modulepreload">`
 * per module and an inline `<script type="module">` whose imports start fetching as soon as the
 * parser meets them, competing with what the first paint waits for (the preloaded font files, the
 * logo). So the rendered document is edited (React Router has no option for this; only tags React
 * Router itself writes are matched):
 *
 * - the module preloads and the module script move, unchanged apart from `fetchpriority="low"`,
 *   into an inert `<template id="gw-scripts">`;
 * - a small classic script clones them into the document when the first `paint` performance entry
 *   arrives (buffered, so a paint before the script ran counts too), or at once where the browser
 *   reports no paint timing, one element per task. The clone is not parser-inserted, so the module
 *   script runs async, as React Router's own does.
 *
 * React Router's data hand-off (`window.__reactRouterContext`, its stream chunks) stays where it
 * is: it fetches nothing, and it has run long before the module that reads it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script([^>]*\stype="module"[^>]*)>([\s\S]*?)<\/script>/g;

export const SCRIPTS_TEMPLATE_ID = 'gw-scripts';

/**
 * Runs once the template is parsed: on the first presented paint it clones the template and moves
 * the clones into the body one per task (a MessageChannel message between two), in order, the module
 * script last. Inserting a module preload starts its fetch there and then: the first few cost 2–5 ms
 * each on a fast CPU, and all of them in one go made an 18 ms task, four times that on a phone.
 * Where there is no MessageChannel they all go in at once.
 */
export const SCRIPTS_LOADER = `(function(d,w){var done=0;function go(){if(done)return;done=1;var f=d.importNode(d.getElementById('${SCRIPTS_TEMPLATE_ID}').content,true),M=w.MessageChannel,c=M&&new M();function step(){while(f.firstChild){d.body.appendChild(f.firstChild);if(c)break}if(f.firstChild)c.port2.postMessage(0)}if(c)c.port1.onmessage=step;step()}var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}else go()})(document,window)`;

function lowPriority(tag: string): string {
  return /\bfetchpriority=/.test(tag)
    ? tag
    : tag.replace(/^<(link|script)\b/, '<$1 fetchpriority="low"');
}

/** `nonce`: the page's CSP nonce (entry.server.tsx); the loader is an inline script and needs it. */
export function scriptsAfterFirstPaint(html: string, nonce?: string): string {
  if (html.includes(`<template id="${SCRIPTS_TEMPLATE_ID}">`)) return html;
  const moved: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (tag) => {
    moved.push(lowPriority(tag));
    return '';
  });
  let scripts = 0;
  const out = withoutPreloads.replace(MODULE_SCRIPT, (_tag, attributes: string, body: string) => {
    scripts++;
    moved.push(`${lowPriority(`<script${attributes}>`)}${body}</script>`);
    return `<template id="${SCRIPTS_TEMPLATE_ID}">${moved.join('')}</template><script${nonce ? ` nonce="${nonce}"` : ''}>${SCRIPTS_LOADER}</script>`;
  });
  // Without React Router's module script there is nothing to defer (and nothing to hydrate).
  return scripts === 1 ? out : html;
}
