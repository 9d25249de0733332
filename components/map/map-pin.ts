/** A point on the earth, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A listing on a results map: its marker, and the card that opens from it. */
export interface MapPin extends MapPoint {
  id: number;
  title: string;
  /** The listing's page. */
  href: string;
  /** The price as the site writes it ("$1.25M"), shown on the marker and the card. */
  price: string;
  /** "/month" for rent listings with a duration, '' otherwise. */
  per: string;
  /** The card photo. */
  image: string;
}

/** Where a map starts when there is nothing to show yet. */
export const worldCentre: MapPoint = { lat: 20, lng: 0 };

/** Whether a latitude and longitude name a real place (0, 0 is the "not set" of old data). */
export function isPlaced(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/** The form's text coordinates as a point, or null when they are not a place. */
export function pointOfText(latitude: string, longitude: string): MapPoint | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return isPlaced(lat, lng) ? { lat, lng } : null;
}

/** A longitude brought back into -180…180 (a map dragged across the date line goes beyond). */
export function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** The coordinates as the listing form writes them: six decimals (about 10 cm). */
export function coordinateText(value: number): string {
  return value.toFixed(6);
}
