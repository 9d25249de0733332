import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out: every element is 0 × 0, so Leaflet would think its map has no room
 * and draw no marker. This gives Leaflet's map containers a size (800 × 480), as a browser
 * would; nothing else changes. Tiles still load from nowhere: their requests fail, as on a
 * machine without a tile server.
 */
export const leafletMapSize = { width: 800, height: 480 } as const;

/** Gives Leaflet maps their size for the tests of the calling suite (file or describe). */
export function sizeLeafletMapsInThisSuite(): void {
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = giveLeafletMapsASize();
  });
  afterAll(() => restoreLayout());
}

export function giveLeafletMapsASize(): () => void {
  const originals = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  for (const [property, size] of [
    ['clientWidth', leafletMapSize.width],
    ['clientHeight', leafletMapSize.height],
  ] as const) {
    const original = originals[property];
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('leaflet-container')) return size;
        return (original?.get?.call(this) as number | undefined) ?? 0;
      },
    });
  }
  return () => {
    for (const [property, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, property, descriptor);
    }
  };
}
