import { array, mixed, number, string } from 'yup';
import { slugMaxLength, slugPattern } from '../../utils/slug';

/**
 * The field shapes the request schemas repeat (ids, slugs, prices, places, searches, id lists),
 * written once. Each takes the field's name so its messages say which field is wrong; the
 * schemas in this folder build from these and never restate a rule. Paging fields (limit,
 * offset, 1/0 flags) are in paging.ts.
 */

/** Ids are PostgreSQL integers: none is above this. */
export const maxId = 2_147_483_647;
/** Prices are numeric(16, 2): up to 14 digits before the point and 2 after. */
export const priceIntegerDigits = 14;
/** The highest price a filter or a feed preference can ask for. */
export const maxQueryPrice = 1e13;

/** An empty query value ("category_id=") means "not given", not a wrong value. */
export const emptyAsMissing = <T>(value: T, original: unknown): T | undefined =>
  original === '' ? undefined : value;
/** A form's empty text means "no value", for numbers and choices. */
export const emptyToNull = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? null : value;
export const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** A trimmed text of at most `max` characters. */
export const text = (max: number, tooLong: string) => string().trim().max(max, tooLong);

/** An id: a whole positive number up to maxId; `unknown` answers one above maxId. */
export const idField = (name: string, unknown = `${name} is not a known id`) =>
  number()
    .typeError(`${name} must be a number`)
    .integer(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(maxId, unknown);

/** An id in a query string, where an empty value is no value. */
export const queryIdField = (name: string, unknown?: string) =>
  idField(name, unknown).transform(emptyAsMissing);

/** An id that names one row (a choice, a row of a list): anything but a known id is `unknown`. */
export const knownIdField = (unknown: string, typeError: string) =>
  number().typeError(typeError).integer(unknown).positive(unknown).max(maxId, unknown);

/** An id picked in a form, where an emptied field is no value. */
export const formIdField = (name: string, unknown: string) =>
  knownIdField(unknown, `${name} must be a number`).transform(emptyToNull).nullable();

/** A slug (utils/slug.ts): lowercase letters and digits joined by single hyphens; empty is none. */
export const slugField = (notSlug = 'slug_id is a slug', tooLong = 'slug_id is too long') =>
  string()
    .trim()
    .max(slugMaxLength, tooLong)
    .matches(slugPattern, { message: notSlug, excludeEmptyString: true });

/** A price asked for in a query (a filter's bound): a number from 0 up to maxQueryPrice. */
export const queryPriceField = (name: string) =>
  number()
    .transform(emptyAsMissing)
    .typeError(`${name} must be a number`)
    .min(0, `${name} cannot be negative`)
    .max(maxQueryPrice, `${name} is too large`);

/** What an exact amount field answers (see moneyField). */
export interface MoneyMessages {
  format: string;
  decimals: string;
  tooLarge: string;
  /** When given, a negative amount is answered with this instead of `format`. */
  negative?: string;
  /** When given, an amount of zero (0, 0.00 …) is refused with this. */
  zero?: string;
}

/**
 * An exact decimal amount kept as text: digits, at most 2 decimals, never negative, and above
 * zero when `messages.zero` is given.
 */
export const moneyField = (messages: MoneyMessages) => {
  const withoutSign = (value: string) => (messages.negative ? value.replace(/^-/, '') : value);
  const amount = string()
    .trim()
    .test('format', messages.format, (value) =>
      value ? /^\d+(\.\d+)?$/.test(withoutSign(value)) : true,
    );
  const signed = messages.negative
    ? amount.test('negative', messages.negative, (value) => !value?.startsWith('-'))
    : amount;
  const aboveZero = messages.zero
    ? signed.test('zero', messages.zero, (value) => !value || !/^0+(\.0+)?$/.test(value))
    : signed;
  return aboveZero
    .test('decimals', messages.decimals, (value) => (value ? !/\.\d{3,}$/.test(value) : true))
    .test('size', messages.tooLarge, (value) =>
      value
        ? (withoutSign(value)
            .split('.')[0]
            ?.replace(/^0+(?=\d)/, '').length ?? 0) <= priceIntegerDigits
        : true,
    );
};

/** A city, state or country name. */
export const placeField = (tooLong?: string) => string().trim().max(100, tooLong);

/** The free-text search of a list. */
export const searchField = (max = 120) =>
  string().trim().max(max, `search is at most ${max} characters`);

/** Ids as one text, "1,4,7" (spaces dropped) or a repeated query parameter joined by commas. */
export const idListText = (name: string) =>
  string()
    .transform((value: unknown, original: unknown) =>
      (Array.isArray(original) ? original.join(',') : String(value ?? '')).replace(/\s+/g, ''),
    )
    .matches(/^\d{1,10}(,\d{1,10})*$/, {
      message: `${name} is a comma-separated list of ids`,
      excludeEmptyString: true,
    });

/** The legacy numeric statuses of the status calls: 1 switches on, 0 switches off. */
const legacyStatuses: Readonly<Record<string, string>> = { '1': 'active', '0': 'inactive' };

/** A status the owner sets (a word, any case, or the legacy 1 / 0); required. */
export const statusSwitchField = <S extends string>(statuses: readonly S[], message: string) =>
  mixed<S>()
    .transform((value: unknown) => {
      const raw = typeof value === 'number' ? String(value) : value;
      if (typeof raw !== 'string') return raw;
      const trimmed = raw.trim().toLowerCase();
      return legacyStatuses[trimmed] ?? trimmed;
    })
    .oneOf([...statuses], message)
    .required('status is required');

/** Parses a JSON text (multipart) into its value; a form's arrays pass through. */
export function parseJsonList(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  if (original.trim() === '') return [];
  try {
    return JSON.parse(original) as unknown;
  } catch {
    return original; // not an array: fails the type check with the field's message
  }
}

/** What a list of distinct texts says when it is wrong, each its own sentence or key. */
export interface TextListMessages {
  notText: string;
  empty: string;
  tooLong: string;
  notList: string;
  tooMany: string;
  repeated: string;
}

/**
 * A list of distinct texts (a form's array, or one multipart field holding a JSON list), each
 * trimmed and non-empty, at most `limits.count` of at most `limits.length` characters.
 */
export const distinctTextList = (
  limits: { length: number; count: number },
  messages: TextListMessages,
) =>
  array(
    string()
      .typeError(messages.notText)
      .trim()
      .required(messages.empty)
      .max(limits.length, messages.tooLong),
  )
    .transform(parseJsonList)
    .typeError(messages.notList)
    .max(limits.count, messages.tooMany)
    .test('unique', messages.repeated, (items) =>
      items ? new Set(items).size === items.length : true,
    )
    .default([]);

/** Ids as "4,9", a list of numbers or texts, or empty. */
export function idListField(name: string) {
  return array(number().integer().positive().max(maxId).required())
    .transform((value: unknown, original: unknown) => {
      const parts = Array.isArray(original)
        ? original.flatMap((part: unknown) => String(part).split(','))
        : typeof original === 'string' || typeof original === 'number'
          ? String(original).split(',')
          : null;
      if (!parts) return value;
      const trimmed = parts.map((part) => part.trim()).filter((part) => part !== '');
      // Anything but ids is answered as a whole: the list is not an array of ids.
      return trimmed.every((part) => /^[1-9]\d{0,9}$/.test(part))
        ? trimmed.map(Number)
        : trimmed.join(',');
    })
    .typeError(`${name} is a comma-separated list of ids`);
}

/** The maximum length of a report's note (the reporter's own words). */
export const reportNoteMaxLength = 500;

/**
 * What every report sends (add_reports, add-project-report, report-user): a reason of the
 * listed ones and an optional note ("Other" needs one; the server checks it).
 */
export const reportReasonFields = () => ({
  reason_id: queryIdField('reason_id').required('Choose a reason'),
  other_message: string()
    .trim()
    .max(reportNoteMaxLength, `At most ${reportNoteMaxLength} characters`),
});
