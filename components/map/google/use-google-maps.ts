/// <reference types="google.maps" />
import { useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';

/** Spec §9: the Maps libraries the site asks for. A constant: the loader compares options. */
export const googleMapLibraries: Libraries = ['geometry', 'drawing', 'places'];

/** The script element's id; the loader adds it once per page. */
const scriptId = 'hearth-google-maps';

/**
 * The Maps API can load only once per page, with one set of options (the loader throws when
 * asked again with others): the language of the first map shown stays for the page's life.
 */
let firstLanguage: string | null = null;

/** Loads the Google Maps JavaScript API with the site's key (once per page). */
export function useGoogleMaps(apiKey: string): { isLoaded: boolean; loadError: Error | undefined } {
  const { locale } = useSiteText();
  const [language] = useState(() => (firstLanguage ??= locale));
  return useJsApiLoader({
    id: scriptId,
    googleMapsApiKey: apiKey,
    libraries: googleMapLibraries,
    language,
  });
}
