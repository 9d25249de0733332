import { memoize, strategies } from '@formatjs/fast-memoize';

/**
 * Intl formatters, one per language and options for the life of the page. Building an Intl
 * object negotiates the locale and loads its data, which costs far more than formatting with
 * it; cards, facts and counts format on every render, so they share these.
 */
type Formatter<T, O> = (locale: string | undefined, options?: O) => T;

const byEveryArgument = { strategy: strategies.variadic };

export const numberFormat: Formatter<Intl.NumberFormat, Intl.NumberFormatOptions> = memoize(
  (locale: string | undefined, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
  byEveryArgument,
);

export const dateTimeFormat: Formatter<Intl.DateTimeFormat, Intl.DateTimeFormatOptions> = memoize(
  (locale: string | undefined, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
  byEveryArgument,
);

export const pluralRules: Formatter<Intl.PluralRules, Intl.PluralRulesOptions> = memoize(
  (locale: string | undefined, options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locale, options),
  byEveryArgument,
);

export const relativeTimeFormat: Formatter<
  Intl.RelativeTimeFormat,
  Intl.RelativeTimeFormatOptions
> = memoize(
  (locale: string | undefined, options?: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
  byEveryArgument,
);

export const listFormat: Formatter<Intl.ListFormat, Intl.ListFormatOptions> = memoize(
  (locale: string | undefined, options?: Intl.ListFormatOptions) =>
    new Intl.ListFormat(locale, options),
  byEveryArgument,
);

/**
 * A calendar date (ISO) as the page's language writes it, in UTC so the server's and the
 * browser's renders agree; '' for no date, the ISO day where the language is unknown.
 */
export function calendarDateText(
  iso: string,
  locale: string,
  dateStyle: 'medium' | 'long' = 'medium',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
