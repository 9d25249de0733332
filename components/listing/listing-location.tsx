import type { ReactNode } from 'react';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { isPlaced } from '@/components/map/map-pin';
import { PlaceMap } from '@/components/map/place-map';
import { DetailSection } from '@/components/ui/detail-section';
import styles from './property-location.module.css';

/** OpenStreetMap centred on a point with a marker (works everywhere, needs no key). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

export interface ListingLocationProps {
  listing: { title: string; latitude: number; longitude: number };
  /**
   * The address line, as written (often in Latin letters): isolated, so an Arabic page does not
   * reorder its parts, as the cards do.
   */
  place: string;
  /**
   * The translation group of the kind's texts: `<group>.location.title`, `.map_label` (with the
   * listing's title) and `.open_osm`.
   */
  textGroup: 'property' | 'project_detail';
  /** What follows the map (nearby listings). */
  children?: ReactNode;
}

/**
 * Where a listing is: the address, the site's map around it (Google or the open map, loaded when
 * scrolled near) and a link to OpenStreetMap.
 */
export function ListingLocation({ listing, place, textGroup, children }: ListingLocationProps) {
  const { t } = useSiteText();
  const { latitude, longitude } = listing;
  const texts = {
    title: t(`${textGroup}.location.title`),
    mapLabel: t(`${textGroup}.location.map_label`, { title: listing.title }),
    openMap: t(`${textGroup}.location.open_osm`),
  };
  return (
    <DetailSection title={texts.title}>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <bdi>{place}</bdi>
      </p>
      {isPlaced(latitude, longitude) ? (
        <>
          <PlaceMap
            point={{ lat: latitude, lng: longitude }}
            title={listing.title}
            label={texts.mapLabel}
          />
          <p className={styles.external}>
            <a
              href={openStreetMapUrl(latitude, longitude)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.openMap}
            </a>
          </p>
        </>
      ) : null}
      {children}
    </DetailSection>
  );
}
