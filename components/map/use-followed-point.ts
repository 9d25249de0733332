import { useCallback, useEffect, useRef } from 'react';
import type { MapPoint } from './map-pin';

/** Closer than this (degrees) is the same point: the form keeps six decimals. */
const sameness = 1e-6;

/**
 * A picker's point moves two ways: the map picks it (a click, a drag) or the form sets it (a
 * typed coordinate, a city chosen from the list). `follow` brings the map to the point only in
 * the second case; the returned function tells the hook about a point the map itself picked.
 * `follow` should be stable (useCallback).
 */
export function useFollowedPoint(
  point: MapPoint | null,
  zoom: number,
  follow: (point: MapPoint, zoom: number) => void,
): (picked: MapPoint) => void {
  const pickedRef = useRef<MapPoint | null>(null);
  const lat = point?.lat;
  const lng = point?.lng;

  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const picked = pickedRef.current;
    if (picked && Math.abs(picked.lat - lat) < sameness && Math.abs(picked.lng - lng) < sameness) {
      return;
    }
    follow({ lat, lng }, zoom);
  }, [lat, lng, zoom, follow]);

  return useCallback((picked: MapPoint) => {
    pickedRef.current = picked;
  }, []);
}
