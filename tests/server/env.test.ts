import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/server/env';

describe('parseEnv: the open map tiles', () => {
  it("uses OpenStreetMap's standard tiles when MAP_TILE_URL is not set", () => {
    const env = parseEnv({ MAP_TILE_URL: ' ' });
    expect(env.mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(env.mapTiles.attribution).toContain('OpenStreetMap');
  });

  it('accepts an http(s) template with {z}, {x} and {y}', () => {
    const env = parseEnv({
      MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '&copy; Example',
    });
    expect(env.mapTiles).toEqual({
      url: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
      attribution: '&copy; Example',
    });
  });

  it('refuses a tile URL without the tile placeholders or not over http(s), saying why', () => {
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example.test/tile.png' })).toThrow(
      new EnvError(
        'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "https://tiles.example.test/tile.png".',
      ),
    );
    expect(() => parseEnv({ MAP_TILE_URL: 'ftp://tiles.example.test/{z}/{x}/{y}.png' })).toThrow(
      EnvError,
    );
  });
});
