import sanitizeHtml from 'sanitize-html';

/**
 * What admin-written HTML may keep: text structure, lists, simple tables and links on http(s)
 * and mailto. Scripts, styles, event handlers, images and frames are removed; the page's own
 * <h1> is its title, so a heading 1 in the text becomes a heading 2.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/** Admin HTML made safe to put into a page. */
export function sanitizeAdminHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether an admin text is HTML (it has a tag) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}
