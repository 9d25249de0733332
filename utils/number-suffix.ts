/** One step of a compact-number scale: the divisor and the suffix shown after the quotient. */
export interface SuffixUnit {
  readonly suffix: string;
  readonly value: number;
}

/** Currencies of South Asia, shown in crore, lakh and thousand. */
export const southAsianCurrencyCodes = ['INR', 'BDT', 'NPR', 'PKR', 'LKR'] as const;

/** Currencies of East Asia, shown in 億 (hundred million) and 万 (ten thousand). */
export const eastAsianCurrencyCodes = ['JPY', 'CNY', 'KRW'] as const;

/** Largest unit first, as the formatter tries them in order. */
export const southAsianSuffixUnits: readonly SuffixUnit[] = [
  { suffix: 'Cr', value: 1e7 },
  { suffix: 'L', value: 1e5 },
  { suffix: 'K', value: 1e3 },
];

export const eastAsianSuffixUnits: readonly SuffixUnit[] = [
  { suffix: '億', value: 1e8 },
  { suffix: '万', value: 1e4 },
];

export const defaultSuffixUnits: readonly SuffixUnit[] = [
  { suffix: 'B', value: 1e9 },
  { suffix: 'M', value: 1e6 },
  { suffix: 'K', value: 1e3 },
];

/** Locale-neutral digits: at most two decimals (trailing zeros dropped), no grouping. */
const compactNumber = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** The unit scale for a currency code (case-insensitive); unknown codes use B, M, K. */
export function suffixUnitsFor(currencyCode: string): readonly SuffixUnit[] {
  const code = currencyCode.trim().toUpperCase();
  if ((southAsianCurrencyCodes as readonly string[]).includes(code)) {
    return southAsianSuffixUnits;
  }
  if ((eastAsianCurrencyCodes as readonly string[]).includes(code)) {
    return eastAsianSuffixUnits;
  }
  return defaultSuffixUnits;
}

/**
 * Shortens a number with the suffix scale of the currency: 1250000 USD → "1.25M",
 * 15000000 INR → "1.5Cr", 35000 JPY → "3.5万", 999 → "999". The largest unit the absolute value
 * reaches wins; when rounding to two decimals lands on the next unit, that unit is used instead
 * (999999 USD → "1M", not "1000K"). Non-finite values show as "0".
 */
export function formatNumberWithSuffix(value: number, currencyCode: string): string {
  if (!Number.isFinite(value)) {
    return '0';
  }
  const magnitude = Math.abs(value);
  const units = suffixUnitsFor(currencyCode);
  const reached = units.findIndex((unit) => magnitude >= unit.value);
  // Below the smallest unit the number is shown plain, as if divided by a unit of 1.
  const index = reached === -1 ? units.length : reached;
  const unit = units[index];
  const divisor = unit?.value ?? 1;
  const quotient = compactNumber.format(magnitude / divisor);
  const larger = units[index - 1];
  const text =
    larger && Number(quotient) * divisor >= larger.value
      ? `${compactNumber.format(magnitude / larger.value)}${larger.suffix}`
      : `${quotient}${unit?.suffix ?? ''}`;
  const isNegative = value < 0 && text !== '0';
  return isNegative ? `-${text}` : text;
}
