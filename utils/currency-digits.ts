/**
 * How many decimals a currency's minor unit has (ISO 4217, as Intl knows it): USD 2, JPY 0,
 * KWD 3. An unknown code counts as 2. Prices, payments and the mortgage schedule all ask here.
 */
export function currencyFractionDigits(code: string): number {
  try {
    const digits = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
    }).resolvedOptions().maximumFractionDigits;
    return typeof digits === 'number' ? digits : 2;
  } catch {
    return 2;
  }
}
