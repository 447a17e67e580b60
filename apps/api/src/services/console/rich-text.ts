// The one sanitiser of HTML an operator writes (terms pages, the footer's texts), ADR 0051: applied by
// the API before anything is stored, so the database never holds markup that could run. An allow-list
// of tags, attributes and URL schemes (a subset of what the app's renderer allows, so what the
// console previews is what a player sees); everything else is dropped, its text kept.
import sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // No style, class, id or on* attribute anywhere; links keep only where they go.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    '*': [{ name: 'dir', multiple: false, values: ['ltr', 'rtl', 'auto'] }],
  },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea, noscript, option: their text is code or form state, not prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'noscript',
    'option',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  allowedClasses: {},
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      // A link that opens a new tab never hands the app's window to the page it opens.
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/**
 * Control characters other than tab and line breaks: never meant in content, and NUL is refused by
 * PostgreSQL's text type (a pasted one made the write fail with a 500 — found by the property test).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Stored form of operator HTML: only the allow-list survives; '' stays ''. */
export function sanitiseRichText(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html.replace(CONTROLS, ''), OPTIONS).trim();
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: OPTIONS.nonTextTags ?? [],
};

/**
 * Fields the app shows as text (a news item's body, a prize's description): tags are removed (their
 * text kept, a script's dropped) and entities decoded back to the characters they stand for.
 */
export function plainText(s: string): string {
  if (!s) return '';
  return sanitizeHtml(s.replace(CONTROLS, '').replace(/<br\s*\/?>/gi, '\n'), TEXT_ONLY)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
