/**
 * The page sweep's checks (issue 18, "every page, every viewport"): what one loaded page is measured
 * by. The spec (journeys/page-sweep.spec.ts) loads every route of both tenants and collects what these
 * return as findings, so one run lists every defect at once.
 */
import { type LanguageCode, PSEUDO_LOCALE } from '@gameweek/i18n/languages';
import { leaves, type ResourceTree as Tree } from '@gameweek/i18n/leaves';
import { RESOURCES } from '@gameweek/i18n/resources';
import type { Page } from '@playwright/test';

export const SWEEP_WIDTHS = [360, 320, 412] as const;
export const SWEEP_HEIGHT = 740;

/** Two animation frames: the layout of a resize has been done and painted. */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * `scrollWidth > innerWidth`, and then who causes it, among the elements that stick out of the
 * viewport outside any scroll box of their own (a table that scrolls inside its box is no page
 * overflow): the widest of them, and the innermost (none of their children sticks out: the content
 * that pushes, where the widest may only be the box it widened).
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const viewport = window.innerWidth;
    if (doc.scrollWidth <= viewport) return null;
    const beyond = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return 0;
      return Math.max(0, r.right - viewport, -r.left);
    };
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body && a !== doc; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const testId = el.getAttribute('data-testid');
      const section = el.getAttribute('data-section');
      return `${el.tagName.toLowerCase()}${id}${cls}${testId ? `[data-testid=${testId}]` : ''}${section ? `[data-section=${section}]` : ''}`;
    };
    const describe = (el: Element) => {
      const path = [el.parentElement?.parentElement, el.parentElement, el]
        .filter((e): e is Element => !!e && e !== document.body)
        .map(name)
        .join(' > ');
      const r = el.getBoundingClientRect();
      return `${path} (${Math.round(r.width)} px wide, ${Math.round(beyond(el))} px outside)`;
    };
    const out = [...document.body.querySelectorAll('*')].filter(
      (el) => beyond(el) >= 1 && !clipped(el),
    );
    const inside = new Set(out);
    const width = (el: Element) => el.getBoundingClientRect().width;
    const widest = [...out].sort((a, b) => width(b) - width(a))[0];
    const innermost = out
      .filter((el) => ![...el.children].some((c) => inside.has(c)))
      .sort((a, b) => width(b) - width(a))
      .slice(0, 2);
    return `scrollWidth ${doc.scrollWidth} > innerWidth ${viewport}: widest ${widest ? describe(widest) : 'none named'}; innermost ${innermost.map(describe).join(', ') || 'none named'}`;
  });
}

/** Everything a reader sees as text: the rendered text and the words of visible attributes. */
export interface VisibleText {
  /** `document.body.innerText`: only what is rendered (no hidden nodes, no scripts). */
  text: string;
  /**
   * Each visible text node, trimmed, plus placeholders, option labels and button values; not the text
   * of an element marked as written in another language than the page (`lang`): operator content the
   * API serves in its default language when it has none in the page's (the term pages) is declared
   * as such, not UI text left untranslated.
   */
  segments: string[];
  /** aria-label, title, alt and placeholder of rendered elements (screen readers speak them). */
  attributes: string[];
}

export async function visibleText(page: Page): Promise<VisibleText> {
  return page.evaluate(() => {
    const rendered = (el: Element | null) =>
      !!el && (el.tagName === 'OPTION' || el.getClientRects().length > 0);
    const pageLang = document.documentElement.lang;
    const foreign = (el: Element) => {
      const marked = el.closest('[lang]');
      return (
        !!marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLang
      );
    };
    const segments: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const value = (n.nodeValue ?? '').replace(/\s+/g, ' ').trim();
      if (value && rendered(parent) && !foreign(parent)) segments.push(value);
    }
    const attributes: string[] = [];
    for (const el of document.body.querySelectorAll(
      '[aria-label], [title], img[alt], [placeholder], input[type=submit][value], input[type=button][value]',
    )) {
      if (!rendered(el)) continue;
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(a)?.trim();
        if (v) {
          attributes.push(v);
          if (!foreign(el)) segments.push(v);
        }
      }
      if (el instanceof HTMLInputElement && (el.type === 'submit' || el.type === 'button'))
        if (!foreign(el)) segments.push(el.value.trim());
    }
    return { text: document.body.innerText, segments, attributes };
  });
}

