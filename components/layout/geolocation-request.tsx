import { useGeolocation } from '@/hooks/use-geolocation';

/** Asks the browser for the user's position once per app start; renders nothing. */
export function GeolocationRequest() {
  useGeolocation();
  return null;
}
