/** `get-cities-data`: cities with public listings, most listings first. */
export interface CityDto {
  city: string;
  state: string;
  country: string;
  count: number;
  image: string | null;
}
