import sanitizeHtml from 'sanitize-html';
import { looksLikeHtml } from '@/utils/looks-like-html';

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

export { looksLikeHtml };

/** The words of admin HTML without its tags, for a summary: blocks end with a space. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(
    html.replace(/<\/(p|h[1-6]|li|td|th|blockquote)>|<br\s*\/?>/gi, '$& '),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** An admin text as it is stored: HTML sanitised, plain text as written. */
export function sanitizeAdminText(text: string): string {
  return looksLikeHtml(text) ? sanitizeAdminHtml(text) : text;
}
