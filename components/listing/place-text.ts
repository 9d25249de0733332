/** Where any listing is: its city, state and country. */
export interface ListingPlace {
  city: string;
  state: string;
  country: string;
}

/**
 * "12 Palm Street, Dubai": a listing's street address (a property's address, a project's
 * location) and its city, without repeating the city when the address already names it; the
 * city, state and country when there is no address.
 */
export function placeText(street: string, { city, state, country }: ListingPlace): string {
  if (!street) return [city, state, country].filter(Boolean).join(', ');
  if (!city || street.toLowerCase().includes(city.toLowerCase())) return street;
  return `${street}, ${city}`;
}
