import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { geolocationFound, selectGeolocation, type Coordinates } from '@/store/slices/cache-slice';

/** Stores (one per app instance) whose browser position has been asked for already. */
const askedStores = new WeakSet<object>();

/** A cached position up to 10 minutes old is good enough; give up after 20 s. */
const positionOptions: PositionOptions = { maximumAge: 600_000, timeout: 20_000 };

/**
 * Asks the browser once per app start for the user's position and keeps latitude and longitude
 * in the cache slice. A denial, a timeout or a browser without geolocation is ignored silently
 * (spec §1, §8). Returns the position known so far.
 */
export function useGeolocation(): Coordinates | null {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const position = useAppSelector(selectGeolocation);

  useEffect(() => {
    if (askedStores.has(store)) return;
    askedStores.add(store);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) return;
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          dispatch(geolocationFound({ latitude: coords.latitude, longitude: coords.longitude })),
        () => undefined,
        positionOptions,
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback: ignored as well.
    }
  }, [store, dispatch]);

  return position;
}
