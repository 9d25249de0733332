/** A place the user picked or that was reverse-geocoded from coordinates. */
export interface LocationDto {
  city: string;
  state: string;
  country: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
}
