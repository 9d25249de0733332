/**
 * The one query-string codec: page links (toQueryString), API calls (toQueryParams) and reading
 * a query back (queryToObject, firstQueryValue). Empty values are never sent, lists travel as
 * one comma-separated value, and a repeated key (or `key[]`) reads back as a list.
 */

/** A link's query value: empty ones (undefined, null, '', [], false) are dropped. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Spec §7: a query value that is not sent at all. */
export function isEmptyQueryValue(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/** A list as one value: its items' texts, empty ones dropped, joined by commas; null if none. */
function listValue<T>(items: readonly T[], toText: (item: T) => string | null): string | null {
  const texts = items.map(toText).filter((text): text is string => text !== null && text !== '');
  return texts.length === 0 ? null : texts.join(',');
}

const finiteNumber = (value: number): string | null =>
  Number.isFinite(value) ? String(value) : null;

/** A link's value, percent-encoded (a list's commas stay readable); null when empty. */
function linkValue(value: Exclude<QueryValue, null | undefined>): string | null {
  // A switched-off filter means "no filter", not "only the ones without it".
  if (typeof value === 'boolean') return value ? '1' : null;
  if (typeof value === 'number') return finiteNumber(value);
  if (typeof value === 'string') return encodedText(value);
  return listValue(value, (part) => encodedText(String(part)));
}

function encodedText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : encodeURIComponent(trimmed);
}

/** `?a=1&b=x%20y` from an object, in key order, without empty values; '' when nothing is left. */
export function toQueryString(query: QueryParams | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const encoded = linkValue(value);
    if (encoded !== null) pairs.push(`${encodeURIComponent(key)}=${encoded}`);
  }
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function apiValue(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return finiteNumber(value);
  if (typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value as string | boolean | bigint);
}

/**
 * An API call's query parameters as sent: undefined, null and '' are dropped (spec: empty
 * values dropped), lists are joined by commas (their empty items dropped), dates become ISO
 * strings.
 */
export function toQueryParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (isEmptyQueryValue(value)) continue;
    const text = Array.isArray(value)
      ? listValue(
          value.filter((item) => !isEmptyQueryValue(item)),
          apiValue,
        )
      : apiValue(value);
    if (text !== null && text !== '') params.append(name, text);
  }
  return params;
}

/**
 * A query read back: repeated keys become lists; `key[]` is accepted for lists too. Keys are
 * collected in a Map: on a plain object, `toString`, `constructor` or `__proto__` would find
 * (or set) the object's built-in members instead of the caller's value.
 */
export function queryToObject(params: URLSearchParams): Record<string, unknown> {
  const values = new Map<string, unknown>();
  for (const [rawKey, value] of params) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const existing = values.get(key);
    if (existing === undefined) values.set(key, rawKey.endsWith('[]') ? [value] : value);
    else if (Array.isArray(existing)) existing.push(value);
    else values.set(key, [existing, value]);
  }
  // fromEntries defines own properties, so even a `__proto__` key stays a plain entry.
  return Object.fromEntries(values) as Record<string, unknown>;
}

/** The first value of a router query's parameter (Next gives a list for a repeated one). */
export function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
