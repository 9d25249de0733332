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
