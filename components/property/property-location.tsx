import dynamic from 'next/dynamic';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { ListingLocation } from '@/components/listing/listing-location';
import { locationText } from '@/components/listing/property-card';

/**
 * Nearby listings are fetched in the browser (the static page does not carry them), so their
 * code loads with them, after the first paint, not in the page's first-load JavaScript.
 */
const NearbyProperties = dynamic(
  () => import('./nearby-properties').then((module) => module.NearbyProperties),
  { ssr: false },
);

/** Where the listing is (address, map, OpenStreetMap link), then nearby listings. */
export function PropertyLocation({ property }: { property: PropertyDetailDto }) {
  return (
    <ListingLocation listing={property} place={locationText(property)} textGroup="property">
      <NearbyProperties property={property} />
    </ListingLocation>
  );
}
