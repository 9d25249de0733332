/// <reference types="google.maps" />
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useCallback, useEffect, useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { worldCentre, type MapPoint } from '../map-pin';
import styles from '../map.module.css';
import { MapPlaceholder } from '../map-placeholder';
import type { LocationPickerProps } from '../location-picker-props';
import { useFollowedPoint } from '../use-followed-point';
import { googleMapOptions } from './google-map-options';
import { placeOfGeocode, type GeocodedPlace } from './place-of-geocode';
import { useGoogleMaps } from './use-google-maps';

export interface GoogleLocationPickerProps extends LocationPickerProps {
  apiKey: string;
  /** Reverse geocoding's answer for a picked point; null when it found nothing or failed. */
  onPlace: (place: GeocodedPlace | null) => void;
  onUnavailable: () => void;
}

/**
 * A Google map with one draggable marker: a click or a drag moves it, then reverse geocoding
 * names the place. A point set from outside (typed coordinates) brings the map to it.
 */
export function GoogleLocationPicker({
  apiKey,
  point,
  zoom,
  onPick,
  onPlace,
  onUnavailable,
}: GoogleLocationPickerProps) {
  const { t } = useSiteText();
  const { isLoaded, loadError } = useGoogleMaps(apiKey);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [start] = useState(() => ({ center: point ?? worldCentre, zoom: point ? zoom : 2 }));
  const follow = useCallback(
    (to: MapPoint, closeness: number) => {
      map?.panTo(to);
      map?.setZoom(closeness);
    },
    [map],
  );
  const markPicked = useFollowedPoint(point, zoom, follow);

  useEffect(() => {
    if (loadError) onUnavailable();
  }, [loadError, onUnavailable]);

  const pick = (latLng: google.maps.LatLng | null) => {
    if (!latLng) return;
    const picked = { lat: latLng.lat(), lng: latLng.lng() };
    markPicked(picked);
    onPick(picked);
    new google.maps.Geocoder().geocode({ location: picked }).then(
      ({ results }) => onPlace(results[0] ? placeOfGeocode(results[0]) : null),
      () => onPlace(null),
    );
  };

  if (!isLoaded) return <MapPlaceholder />;
  return (
    <GoogleMap
      mapContainerClassName={styles.fill}
      options={googleMapOptions}
      center={start.center}
      zoom={start.zoom}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onClick={(event) => pick(event.latLng)}
    >
      <MarkerF
        position={point ?? worldCentre}
        title={t('map.picker_pin')}
        draggable
        onDragEnd={(event) => pick(event.latLng)}
      />
    </GoogleMap>
  );
}
