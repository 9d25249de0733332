import type { TranslatedMessage } from '../utils/translated-message';

/**
 * The request schemas' messages are translation keys (locales/*.json, `validation.*`), with the
 * values of their placeholders after a '?' as in a query string:
 * `validation.listing.title_too_long?max=120`. A message stays one string, so it passes through
 * yup, Formik's errors and setErrors unchanged. Forms show it in the page's language
 * (components/ui/use-field-error.ts); the server answers its English sentence
 * (contracts/field-error-english.ts).
 */
export function fieldMessage(
  key: string,
  vars?: Readonly<Record<string, string | number>>,
): string {
  if (!vars) return key;
  const query = new URLSearchParams(
    Object.entries(vars).map(([name, value]) => [name, String(value)]),
  );
  return `${key}?${query.toString()}`;
}

const keyedMessage = /^(validation\.[\w.]+)(?:\?(.*))?$/s;

/** The key and values of a schema's message; null for any other text (shown as written). */
export function readFieldMessage(message: string): TranslatedMessage | null {
  const match = keyedMessage.exec(message);
  if (!match?.[1]) return null;
  if (match[2] === undefined) return { key: match[1] };
  return { key: match[1], vars: Object.fromEntries(new URLSearchParams(match[2])) };
}
