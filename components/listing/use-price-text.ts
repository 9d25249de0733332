import { useCallback } from 'react';
import type { RentDuration } from '@/contracts/dto/property-dto';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { formatPrice } from '@/utils/format-price';

export interface PriceText {
  /** "$1.25M" or "$1,250,000.00", as the settings ask. */
  amount: string;
  /** Always in full with the currency's decimals: "$1,250,000.00", "¥1,250,000" (spec §9). */
  full: string;
  /** "/month" for rent listings with a duration, '' otherwise. */
  per: string;
}

/** Formats listing prices with the site's currency, suffix setting and the rent duration. */
export function usePriceText(): (
  price: string | number,
  rentDuration?: RentDuration | null,
) => PriceText {
  const settings = useSiteSettings();
  const { t, locale } = useSiteText();
  return useCallback(
    (price, rentDuration) => {
      const currency = {
        currencySymbol: settings.currency_symbol,
        currencyCode: settings.selected_currency_data.code,
        locale,
      };
      return {
        amount: formatPrice(price, { ...currency, withSuffix: settings.number_with_suffix }),
        full: formatPrice(price, { ...currency, withSuffix: false }),
        per: rentDuration ? t(`property.per.${rentDuration}`) : '',
      };
    },
    [settings, t, locale],
  );
}
