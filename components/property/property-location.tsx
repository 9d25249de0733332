import { useMemo, useState } from 'react';
import type { PropertyDetailDto } from '@/contracts/dto/property-dto';
import { locationText } from '@/components/home/property-card';
import { MapPinIcon } from '@/components/layout/icons';
import { useSiteText } from '@/components/layout/use-site-text';
import { paths } from '@/utils/paths';
import { DetailSection } from './detail-section';
import { DynamicGoogleMap, useMapsKey } from './dynamic-google-map';
import type { MapPin } from './google-map';
import { NearbyProperties } from './nearby-properties';
import styles from './property-location.module.css';

export interface PropertyLocationProps {
  property: PropertyDetailDto;
}

/** OpenStreetMap centred on a point with a marker (works everywhere, needs no key). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

function hasCoordinates({ latitude, longitude }: PropertyDetailDto): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

/**
 * Where the listing is: a Google map when the site has a Maps key; otherwise the address, the
 * coordinates and a link to OpenStreetMap, said plainly. Nearby listings follow either way.
 */
export function PropertyLocation({ property }: PropertyLocationProps) {
  const { t } = useSiteText();
  const apiKey = useMapsKey();
  const [hasFailed, setHasFailed] = useState(false);
  const isPlaced = hasCoordinates(property);
  const pins = useMemo<MapPin[]>(
    () => [
      {
        id: property.id,
        lat: property.latitude,
        lng: property.longitude,
        title: property.title,
        href: paths.propertyDetail(property.slug_id),
      },
    ],
    [property.id, property.latitude, property.longitude, property.title, property.slug_id],
  );
  const showMap = Boolean(apiKey) && !hasFailed && isPlaced;

  return (
    <DetailSection title={t('property.location.title')}>
      <p className={styles.address}>
        <MapPinIcon size={18} />
        <span>{locationText(property)}</span>
      </p>
      {showMap && apiKey ? (
        <DynamicGoogleMap
          apiKey={apiKey}
          pins={pins}
          zoom={15}
          label={t('property.location.map_label', { title: property.title })}
          onFailure={() => setHasFailed(true)}
        />
      ) : (
        <div className={styles.fallback}>
          <p className={styles.notice}>{t('property.location.no_map')}</p>
          {isPlaced ? (
            <>
              <p className={styles.coordinates}>
                {t('property.location.coordinates', {
                  latitude: property.latitude.toFixed(5),
                  longitude: property.longitude.toFixed(5),
                })}
              </p>
              <a
                className="button button-secondary"
                href={openStreetMapUrl(property.latitude, property.longitude)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('property.location.open_osm')}
              </a>
            </>
          ) : null}
        </div>
      )}
      <NearbyProperties property={property} />
    </DetailSection>
  );
}
