import { lazyInBrowser } from '@/components/ui/lazy-in-browser';
import { useSiteSettings } from '@/components/layout/use-site-settings';

/**
 * The Google map, loaded only in the browser and only where a page shows one, so sites
 * without a Maps key never download it.
 */
export const DynamicGoogleMap = lazyInBrowser(() =>
  import('./google-map').then((module) => module.GoogleMap),
);

/** The Maps API key when the site has maps switched on and a key set; null otherwise. */
export function useMapsKey(): string | null {
  const settings = useSiteSettings();
  return settings.services.maps && settings.google_maps_api_key
    ? settings.google_maps_api_key
    : null;
}
