/** A string's interpolation placeholders: `{count}` and `{{count}}` (locales/*.json). */
const placeholderPattern = /\{\{\s*[\w.]+\s*\}\}|\{[\w.]+\}/g;

/** The placeholders of `text`, each once, as written (`{count}`). */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(placeholderPattern) ?? [])];
}

/** The placeholders of `english` that `translation` lacks (it must keep every one). */
export function missingPlaceholders(english: string, translation: string): string[] {
  const kept = new Set(placeholdersOf(translation));
  return placeholdersOf(english).filter((placeholder) => !kept.has(placeholder));
}
