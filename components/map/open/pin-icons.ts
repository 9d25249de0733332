import { divIcon, point, type DivIcon } from 'leaflet';
import styles from './open-map.module.css';

/**
 * The open map's markers are HTML (Leaflet divIcons), never Leaflet's default image icons,
 * whose image URLs break once a bundler moves them. Text goes in through textContent only.
 */
function element(tag: string, className: string, text = ''): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

/** Text for assistive technology only (the marker's name); visible text is aria-hidden. */
function spoken(text: string): HTMLElement {
  return element('span', 'visually-hidden', text);
}

/** A listing's marker: its price in a small tag pointing at the place. */
export function priceIcon(price: string, name: string): DivIcon {
  const html = element('span', styles.priceTag ?? '');
  const text = element('span', styles.priceText ?? '', price);
  text.setAttribute('aria-hidden', 'true');
  html.append(text, spoken(name));
  return divIcon({
    html,
    className: styles.pricePin,
    iconSize: point(88, 36),
    iconAnchor: point(44, 36),
    popupAnchor: point(0, -36),
  });
}

/** Several listings too close to tell apart at this zoom: their count, in a circle. */
export function clusterIcon(count: number, name: string): DivIcon {
  const html = element('span', '');
  const text = element('span', '', String(count));
  text.setAttribute('aria-hidden', 'true');
  html.append(text, spoken(name));
  const size = count < 10 ? 38 : count < 100 ? 44 : 52;
  return divIcon({ html, className: styles.cluster, iconSize: point(size, size) });
}

const pinPath = 'M16 1C7.7 1 1 7.6 1 15.8 1 26.9 16 41 16 41s15-14.1 15-25.2C31 7.6 24.3 1 16 1Z';

/** A place pin (the listing on its page, the position in the location picker). */
export function placeIcon(name: string | null): DivIcon {
  const html = element('span', '');
  html.innerHTML = `<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false"><path d="${pinPath}"/><circle cx="16" cy="16" r="6"/></svg>`;
  if (name) html.append(spoken(name));
  return divIcon({
    html,
    className: styles.placePin,
    iconSize: point(32, 42),
    iconAnchor: point(16, 41),
  });
}
