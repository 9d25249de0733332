/// <reference types="google.maps" />
import { GoogleMap, GoogleMarkerClusterer, InfoWindowF, MarkerF } from '@react-google-maps/api';
import type { Renderer } from '@googlemaps/markerclusterer';
import { useEffect, useRef, useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { worldCentre, type MapPin } from '../map-pin';
import { PinCard } from '../pin-card';
import styles from '../map.module.css';
import { MapPlaceholder } from '../map-placeholder';
import { googleMapOptions } from './google-map-options';
import { useGoogleMaps } from './use-google-maps';

export interface GoogleResultsMapProps {
  apiKey: string;
  pins: readonly MapPin[];
  /** The Maps script could not be loaded: the caller shows the open map instead. */
  onUnavailable: () => void;
}

/** A cluster's look: the count on a brand-coloured disc (as the open map draws it). */
function clusterRenderer(name: (count: number) => string): Renderer {
  return {
    render: ({ count, position }) =>
      new google.maps.Marker({
        position,
        title: name(count),
        label: { text: String(count), color: '#ffffff', fontSize: '13px', fontWeight: '700' },
        icon: {
          path: google.maps.SymbolPath.CIRCLE,
          scale: count < 10 ? 18 : 22,
          fillColor: '#0f766e',
          fillOpacity: 1,
          strokeColor: '#ffffff',
          strokeWeight: 3,
        },
        zIndex: Number(google.maps.Marker.MAX_ZINDEX) + count,
      }),
  };
}

function fitToPins(map: google.maps.Map, pins: readonly MapPin[]): void {
  const first = pins[0];
  if (!first) {
    map.setCenter(worldCentre);
    map.setZoom(2);
  } else if (pins.length === 1) {
    map.setCenter(first);
    map.setZoom(14);
  } else {
    const bounds = new google.maps.LatLngBounds();
    for (const pin of pins) bounds.extend(pin);
    map.fitBounds(bounds, 48);
  }
}

/**
 * A page of results on a Google map: a marker per listing, clustered where they overlap
 * (@googlemaps/markerclusterer), and the listing's card in an info window on a click.
 */
export function GoogleResultsMap({ apiKey, pins, onUnavailable }: GoogleResultsMapProps) {
  const { tCount } = useSiteText();
  const { isLoaded, loadError } = useGoogleMaps(apiKey);
  // Read once: the clusterer takes its options when it is made (a click on a cluster zooms in).
  const [clustererOptions] = useState(() => ({
    renderer: clusterRenderer((count) => tCount('map.cluster_label', count)),
  }));
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [chosen, setChosen] = useState<{ pin: MapPin; marker: google.maps.Marker } | null>(null);
  const markers = useRef(new Map<number, google.maps.Marker>());

  useEffect(() => {
    if (loadError) onUnavailable();
  }, [loadError, onUnavailable]);

  useEffect(() => {
    if (map) fitToPins(map, pins);
  }, [map, pins]);

  if (!isLoaded) return <MapPlaceholder />;
  return (
    <GoogleMap
      mapContainerClassName={styles.fill}
      options={googleMapOptions}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
      onClick={() => setChosen(null)}
    >
      <GoogleMarkerClusterer options={clustererOptions}>
        {(clusterer) => (
          <>
            {pins.map((pin) => (
              <MarkerF
                key={pin.id}
                position={pin}
                title={pin.title}
                clusterer={clusterer}
                onLoad={(marker) => markers.current.set(pin.id, marker)}
                onUnmount={() => markers.current.delete(pin.id)}
                onClick={() => {
                  const marker = markers.current.get(pin.id);
                  if (marker) setChosen({ pin, marker });
                }}
              />
            ))}
          </>
        )}
      </GoogleMarkerClusterer>
      {chosen ? (
        <InfoWindowF
          key={chosen.pin.id}
          anchor={chosen.marker}
          onCloseClick={() => setChosen(null)}
        >
          <PinCard pin={chosen.pin} />
        </InfoWindowF>
      ) : null}
    </GoogleMap>
  );
}
