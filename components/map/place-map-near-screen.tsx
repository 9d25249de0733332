import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import type { MapPoint } from './map-pin';
import styles from './map.module.css';
import { MapPlaceholder } from './map-placeholder';
import { useMapProvider } from './use-map-provider';

const GooglePlaceMap = dynamic(
  () => import('./google/google-place-map').then((module) => module.GooglePlaceMap),
  { ssr: false, loading: MapPlaceholder },
);
const OpenPlaceMap = dynamic(
  () => import('./open/open-place-map').then((module) => module.OpenPlaceMap),
  { ssr: false, loading: MapPlaceholder },
);

export interface PlaceMapNearScreenProps {
  point: MapPoint;
  /** The place's name (the marker's title). */
  title: string;
}

/**
 * The map inside a place's frame, once the frame comes near the screen: a visitor who never
 * scrolls to it never downloads a map (Google's with a key, else the open map).
 */
export function PlaceMapNearScreen({ point, title }: PlaceMapNearScreenProps) {
  const { googleApiKey, tiles } = useMapProvider();
  const [hasGoogleFailed, setHasGoogleFailed] = useState(false);
  const onGoogleUnavailable = useCallback(() => setHasGoogleFailed(true), []);
  // Browsers without IntersectionObserver load it at once.
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: '400px 0px',
    fallbackInView: true,
  });
  let map = <MapPlaceholder />;
  if (inView && googleApiKey && !hasGoogleFailed) {
    map = (
      <GooglePlaceMap
        apiKey={googleApiKey}
        point={point}
        title={title}
        onUnavailable={onGoogleUnavailable}
      />
    );
  } else if (inView) {
    map = <OpenPlaceMap tiles={tiles} point={point} />;
  }
  return (
    <div ref={ref} className={styles.fill}>
      {map}
    </div>
  );
}
