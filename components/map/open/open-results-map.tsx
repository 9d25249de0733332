/// <reference types="leaflet.markercluster" />
import type { MarkerCluster } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import { useSiteText } from '@/components/layout/use-site-text';
import { worldCentre, type MapPin } from '../map-pin';
import { PinCard } from '../pin-card';
import type { MapTiles } from '../use-map-provider';
import { OpenMap } from './open-map';
import styles from './open-map.module.css';
import { clusterIcon, priceIcon } from './pin-icons';

/** A card opens at least this far below the map's top, clear of the zoom buttons. */
const cardClearance = 88;

/** The class of the tag whose card is open. */
const activeClass = styles.active ?? 'active';

export interface OpenResultsMapProps {
  tiles: MapTiles;
  pins: readonly MapPin[];
}

/** Fits the view around the pins whenever they change (a new page of results). */
function FitToPins({ pins }: { pins: readonly MapPin[] }) {
  const map = useMap();
  useEffect(() => {
    const first = pins[0];
    if (!first) map.setView(worldCentre, 2, { animate: false });
    else if (pins.length === 1) map.setView(first, 14, { animate: false });
    else
      map.fitBounds(
        pins.map((pin) => [pin.lat, pin.lng]),
        { padding: [48, 48], maxZoom: 15, animate: false },
      );
  }, [map, pins]);
  return null;
}

/**
 * The open map of a page of results: a price tag per listing, grouped into a count where tags
 * overlap (a click zooms in), and the listing's card on a click (or Enter) on its tag.
 */
export function OpenResultsMap({ tiles, pins }: OpenResultsMapProps) {
  const { t, tCount } = useSiteText();
  const icons = useMemo(
    () =>
      new Map(
        pins.map((pin) => [
          pin.id,
          priceIcon(pin.price, t('map.pin_label', { title: pin.title, price: pin.price })),
        ]),
      ),
    [pins, t],
  );
  const clusterIconOf = useMemo(
    () => (cluster: MarkerCluster) => {
      const count = cluster.getChildCount();
      return clusterIcon(count, tCount('map.cluster_label', count));
    },
    [tCount],
  );

  return (
    <OpenMap tiles={tiles} center={worldCentre} zoom={2}>
      <FitToPins pins={pins} />
      <MarkerClusterGroup
        iconCreateFunction={clusterIconOf}
        maxClusterRadius={44}
        showCoverageOnHover={false}
        spiderfyOnMaxZoom
        chunkedLoading={false}
      >
        {pins.map((pin) => (
          <Marker
            key={pin.id}
            position={pin}
            icon={icons.get(pin.id)}
            riseOnHover
            eventHandlers={{
              popupopen: (event) => {
                event.target.getElement()?.classList.add(activeClass);
                // Leaflet names its close button in English; say it in the page's language.
                event.popup
                  .getElement()
                  ?.querySelector('.leaflet-popup-close-button')
                  ?.setAttribute('aria-label', t('map.close_card'));
              },
              popupclose: (event) => event.target.getElement()?.classList.remove(activeClass),
            }}
          >
            <Popup
              className={styles.popup}
              minWidth={200}
              maxWidth={260}
              autoPanPaddingTopLeft={[16, cardClearance]}
              autoPanPaddingBottomRight={[16, 16]}
            >
              <PinCard pin={pin} />
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
    </OpenMap>
  );
}
