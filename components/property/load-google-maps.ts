/**
 * A minimal loader for the Google Maps JavaScript API (the script tag with a callback), typed
 * for the few classes Hearth uses. `@react-google-maps/api` would do the same; it is not a
 * dependency, so the map costs nothing until a page shows one.
 */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface GoogleMapInstance {
  fitBounds(bounds: GoogleLatLngBounds, padding?: number): void;
}

export interface GoogleMarker {
  setMap(map: GoogleMapInstance | null): void;
  addListener(event: 'click', handler: () => void): unknown;
}

export interface GoogleInfoWindow {
  setContent(content: string | Node): void;
  open(options: { map: GoogleMapInstance; anchor: GoogleMarker }): void;
}

export interface GoogleLatLngBounds {
  extend(point: LatLngLiteral): void;
}

export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: {
      center: LatLngLiteral;
      zoom: number;
      mapTypeControl?: boolean;
      streetViewControl?: boolean;
      fullscreenControl?: boolean;
    },
  ) => GoogleMapInstance;
  Marker: new (options: {
    position: LatLngLiteral;
    map: GoogleMapInstance;
    title?: string;
  }) => GoogleMarker;
  InfoWindow: new () => GoogleInfoWindow;
  LatLngBounds: new () => GoogleLatLngBounds;
}

declare global {
  interface Window {
    google?: { maps?: GoogleMapsApi };
    __hearthGoogleMapsReady?: () => void;
  }
}

/** Spec §9: the map libraries the site asks for. */
const mapLibraries = 'geometry,drawing,places';

let loading: Promise<GoogleMapsApi> | null = null;

/** Loads the Maps API once per page; a failure (bad key, offline) can be retried later. */
export function loadGoogleMaps(apiKey: string, language?: string): Promise<GoogleMapsApi> {
  const loaded = window.google?.maps;
  if (loaded) return Promise.resolve(loaded);
  if (loading) return loading;
  loading = new Promise<GoogleMapsApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('The Google Maps script could not be loaded'));
    };
    window.__hearthGoogleMapsReady = () => {
      const maps = window.google?.maps;
      if (maps) resolve(maps);
      else fail();
    };
    const query = new URLSearchParams({
      key: apiKey,
      libraries: mapLibraries,
      callback: '__hearthGoogleMapsReady',
    });
    if (language) query.set('language', language);
    script.src = `https://maps.googleapis.com/maps/api/js?${query.toString()}`;
    script.async = true;
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
