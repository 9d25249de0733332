/**
 * Places of the offline location picker (served from a bundled world list, no maps service):
 * countries, their states and the states' cities, each with a centre point.
 */
export interface OfflineCountryDto {
  /** ISO 3166-1 alpha-2 code: 'AE', 'GB'. */
  iso_code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface OfflineStateDto {
  /** The state's code within its country (ISO 3166-2 subdivision part): 'DU', 'ENG'. */
  iso_code: string;
  country_code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface OfflineCityDto {
  name: string;
  latitude: number | null;
  longitude: number | null;
}
