/// <reference types="google.maps" />

/** What reverse geocoding tells the listing form about a point. */
export interface GeocodedPlace {
  city: string;
  state: string;
  country: string;
  /** The formatted address. */
  address: string;
}

/** City, state and country of a reverse-geocoding answer (by Google's component types). */
export function placeOfGeocode(result: google.maps.GeocoderResult): GeocodedPlace {
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
