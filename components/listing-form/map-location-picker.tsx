import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import { FormAlert } from '@/components/ui/form-alert';
import { loadGoogleMaps, type LatLngLiteral } from '@/components/property/load-google-maps';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';

/** The parts of the Maps API the picker uses beyond what load-google-maps.ts types. */
interface PickerLatLng {
  lat(): number;
  lng(): number;
}
interface PickerMapEvent {
  latLng: PickerLatLng | null;
}
interface PickerMap {
  addListener(event: 'click', handler: (event: PickerMapEvent) => void): unknown;
  panTo(point: LatLngLiteral): void;
}
interface PickerMarker {
  setPosition(point: LatLngLiteral): void;
  getPosition(): PickerLatLng | null;
  addListener(event: 'dragend', handler: () => void): unknown;
  setMap(map: PickerMap | null): void;
}
interface AddressComponent {
  long_name: string;
  types: string[];
}
interface GeocoderResult {
  formatted_address: string;
  address_components: AddressComponent[];
}
interface PickerMapsApi {
  Map: new (element: HTMLElement, options: { center: LatLngLiteral; zoom: number }) => PickerMap;
  Marker: new (options: {
    position: LatLngLiteral;
    map: PickerMap;
    draggable: boolean;
  }) => PickerMarker;
  Geocoder: new () => {
    geocode(request: { location: LatLngLiteral }): Promise<{ results: GeocoderResult[] }>;
  };
}

/** City, state and country of a reverse-geocoding answer (Google's component types). */
function placeOf(result: GeocoderResult) {
  const part = (...types: string[]) =>
    result.address_components.find((component) =>
      types.some((type) => component.types.includes(type)),
    )?.long_name ?? '';
  return {
    city: part('locality', 'postal_town', 'administrative_area_level_2'),
    state: part('administrative_area_level_1'),
    country: part('country'),
    address: result.formatted_address,
  };
}

/** Where the map starts with nothing picked yet. */
const worldCentre: LatLngLiteral = { lat: 20, lng: 0 };

/**
 * A Google map with one draggable pin: a click or a drag moves it, and reverse geocoding fills
 * city, state, country and the formatted address. Browser only (load with lazyInBrowser).
 */
export function MapLocationPicker({ apiKey }: { apiKey: string }) {
  const { t, locale } = useSiteText();
  const { values, setFieldValue } = useFormikContext<ListingFormValues>();
  const elementRef = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const startRef = useRef<LatLngLiteral>(
    values.latitude && values.longitude
      ? { lat: Number(values.latitude), lng: Number(values.longitude) }
      : worldCentre,
  );

  useEffect(() => {
    let isCurrent = true;
    let marker: PickerMarker | null = null;
    // The loader types only what the property maps use; the same object has the rest.
    const loading = loadGoogleMaps(apiKey, locale) as unknown as Promise<PickerMapsApi>;
    loading
      .then((maps) => {
        const element = elementRef.current;
        if (!isCurrent || !element) return;
        const start = startRef.current;
        const map = new maps.Map(element, { center: start, zoom: start === worldCentre ? 2 : 14 });
        const pin = new maps.Marker({ position: start, map, draggable: true });
        marker = pin;
        const geocoder = new maps.Geocoder();
        const pick = (point: LatLngLiteral) => {
          pin.setPosition(point);
          map.panTo(point);
          // Field by field: each update applies to the latest values, even between renders.
          void setFieldValue('latitude', point.lat.toFixed(6), false);
          void setFieldValue('longitude', point.lng.toFixed(6), false);
          geocoder
            .geocode({ location: point })
            .then(({ results }) => {
              const first = results[0];
              if (!first || !isCurrent) return;
              setProblem(null);
              for (const [field, text] of Object.entries(placeOf(first))) {
                void setFieldValue(field, text, false);
              }
            })
            .catch(() => setProblem(t('listing_form.location.geocode_failed')));
        };
        map.addListener('click', (event) => {
          if (event.latLng) pick({ lat: event.latLng.lat(), lng: event.latLng.lng() });
        });
        pin.addListener('dragend', () => {
          const position = pin.getPosition();
          if (position) pick({ lat: position.lat(), lng: position.lng() });
        });
      })
      .catch(() => {
        if (isCurrent) setProblem(t('listing_form.location.map_failed'));
      });
    return () => {
      isCurrent = false;
      marker?.setMap(null);
    };
  }, [apiKey, locale, setFieldValue, t]);

  return (
    <div className={styles.wide}>
      <p className={styles.intro}>{t('listing_form.location.map_hint')}</p>
      <div
        ref={elementRef}
        className={styles.map}
        role="application"
        aria-label={t('listing_form.location.map_label')}
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
