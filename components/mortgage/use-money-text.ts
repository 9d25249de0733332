import { useCallback } from 'react';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';

/**
 * Formats the calculator's decimal strings with the site's currency symbol, the visitor's digits
 * and grouping, and the currency's own decimals (2 for USD, none for JPY).
 */
export function useMoneyText(fractionDigits: number): (amount: string) => string {
  const settings = useSiteSettings();
  const { locale } = useSiteText();
  return useCallback(
    (amount: string) => {
      const value = Number(amount);
      let digits: string;
      try {
        digits = new Intl.NumberFormat(locale, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        }).format(Math.abs(value));
      } catch {
        digits = Math.abs(value).toFixed(fractionDigits);
      }
      return `${value < 0 ? '-' : ''}${settings.currency_symbol}${digits}`;
    },
    [fractionDigits, locale, settings.currency_symbol],
  );
}
