import { formatNumberWithSuffix } from '@/utils/number-suffix';
import { currencyFractionDigits } from '@/utils/currency-digits';
import { numberFormat } from '@/utils/intl-formatters';

export interface FormatPriceOptions {
  currencySymbol: string;
  currencyCode: string;
  /** Shorten with the currency's suffix scale ("$1.25M") instead of full digits. */
  withSuffix: boolean;
  /** Locale for digits and separators of the full form; defaults to 'en-US'. */
  locale?: string;
}

const defaultLocale = 'en-US';
const decimalPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const formatters = new Map<string, Intl.NumberFormat>();

/** Full digits with exactly the currency's decimals (2 for USD, none for JPY). */
function fullFormatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  const cached = formatters.get(key);
  if (cached) {
    return cached;
  }
  const formatter = numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  formatters.set(key, formatter);
  return formatter;
}

/**
 * Reads a price as the API sends it (a decimal string such as "1250000.00") or as a number.
 * Returns null for anything that is not a plain finite decimal: "", "abc", "1,000", "1e6",
 * "0x10", NaN, Infinity.
 */
export function parsePrice(amount: number | string): number | null {
  if (typeof amount === 'number') {
    return Number.isFinite(amount) ? amount : null;
  }
  const trimmed = amount.trim();
  if (!decimalPattern.test(trimmed)) {
    return null;
  }
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Formats a price with its currency symbol in front: in full with the currency's decimals
 * ("$1,250,000.00", "¥1,250,000": spec §9), or with `withSuffix` "$1.25M". A minus sign goes
 * before the symbol ("-$5.00"). An amount that cannot be parsed (see parsePrice) is shown as
 * zero ("$0.00" / "$0").
 */
export function formatPrice(amount: number | string, options: FormatPriceOptions): string {
  const value = parsePrice(amount) ?? 0;
  const { currencySymbol, currencyCode, withSuffix, locale = defaultLocale } = options;
  const fractionDigits = withSuffix ? 2 : currencyFractionDigits(currencyCode);
  const digits = withSuffix
    ? formatNumberWithSuffix(Math.abs(value), currencyCode)
    : fullFormatter(locale, fractionDigits).format(Math.abs(value));
  // Anything that rounds to zero (under half a cent, half a yen) shows without a sign.
  const isNegative = value <= -0.5 * 10 ** -fractionDigits;
  return `${isNegative ? '-' : ''}${currencySymbol}${digits}`;
}
