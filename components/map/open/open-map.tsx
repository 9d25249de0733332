import type { ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useSiteText } from '@/components/layout/use-site-text';
import type { MapPoint } from '../map-pin';
import type { MapTiles } from '../use-map-provider';
import './leaflet-styles';
import styles from './open-map.module.css';

export interface OpenMapProps {
  tiles: MapTiles;
  center: MapPoint;
  zoom: number;
  children?: ReactNode;
}

/**
 * A Leaflet map on the site's tiles, filling its frame. Tiles that fail (offline, a refusing
 * tile server) leave the background showing; markers are DOM elements and keep working.
 * The scroll wheel scrolls the page; zoom with the buttons, a pinch or a double click.
 */
export function OpenMap({ tiles, center, zoom, children }: OpenMapProps) {
  const { t, dir } = useSiteText();
  return (
    <MapContainer
      className={styles.map}
      center={center}
      zoom={zoom}
      zoomControl={false}
      scrollWheelZoom={false}
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      <ZoomControl
        position={dir === 'rtl' ? 'topright' : 'topleft'}
        zoomInTitle={t('map.zoom_in')}
        zoomOutTitle={t('map.zoom_out')}
      />
      {children}
    </MapContainer>
  );
}
