import { numberFormat } from './intl-formatters';

/**
 * A paid amount in its own currency, with the currency's own decimals: "$19.99", "¥1,500",
 * "١٩٫٩٩ US$" in Arabic. `amount` is decimal text in the major unit, as the API sends it.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}
