import { vi } from 'vitest';

/**
 * A stand-in for the Google Maps JavaScript API (a service outside this machine), installed
 * as `window.google` the way Google's script would: @react-google-maps/api's loader finds
 * `google.maps.importLibrary` and loads nothing. It keeps what a test needs to see and do:
 * the maps and markers made, which markers are on a map, their listeners, the libraries asked
 * for and the points reverse-geocoded. Methods are assigned to prototypes (enumerable), as
 * @googlemaps/markerclusterer copies OverlayView's methods with for…in.
 */

type Handler = (...args: unknown[]) => void;

interface Registered {
  instance: object;
  name: string;
  handler: Handler;
}

interface LatLngLike {
  lat: number;
  lng: number;
}

export interface GeocodeAnswer {
  formatted_address: string;
  address_components: { long_name: string; types: string[] }[];
}

export interface GoogleMapsStandIn {
  /** Libraries requested through importLibrary, in order. */
  libraries: string[];
  maps: StandInMap[];
  /** Every marker made: the listings' and the clusters'. */
  markers: StandInMarker[];
  infoWindows: StandInInfoWindow[];
  geocoded: LatLngLike[];
  /** Calls the listeners of `name` on `instance`, as the API does on a user's action. */
  trigger(instance: object, name: string, event?: unknown): void;
  /** Markers currently drawn on a map. */
  shown(): StandInMarker[];
}

export interface StandInMap {
  element: HTMLElement;
  center: LatLngLike | null;
  zoom: number;
  fittedTo: LatLngLike[] | null;
}

export interface StandInMarker {
  options: Record<string, unknown>;
  map: StandInMap | null;
  title: string;
  label: unknown;
  draggable: boolean;
  position(): LatLngLike | null;
}

export interface StandInInfoWindow {
  content: Node | null;
  isOpen: boolean;
  anchor: StandInMarker | null;
}

function literalOf(value: unknown): LatLngLike | null {
  if (!value || typeof value !== 'object') return null;
  const point = value as { lat: unknown; lng: unknown };
  if (typeof point.lat === 'function' && typeof point.lng === 'function') {
    return { lat: (point.lat as () => number)(), lng: (point.lng as () => number)() };
  }
  return { lat: Number(point.lat), lng: Number(point.lng) };
}

