export { currencyFractionDigits } from '@/utils/currency-digits';

/** A decimal amount (≤ 2 decimals as the request schema allows) in minor units, rounded half up. */
export function toMinorUnits(amount: number, fractionDigits: number): bigint {
  // Via the decimal text of the amount, so 0.29 is 29 cents and not 28.999….
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(6).split('.');
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  const nextDigit = Number(fraction.charAt(fractionDigits) || '0');
  const units = BigInt(`${whole}${kept}`) + (nextDigit >= 5 ? 1n : 0n);
  return amount < 0 ? -units : units;
}

/** Minor units as a decimal string: 179865n, 2 → "1798.65". */
export function fromMinorUnits(units: bigint, fractionDigits: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -fractionDigits)}.${digits.slice(-fractionDigits)}`;
}
