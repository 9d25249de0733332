import { useMemo } from 'react';
import type { PropertyCardDto } from '@/contracts/dto/property-dto';
import { cardImage } from '@/components/listing/property-card';
import { usePriceText } from '@/components/listing/use-price-text';
import { useSiteSettings } from '@/components/layout/use-site-settings';
import { useSiteText } from '@/components/layout/use-site-text';
import { isPlaced, type MapPin } from '@/components/map/map-pin';
import { ResultsMap } from '@/components/map/results-map';
import { paths } from '@/utils/paths';

/** The page's listings as map pins: those with a position, with price and card photo. */
export function usePropertyPins(properties: readonly PropertyCardDto[]): MapPin[] {
  const settings = useSiteSettings();
  const priceText = usePriceText();
  return useMemo(
    () =>
      properties
        .filter((property) => isPlaced(property.latitude, property.longitude))
        .map((property) => {
          const price = priceText(
            property.price,
            property.property_type === 'rent' ? property.rentduration : null,
          );
          return {
            id: property.id,
            lat: property.latitude,
            lng: property.longitude,
            title: property.title,
            href: paths.propertyDetail(property.slug_id),
            price: price.amount,
            per: price.per,
            image: cardImage(property, settings.web_placeholder_logo),
          };
        }),
    [properties, priceText, settings.web_placeholder_logo],
  );
}

/** The current page of results on the map: a marker per listing, its card on a click. */
export function MapResults({ properties }: { properties: readonly PropertyCardDto[] }) {
  const { t } = useSiteText();
  const pins = usePropertyPins(properties);
  return <ResultsMap pins={pins} label={t('property_list.map.label')} />;
}
