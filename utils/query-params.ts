type QueryScalar = string | number | boolean | Date;

/** Spec §7: a query value that is not sent at all. */
export function isEmptyQueryValue(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

function scalarToString(value: QueryScalar | object): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Query parameters as sent: undefined, null and '' are dropped (spec: empty values dropped),
 * arrays are joined by commas (their empty items dropped), dates become ISO strings.
 */
export function toQueryParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (isEmptyQueryValue(value)) continue;
    let text: string | null;
    if (Array.isArray(value)) {
      text = value
        .filter((item) => !isEmptyQueryValue(item))
        .map((item: QueryScalar | object) => scalarToString(item))
        .filter((item): item is string => item !== null)
        .join(',');
    } else if (typeof value === 'function' || typeof value === 'symbol') {
      text = null;
    } else {
      text = scalarToString(value as QueryScalar | object);
    }
    if (text !== null && text !== '') params.append(name, text);
  }
  return params;
}