/**
 * Words written as code in what a reader sees: snake_case (`[a-z]+_[a-z_]+`) or camelCase
 * (`[a-z]+[A-Z][A-Za-z]*`), the shape of a translation key or an API field shown raw.
 */
const SNAKE = /\b[a-z]+_[a-z_]+\b/g;
const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/g;
/**
 * Not keys, removed before matching: e-mail addresses and URLs (the demo account's address and the
 * terms pages' links are written as they are, and may hold underscores or mixed case).
 */
const NOT_WORDS = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /\bhttps?:\/\/\S+/g, /\bwww\.\S+/g];

export function rawKeys(seen: VisibleText): string[] {
  const found = new Set<string>();
  for (let text of [seen.text, ...seen.attributes]) {
    for (const re of NOT_WORDS) text = text.replace(re, ' ');
    for (const m of text.match(SNAKE) ?? []) found.add(m);
    for (const m of text.match(CAMEL) ?? []) found.add(m);
  }
  return [...found];
}

export interface EnglishStrings {
  exact: Set<string>;
  /** Strings with `{{value}}` placeholders, as patterns matching the whole segment. */
  patterns: { source: string; re: RegExp }[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English UI strings a `lang` page must not show: every English text of packages/i18n whose
 * `lang` text differs (a word both languages share, such as "Team" in German, is not a finding).
 * Player and club names are data, not UI strings, so they never match.
 */
export function englishStringsFor(lang: LanguageCode | typeof PSEUDO_LOCALE): EnglishStrings {
  const exact = new Set<string>();
  const patterns: EnglishStrings['patterns'] = [];
  // The pseudo-locale translates every English text, and shares none of them (each is accented).
  const resources = lang === PSEUDO_LOCALE ? RESOURCES.en : RESOURCES[lang];
  // A text the language itself uses somewhere ("Team" is German for a team, though German names a
  // cricket side "Mannschaft") is no sign of an untranslated string.
  const own = new Set<string>();
  if (lang !== PSEUDO_LOCALE)
    for (const tree of Object.values(resources))
      for (const v of leaves(tree as Tree).values()) own.add(v.replace(/\s+/g, ' ').trim());
  for (const [ns, enTree] of Object.entries(RESOURCES.en)) {
    const other = leaves(resources[ns as keyof (typeof RESOURCES)['en']] as Tree);
    for (const [key, en] of leaves(enTree as Tree)) {
      const translated = other.get(key);
      const text = en.replace(/\s+/g, ' ').trim();
      // Only texts with a word in them: "–", "{{n}}" or "%" say nothing about the language.
      if (translated === undefined || own.has(text) || !/[A-Za-z]{2}/.test(text)) continue;
      if (/<\d+>|<\/\d+>|<[a-z]+>/.test(text)) continue; // rich text: split over elements anyway
      if (!text.includes('{{')) {
        exact.add(text);
        continue;
      }
      // Only templates with a real English word of their own outside the placeholders.
      const literal = text.replace(/\{\{[^}]+\}\}/g, ' ');
      if (!/[A-Za-z]{3}/.test(literal)) continue;
      // A number stands in for a numeric placeholder ("{{count, number}} manager" is "5 manager",
      // not the demo account's name "Demo manager"); any text for the others.
      const parts = text.split(/(\{\{[^}]+\}\})/);
      const body = parts
        .map((part, i) =>
          i % 2 === 0
            ? escapeRegExp(part)
            : /^\{\{\s*(count|n|points|limit|min|max|actual|expected|total|shown)\b|, *number/.test(
                  part,
                )
              ? '[-+−]?[\\p{Nd}][\\p{Nd}.,\\s]*'
              : '.+',
        )
        .join('');
      patterns.push({ source: text, re: new RegExp(`^${body}$`, 'u') });
    }
  }
  return { exact, patterns };
}

export function englishLeft(seen: VisibleText, strings: EnglishStrings): string[] {
  const found = new Set<string>();
  for (const s of seen.segments) {
    if (strings.exact.has(s)) found.add(`"${s}"`);
    else {
      const p = strings.patterns.find((p) => p.re.test(s));
      if (p) found.add(`"${s}" (${p.source})`);
    }
  }
  return [...found];
}

/**
 * What an en-XA page (the pseudo-locale, packages/i18n pseudo.ts) shows in plain English: a visible
 * text of two words or more made only of unaccented ASCII letters. Every translated text there is
 * accented and bracketed, so such a text was written into the page without a key (or is data). Data
 * is allowed by name: `data` holds what the API serves as is (player, club and team names, the
 * managers' team and manager names, content titles), and texts of elements marked as written in
 * another language (`lang`) are not segments at all.
 */
export function plainEnglish(seen: VisibleText, data: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const s of seen.segments) {
    if (/[^\x20-\x7e]/.test(s)) continue; // an accent, a bracket's dot: a translated text
    const words = s.match(/[A-Za-z]{2,}/g) ?? [];
    if (words.length < 2 || data.has(s)) continue;
    // A name with a number or a position around it ("Salah · MID", "1. Demo FC") is still data.
    const rest = s
      .replace(/[^A-Za-z' -]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (data.has(rest)) continue;
    found.add(`"${s}"`);
  }
  return [...found];
}

/**
 * Every same-origin URL the page links to or loads as an image or media: links, images (src,
 * srcset, the chosen source), video/audio and their sources and posters, icons. Fragments dropped;
 * other origins returned apart.
 */
export async function pageUrls(page: Page): Promise<{ own: string[]; other: string[] }> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    const add = (u: string | null | undefined) => {
      if (!u) return;
      try {
        const url = new URL(u, document.baseURI);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
        url.hash = '';
        urls.add(url.href);
      } catch {
        urls.add(`invalid:${u}`);
      }
    };
    const srcset = (s: string | null) => {
      for (const part of (s ?? '').split(',')) add(part.trim().split(/\s+/)[0]);
    };
    for (const a of document.querySelectorAll('a[href]')) add(a.getAttribute('href'));
    for (const img of document.querySelectorAll('img')) {
      add(img.getAttribute('src'));
      add(img.currentSrc);
      srcset(img.getAttribute('srcset'));
    }
    for (const s of document.querySelectorAll('picture source')) srcset(s.getAttribute('srcset'));
    for (const m of document.querySelectorAll('video, audio, video source, audio source, track')) {
      add(m.getAttribute('src'));
      add(m.getAttribute('poster'));
    }
    for (const l of document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]'))
      add(l.getAttribute('href'));
    const own: string[] = [];
    const other: string[] = [];
    for (const u of urls) (u.startsWith(`${location.origin}/`) ? own : other).push(u);
    return { own, other };
  });
}

/**
 * GETs each URL from inside the page (same origin, the page's cookies): Node cannot resolve
 * cricket.localhost, only the browser does, so `page.request` would not reach the cricket tenant.
 * Redirects are followed (to the same origin only, as every URL here is the page's own).
 */
export async function statuses(page: Page, urls: string[]): Promise<Record<string, number>> {
  return page.evaluate(async (urls) => {
    const out: Record<string, number> = {};
    const queue = [...urls];
    const worker = async () => {
      for (let u = queue.shift(); u; u = queue.shift()) {
        try {
          const r = await fetch(u, { credentials: 'same-origin', cache: 'no-store' });
          out[u] = r.status;
          await r.body?.cancel();
        } catch {
          out[u] = 0;
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    return out;
  }, urls);
}
