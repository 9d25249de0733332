import { useMemo } from 'react';
import { useSiteSettings } from '@/components/layout/use-site-settings';

/** The open map's tiles: a URL template and the provider's credit (HTML). */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** The site's maps: Google's when a key is set, the open map on `tiles` otherwise. */
export interface MapProvider {
  googleApiKey: string | null;
  /** Also the stand-in when Google's script cannot be loaded. */
  tiles: MapTiles;
}

/** The site's maps, from `web-settings` (Google when maps are on and a key is set). */
export function useMapProvider(): MapProvider {
  const settings = useSiteSettings();
  const googleApiKey = (settings.services.maps && settings.google_maps_api_key) || null;
  const { map_tile_url: url, map_tile_attribution: attribution } = settings;
  return useMemo(
    () => ({ googleApiKey, tiles: { url, attribution } }),
    [googleApiKey, url, attribution],
  );
}
