import dynamic from 'next/dynamic';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { locationText } from '@/components/listing/property-card';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { isPlaced } from '@/components/map/map-pin';
import { PlaceMap } from '@/components/map/place-map';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-location.module.css';

/**
 * Nearby listings are fetched in the browser (the static page does not carry them), so their
 * code loads with them, after the first paint, not in the page's first-load JavaScript.
 */
const NearbyProperties = dynamic(
  () => import('./nearby-properties').then((module) => module.NearbyProperties),
  { ssr: false },
);

export interface PropertyLocationProps {
  property: PropertyDetailDto;
}

/** OpenStreetMap centred on a point with a marker (works everywhere, needs no key). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/**
 * Where the listing is: the address, the site's map around it (loaded when scrolled near) and
 * a link to OpenStreetMap, then nearby listings.
 */
export function PropertyLocation({ property }: PropertyLocationProps) {
  const { t } = useSiteText();
  const { latitude, longitude } = property;
  return (
    <DetailSection title={t('property.location.title')}>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <span>{locationText(property)}</span>
      </p>
      {isPlaced(latitude, longitude) ? (
        <>
          <PlaceMap
            point={{ lat: latitude, lng: longitude }}
            title={property.title}
            label={t('property.location.map_label', { title: property.title })}
          />
          <p className={styles.external}>
            <a
              href={openStreetMapUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('property.location.open_osm')}
            </a>
          </p>
        </>
      ) : null}
      <NearbyProperties property={property} />
    </DetailSection>
  );
}
