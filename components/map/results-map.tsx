import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import type { MapPin } from './map-pin';
import styles from './map.module.css';
import { MapPlaceholder } from './map-placeholder';
import { useMapProvider } from './use-map-provider';

// Each map's code (and Leaflet's stylesheet) loads only when a map is shown, in the browser.
const GoogleResultsMap = dynamic(
  () => import('./google/google-results-map').then((module) => module.GoogleResultsMap),
  { ssr: false, loading: MapPlaceholder },
);
const OpenResultsMap = dynamic(
  () => import('./open/open-results-map').then((module) => module.OpenResultsMap),
  { ssr: false, loading: MapPlaceholder },
);

export interface ResultsMapProps {
  pins: readonly MapPin[];
  /** What the map shows, for assistive technology. */
  label: string;
}

/**
 * A page of results on the site's map: Google's with a key, otherwise the open map (also when
 * Google's script fails). The frame has its size from the server's render on.
 */
export function ResultsMap({ pins, label }: ResultsMapProps) {
  const { googleApiKey, tiles } = useMapProvider();
  const [hasGoogleFailed, setHasGoogleFailed] = useState(false);
  const onGoogleUnavailable = useCallback(() => setHasGoogleFailed(true), []);
  return (
    <div className={`${styles.frame} ${styles.results}`} role="region" aria-label={label}>
      {googleApiKey && !hasGoogleFailed ? (
        <GoogleResultsMap apiKey={googleApiKey} pins={pins} onUnavailable={onGoogleUnavailable} />
      ) : (
        <OpenResultsMap tiles={tiles} pins={pins} />
      )}
    </div>
  );
}
