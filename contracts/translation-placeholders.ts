/** A string's interpolation placeholders: `{count}` and `{{count}}` (locales/*.json). */
const placeholderPattern = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+\}/g;

/**
 * Plural forms whose word says the number itself (Arabic's dual "رسالتان", "one message"):
 * they may leave the count out.
 */
const numberInWord = /\.(zero|one|two)$/;
const countPlaceholder = /^\{\{?\s*count\s*\}?\}$/;

/** The placeholders of `text`, each once, as written (`{count}`). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(placeholderPattern) ?? [])];
}

/**
 * The placeholders of `english` that `translation` of the key `key` lacks: it must keep every
 * one, except the count in the zero, one and two plural forms.
 */
export function missingPlaceholders(english: string, translation: string, key = ''): string[] {
  const kept = new Set(placeholdersOf(translation));
  const mayDropCount = numberInWord.test(key);
  return placeholdersOf(english).filter(
    (placeholder) =>
      !kept.has(placeholder) && !(mayDropCount && countPlaceholder.test(placeholder)),
  );
}
