/// <reference types="google.maps" />
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useEffect } from 'react';
import type { MapPoint } from '../map-pin';
import styles from '../map.module.css';
import { MapPlaceholder } from '../map-placeholder';
import { googleMapOptions } from './google-map-options';
import { useGoogleMaps } from './use-google-maps';

export interface GooglePlaceMapProps {
  apiKey: string;
  point: MapPoint;
  title: string;
  onUnavailable: () => void;
}

/** A Google map around one place (a listing's page), its marker in the middle. */
export function GooglePlaceMap({ apiKey, point, title, onUnavailable }: GooglePlaceMapProps) {
  const { isLoaded, loadError } = useGoogleMaps(apiKey);
  useEffect(() => {
    if (loadError) onUnavailable();
  }, [loadError, onUnavailable]);
  if (!isLoaded) return <MapPlaceholder />;
  return (
    <GoogleMap
      mapContainerClassName={styles.fill}
      options={googleMapOptions}
      center={point}
      zoom={15}
    >
      <MarkerF position={point} title={title} clickable={false} />
    </GoogleMap>
  );
}
