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
