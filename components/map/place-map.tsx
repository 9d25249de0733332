import dynamic from 'next/dynamic';
import type { MapPoint } from './map-pin';
import styles from './map.module.css';
import { MapPlaceholder } from './map-placeholder';

/**
 * What decides when to load a map (an IntersectionObserver) is itself loaded after the first
 * paint: a place's map sits below the fold, so none of its code is in the page's first load.
 * The server renders the frame with the placeholder.
 */
const PlaceMapNearScreen = dynamic(
  () => import('./place-map-near-screen').then((module) => module.PlaceMapNearScreen),
  { ssr: false, loading: MapPlaceholder },
);

export interface PlaceMapProps {
  point: MapPoint;
  /** The place's name (the marker's title). */
  title: string;
  /** What the map shows, for assistive technology. */
  label: string;
}

/** One place on the site's map (a listing's or a project's page), in a frame of fixed size. */
export function PlaceMap({ point, title, label }: PlaceMapProps) {
  return (
    <div className={`${styles.frame} ${styles.place}`} role="region" aria-label={label}>
      <PlaceMapNearScreen point={point} title={title} />
    </div>
  );
}
