import type { MapPoint } from './map-pin';

/** What both location pickers (Google's, the open map's) take. */
export interface LocationPickerProps {
  /** The form's coordinates; null while none are set (the pin then waits mid-map). */
  point: MapPoint | null;
  /** How close to show a point the form sets (a country far, a city near). */
  zoom: number;
  /** The pin was dragged or the map clicked. */
  onPick: (point: MapPoint) => void;
}
