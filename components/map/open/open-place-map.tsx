import { useMemo } from 'react';
import { Marker } from 'react-leaflet';
import type { MapPoint } from '../map-pin';
import type { MapTiles } from '../use-map-provider';
import { OpenMap } from './open-map';
import { placeIcon } from './pin-icons';

export interface OpenPlaceMapProps {
  tiles: MapTiles;
  point: MapPoint;
}

/** The open map around one place (a listing's page), its pin in the middle. */
export function OpenPlaceMap({ tiles, point }: OpenPlaceMapProps) {
  const icon = useMemo(() => placeIcon(null), []);
  return (
    <OpenMap tiles={tiles} center={point} zoom={15}>
      <Marker position={point} icon={icon} interactive={false} keyboard={false} />
    </OpenMap>
  );
}
