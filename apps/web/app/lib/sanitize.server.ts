import sanitizeHtml from 'sanitize-html';

/** Server-supplied HTML (footer text, opt-in footer, terms, prizes) is sanitised before it is rendered. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    'p',
    'br',
    'span',
    'div',
    'small',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], '*': ['lang', 'dir'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
  },
};

export function sanitize(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}
