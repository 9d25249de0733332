/** Languages written right to left (primary subtags). */
const rtlLanguages = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

/** Whether a language (BCP 47 code: 'ar', 'fa-IR') is written right to left. */
export function isRightToLeft(code: string): boolean {
  return rtlLanguages.has(code.split('-')[0]?.toLowerCase() ?? code);
}

/**
 * Wraps user text (a city, a search) in Unicode first-strong isolates so, inside a sentence of
 * the other direction, it keeps its own order and does not pull neighbouring digits into it —
 * for plain strings (titles) where a `<bdi>` cannot go.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
