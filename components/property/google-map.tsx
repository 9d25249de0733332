import { useEffect, useRef } from 'react';
import { useSiteText } from '@/components/layout/use-site-text';
import styles from './google-map.module.css';
import { loadGoogleMaps, type GoogleMarker } from './load-google-maps';

export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  title: string;
  /** Where the pin's popup links to. */
  href: string;
  /** A line under the title in the popup (the price). */
  caption?: string;
}

export interface GoogleMapProps {
  apiKey: string;
  pins: readonly MapPin[];
  /** What the map shows, for assistive technology. */
  label: string;
  zoom?: number;
  /** The script or the key failed: the caller shows its fallback instead. */
  onFailure: () => void;
}

function popupContent(pin: MapPin): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = pin.href;
  link.textContent = pin.title;
  box.append(link);
  if (pin.caption) {
    const caption = document.createElement('p');
    caption.textContent = pin.caption;
    box.append(caption);
  }
  return box;
}

/**
 * A Google map with a pin per listing (the popup links to it), fitted around the pins. Import
 * it with lazyInBrowser (components/ui/lazy-in-browser.tsx): it exists only in the browser.
 */
export function GoogleMap({ apiKey, pins, label, zoom = 14, onFailure }: GoogleMapProps) {
  const { locale } = useSiteText();
  const elementRef = useRef<HTMLDivElement>(null);
  const onFailureRef = useRef(onFailure);

  useEffect(() => {
    onFailureRef.current = onFailure;
  }, [onFailure]);

  useEffect(() => {
    let isCurrent = true;
    const markers: GoogleMarker[] = [];
    loadGoogleMaps(apiKey, locale)
      .then((maps) => {
        const element = elementRef.current;
        const first = pins[0];
        if (!isCurrent || !element || !first) return;
        const map = new maps.Map(element, {
          center: { lat: first.lat, lng: first.lng },
          zoom,
          mapTypeControl: false,
          streetViewControl: false,
        });
        const popup = new maps.InfoWindow();
        const bounds = new maps.LatLngBounds();
        for (const pin of pins) {
          const position = { lat: pin.lat, lng: pin.lng };
          const marker = new maps.Marker({ position, map, title: pin.title });
          marker.addListener('click', () => {
            popup.setContent(popupContent(pin));
            popup.open({ map, anchor: marker });
          });
          bounds.extend(position);
          markers.push(marker);
        }
        if (pins.length > 1) map.fitBounds(bounds, 48);
      })
      .catch(() => {
        if (isCurrent) onFailureRef.current();
      });
    return () => {
      isCurrent = false;
      for (const marker of markers) marker.setMap(null);
    };
  }, [apiKey, locale, pins, zoom]);

  return <div ref={elementRef} className={styles.map} role="region" aria-label={label} />;
}
