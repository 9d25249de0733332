import { useFormikContext } from 'formik';
import { useCallback, useState } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import type { GeocodedPlace } from '@/components/map/google/place-of-geocode';
import { LocationPickerMap } from '@/components/map/location-picker-map';
import { coordinateText, pointOfText, type MapPoint } from '@/components/map/map-pin';
import { FormAlert } from '@/components/ui/form-alert';
import styles from './listing-form.module.css';
import type { ListingFormValues } from './listing-form-values';

/** How close the map shows a point the form set: a city near, a state or a country farther. */
export function zoomForPlace(
  values: Pick<ListingFormValues, 'city' | 'state' | 'state_code' | 'country'>,
): number {
  if (values.city) return 13;
  if (values.state || values.state_code) return 7;
  if (values.country) return 5;
  return 13;
}

export interface MapLocationPickerProps {
  /** Google's picker names the place (reverse geocoding); the open map's only places the pin. */
  hasGeocoding: boolean;
}

/**
 * The listing's position on the site's map: dragging the pin (or clicking the map) sets the
 * latitude and longitude; with Google, reverse geocoding also fills city, state, country and
 * the formatted address. A place chosen or coordinates typed in the form move the pin.
 */
export function MapLocationPicker({ hasGeocoding }: MapLocationPickerProps) {
  const { t } = useSiteText();
  const { values, setFieldValue } = useFormikContext<ListingFormValues>();
  const [problem, setProblem] = useState<string | null>(null);

  // Field by field: each update applies to the latest values, even between renders (a
  // reverse-geocoded place lands after the coordinates, before React renders again).
  const onPick = useCallback(
    (point: MapPoint) => {
      void setFieldValue('latitude', coordinateText(point.lat), false);
      void setFieldValue('longitude', coordinateText(point.lng), false);
    },
    [setFieldValue],
  );
  const onPlace = useCallback(
    (place: GeocodedPlace | null) => {
      setProblem(place ? null : t('listing_form.location.geocode_failed'));
      for (const [field, text] of Object.entries(place ?? {})) {
        void setFieldValue(field, text, false);
      }
    },
    [setFieldValue, t],
  );

  return (
    <div className={`${styles.wide} ${styles.mapPicker}`}>
      <p className={styles.intro}>
        {t(hasGeocoding ? 'listing_form.location.map_hint' : 'listing_form.location.map_hint_open')}
      </p>
      <LocationPickerMap
        point={pointOfText(values.latitude, values.longitude)}
        zoom={zoomForPlace(values)}
        onPick={onPick}
        onPlace={onPlace}
        label={t('listing_form.location.map_label')}
      />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
    </div>
  );
}