export function installGoogleMapsStandIn(
  geocode: (location: LatLngLike) => GeocodeAnswer[] = () => [],
): GoogleMapsStandIn {
  const registered: Registered[] = [];
  const state: GoogleMapsStandIn = {
    libraries: [],
    maps: [],
    markers: [],
    infoWindows: [],
    geocoded: [],
    trigger(instance, name, event) {
      for (const entry of registered.filter((r) => r.instance === instance && r.name === name)) {
        entry.handler(event);
      }
    },
    shown: () => state.markers.filter((marker) => marker.map !== null),
  };
  const addListener = (instance: object, name: string, handler: Handler) => {
    const entry = { instance, name, handler };
    registered.push(entry);
    return { remove: () => registered.splice(registered.indexOf(entry), 1) };
  };

  function LatLng(this: { point: LatLngLike }, lat: number | LatLngLike, lng?: number) {
    this.point =
      typeof lat === 'number' ? { lat, lng: Number(lng) } : { lat: lat.lat, lng: lat.lng };
  }
  LatLng.prototype.lat = function (this: { point: LatLngLike }) {
    return this.point.lat;
  };
  LatLng.prototype.lng = function (this: { point: LatLngLike }) {
    return this.point.lng;
  };
  const latLng = (point: LatLngLike) =>
    new (LatLng as unknown as new (p: LatLngLike) => object)(point);

  function LatLngBounds(this: { points: LatLngLike[] }, ...corners: unknown[]) {
    this.points = corners.map(literalOf).filter((point) => point !== null);
  }
  LatLngBounds.prototype.extend = function (this: { points: LatLngLike[] }, point: unknown) {
    const literal = literalOf(point);
    if (literal) this.points.push(literal);
    return this;
  };
  LatLngBounds.prototype.getCenter = function (this: { points: LatLngLike[] }) {
    const lat = this.points.reduce((sum, p) => sum + p.lat, 0) / this.points.length;
    const lng = this.points.reduce((sum, p) => sum + p.lng, 0) / this.points.length;
    return latLng({ lat, lng });
  };

  function GoogleMap(this: StandInMap, element: HTMLElement) {
    this.element = element;
    this.center = null;
    this.zoom = 2;
    this.fittedTo = null;
    state.maps.push(this);
  }
  Object.assign(GoogleMap.prototype, {
    setOptions() {},
    setCenter(this: StandInMap, center: unknown) {
      this.center = literalOf(center);
    },
    panTo(this: StandInMap, center: unknown) {
      this.center = literalOf(center);
    },
    setZoom(this: StandInMap, zoom: number) {
      this.zoom = zoom;
    },
    getZoom(this: StandInMap) {
      return this.zoom;
    },
    /** The closest zoom that shows every point on an 800 × 480 map, as Google picks it. */
    fitBounds(this: StandInMap, bounds: { points: LatLngLike[] }) {
      const span = (values: number[]) => Math.max(...values) - Math.min(...values) || 1e-9;
      const across = span(bounds.points.map((point) => point.lng));
      const down = span(bounds.points.map((point) => point.lat));
      this.fittedTo = [...bounds.points];
      this.zoom = Math.floor(
        Math.min(Math.log2((800 * 360) / (across * 256)), Math.log2((480 * 180) / (down * 256))),
      );
      state.trigger(this, 'idle');
    },
    getProjection: () => ({}),
    getMapCapabilities: () => ({}),
    addListener(this: StandInMap, name: string, handler: Handler) {
      return addListener(this, name, handler);
    },
  });

  function Marker(
    this: StandInMarker & { at: LatLngLike | null },
    options: Record<string, unknown>,
  ) {
    this.options = options;
    this.map = null;
    this.title = typeof options.title === 'string' ? options.title : '';
    this.label = options.label;
    this.draggable = false;
    this.at = literalOf(options.position);
    if (options.map) this.map = options.map as StandInMap;
    state.markers.push(this);
  }
  Object.assign(Marker.prototype, {
    setMap(this: StandInMarker, map: StandInMap | null) {
      this.map = map;
    },
    setPosition(this: { at: LatLngLike | null }, position: unknown) {
      this.at = literalOf(position);
    },
    getPosition(this: { at: LatLngLike | null }) {
      return this.at ? latLng(this.at) : null;
    },
    position(this: { at: LatLngLike | null }) {
      return this.at;
    },
    setTitle(this: StandInMarker, title: string) {
      this.title = title;
    },
    setDraggable(this: StandInMarker, draggable: boolean) {
      this.draggable = draggable;
    },
    setClickable() {},
    setVisible() {},
    setAnimation() {},
    setCursor() {},
    setOpacity() {},
    setShape() {},
    getVisible: () => true,
    setOptions() {},
    setLabel(this: StandInMarker, label: unknown) {
      this.label = label;
    },
    setIcon() {},
    setZIndex() {},
    addListener(this: StandInMarker, name: string, handler: Handler) {
      return addListener(this, name, handler);
    },
  });
  (Marker as unknown as { MAX_ZINDEX: number }).MAX_ZINDEX = 1_000_000;

  function InfoWindow(this: StandInInfoWindow) {
    this.content = null;
    this.isOpen = false;
    this.anchor = null;
    state.infoWindows.push(this);
  }
  Object.assign(InfoWindow.prototype, {
    /** The content is shown in the page, as Google's info window shows it over the map. */
    setContent(this: StandInInfoWindow, content: Node) {
      this.content = content;
    },
    open(this: StandInInfoWindow, _map: unknown, anchor: StandInMarker) {
      this.isOpen = true;
      this.anchor = anchor;
      if (this.content) document.body.append(this.content);
    },
    close(this: StandInInfoWindow) {
      this.isOpen = false;
      if (this.content instanceof Element) this.content.remove();
    },
    setOptions() {},
    setPosition() {},
    setZIndex() {},
    getPosition: () => null,
  });

  function OverlayView() {}
  Object.assign(OverlayView.prototype, {
    setMap(this: { overlayMap: StandInMap | null; onAdd?: () => void }, map: StandInMap | null) {
      this.overlayMap = map;
      if (map && this.onAdd) this.onAdd();
    },
    getMap(this: { overlayMap: StandInMap | null }) {
      return this.overlayMap;
    },
    getProjection: () => ({}),
  });

  function Geocoder() {}
  Geocoder.prototype.geocode = function ({ location }: { location: LatLngLike }) {
    state.geocoded.push(location);
    return Promise.resolve({ results: geocode(location) });
  };

  const maps = {
    version: undefined,
    importLibrary: (name: string) => {
      state.libraries.push(name);
      return Promise.resolve({});
    },
    Map: GoogleMap,
    Marker,
    InfoWindow,
    OverlayView,
    LatLng,
    LatLngBounds,
    Geocoder,
    Point: function Point() {},
    Size: function Size() {},
    SymbolPath: { CIRCLE: 0 },
    event: {
      addListener,
      removeListener: (listener: { remove(): void } | null) => listener?.remove(),
      clearInstanceListeners() {},
      trigger: (instance: object, name: string, event?: unknown) =>
        state.trigger(instance, name, event),
    },
  };
  vi.stubGlobal('google', { maps });
  return state;
}
