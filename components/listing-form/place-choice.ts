import type { OfflineCountryDto, OfflineStateDto } from '@/contracts/dto/offline-place-dto';
import { formatAddress, type PlaceValues } from './listing-form-values';

interface Point {
  latitude: number | null;
  longitude: number | null;
}

/** The first of the points that has both coordinates, as the form's text. */
function coordinatesOf(...points: (Point | undefined)[]): { latitude: string; longitude: string } {
  const found = points.find(
    (point) => point && point.latitude !== null && point.longitude !== null,
  );
  return found
    ? { latitude: String(found.latitude), longitude: String(found.longitude) }
    : { latitude: '', longitude: '' };
}

function withAddress<T extends PlaceValues>(values: T): T {
  return {
    ...values,
    address: formatAddress([values.street, values.city, values.state, values.country]),
  };
}

/** A country was chosen: its name and centre; the state and city start over. */
export function chooseCountry<T extends PlaceValues>(
  values: T,
  country: OfflineCountryDto | undefined,
): T {
  return withAddress({
    ...values,
    country_code: country?.iso_code ?? '',
    country: country?.name ?? '',
    state_code: '',
    state: '',
    city: '',
    ...coordinatesOf(country),
  });
}

/** A state was chosen: its name and centre (else the country's); the city starts over. */
export function chooseState<T extends PlaceValues>(
  values: T,
  state: OfflineStateDto | undefined,
  country: OfflineCountryDto | undefined,
): T {
  return withAddress({
    ...values,
    state_code: state?.iso_code ?? '',
    state: state?.name ?? '',
    city: '',
    ...coordinatesOf(state, country),
  });
}

/** A city was chosen (or typed): its centre, else the state's, else the country's. */
export function chooseCity<T extends PlaceValues>(
  values: T,
  city: { name: string } & Partial<Point>,
  fallbacks: (Point | undefined)[],
): T {
  const point =
    city.latitude !== undefined && city.longitude !== undefined
      ? { latitude: city.latitude, longitude: city.longitude }
      : undefined;
  return withAddress({ ...values, city: city.name, ...coordinatesOf(point, ...fallbacks) });
}

/** A typed part of the place changed (street, or a city / state the lists lack): the formatted address follows. */
export function changeAddressPart<T extends PlaceValues>(
  values: T,
  part: 'street' | 'city' | 'state',
  text: string,
): T {
  return withAddress({ ...values, [part]: text });
}
