import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import type { GeocodedPlace } from './google/place-of-geocode';
import type { LocationPickerProps } from './location-picker-props';
import styles from './map.module.css';
import { MapPlaceholder } from './map-placeholder';
import { useMapProvider } from './use-map-provider';

const GoogleLocationPicker = dynamic(
  () => import('./google/google-location-picker').then((module) => module.GoogleLocationPicker),
  { ssr: false, loading: MapPlaceholder },
);
const OpenLocationPicker = dynamic(
  () => import('./open/open-location-picker').then((module) => module.OpenLocationPicker),
  { ssr: false, loading: MapPlaceholder },
);

export interface LocationPickerMapProps extends LocationPickerProps {
  /** Reverse geocoding's answer (Google only); null when it found nothing. */
  onPlace: (place: GeocodedPlace | null) => void;
  /** What the map is for, for assistive technology. */
  label: string;
}

/**
 * A map with a draggable pin for a listing's position: Google's (with reverse geocoding) when
 * the site has a key, otherwise the open map, where the pin sets only the coordinates.
 */
export function LocationPickerMap({ onPlace, label, ...picker }: LocationPickerMapProps) {
  const { googleApiKey, tiles } = useMapProvider();
  const [hasGoogleFailed, setHasGoogleFailed] = useState(false);
  const onGoogleUnavailable = useCallback(() => setHasGoogleFailed(true), []);
  return (
    <div className={`${styles.frame} ${styles.picker}`} role="application" aria-label={label}>
      {googleApiKey && !hasGoogleFailed ? (
        <GoogleLocationPicker
          {...picker}
          apiKey={googleApiKey}
          onPlace={onPlace}
          onUnavailable={onGoogleUnavailable}
        />
      ) : (
        <OpenLocationPicker {...picker} tiles={tiles} />
      )}
    </div>
  );
}
