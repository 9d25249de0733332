/** A part of a message's text: plain text, or a link with where it leads. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; url: URL };

const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the link it follows. */
const trailing = /[.,;:!?)\]}'»]+$/;

function urlOf(text: string): URL | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Splits a message's text into plain text and web links (http, https or www.). */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index;
    const linkText = match[0].replace(trailing, '');
    const url = urlOf(linkText);
    if (!url) continue;
    if (start > rest) parts.push({ kind: 'text', text: text.slice(rest, start) });
    parts.push({ kind: 'link', text: linkText, url });
    rest = start + linkText.length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}

/** Whether a link stays on this site (the page's own host). */
export function isOwnHost(url: URL, pageHost: string): boolean {
  return url.host.toLowerCase() === pageHost.toLowerCase();
}
