import { currencyFractionDigits, fromMinorUnits } from '../mortgage/minor-units';

/**
 * A stored decimal price ("19.99", "1500.00") in the currency's minor units: cents for USD,
 * whole yen and won for JPY and KRW (no minor unit), rounded half up past the currency's
 * decimals. Exact: read from the decimal text, never through a float.
 */
export function priceToMinorUnits(price: string, currency: string): number {
  const digits = currencyFractionDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!match) throw new Error(`Not a price: "${price}"`);
  const [, whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundUp = Number(fraction.charAt(digits) || '0') >= 5 ? 1n : 0n;
  return Number(BigInt(`${whole}${kept}`) + roundUp);
}

/** Minor units as decimal text in the major unit: 1999, USD → "19.99"; 1500, JPY → "1500". */
export function minorUnitsToDecimal(units: number, currency: string): string {
  return fromMinorUnits(BigInt(units), currencyFractionDigits(currency));
}

/** A decimal amount a client sent (PayPal's `amount`) in minor units, for comparison. */
export function amountToMinorUnits(amount: number, currency: string): number {
  return priceToMinorUnits(amount.toFixed(6), currency);
}
