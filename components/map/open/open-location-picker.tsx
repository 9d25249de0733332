import type { LatLng, Marker as LeafletMarker } from 'leaflet';
import { useCallback, useMemo } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { useSiteText } from '@/components/layout/use-site-text';
import type { LocationPickerProps } from '../location-picker-props';
import { worldCentre, wrapLongitude, type MapPoint } from '../map-pin';
import type { MapTiles } from '../use-map-provider';
import { useFollowedPoint } from '../use-followed-point';
import { OpenMap } from './open-map';
import { placeIcon } from './pin-icons';

export interface OpenLocationPickerProps extends LocationPickerProps {
  tiles: MapTiles;
}

function PickerPin({ point, zoom, onPick }: LocationPickerProps) {
  const { t } = useSiteText();
  const map = useMap();
  const follow = useCallback(
    (to: MapPoint, closeness: number) => map.setView(to, closeness, { animate: false }),
    [map],
  );
  const markPicked = useFollowedPoint(point, zoom, follow);
  const icon = useMemo(() => placeIcon(t('map.picker_pin')), [t]);
  const pick = (latLng: LatLng) => {
    const picked = { lat: latLng.lat, lng: wrapLongitude(latLng.lng) };
    markPicked(picked);
    onPick(picked);
  };
  useMapEvents({ click: (event) => pick(event.latlng) });
  return (
    <Marker
      position={point ?? worldCentre}
      icon={icon}
      draggable
      autoPan
      eventHandlers={{ dragend: (event) => pick((event.target as LeafletMarker).getLatLng()) }}
    />
  );
}

/**
 * The open map with one draggable pin: a drag or a click on the map moves it and sets the
 * coordinates. A point the form sets (a city chosen from the list) brings the map to it.
 */
export function OpenLocationPicker({ tiles, point, zoom, onPick }: OpenLocationPickerProps) {
  return (
    <OpenMap tiles={tiles} center={point ?? worldCentre} zoom={point ? zoom : 2}>
      <PickerPin point={point} zoom={zoom} onPick={onPick} />
    </OpenMap>
  );
}
