/**
 * The open map's tiles when no Google Maps key is set: OpenStreetMap's standard tiles, the
 * development default. OpenStreetMap's tile usage policy asks sites with real traffic to use
 * their own or a commercial tile provider: set MAP_TILE_URL and MAP_TILE_ATTRIBUTION for that.
 */
export const defaultMapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/** A tile URL template names the tile by {z}, {x} and {y} ({s} and {r} are optional). */
export const requiredTilePlaceholders = ['{z}', '{x}', '{y}'] as const;
