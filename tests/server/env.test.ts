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

describe('parseEnv: a bad value stops the start, naming the variable and what is wrong', () => {
  it('refuses a number out of its range or not a whole number', () => {
    expect(() => parseEnv({ SESSION_TTL_DAYS: '400' })).toThrow(
      new EnvError('SESSION_TTL_DAYS must be a whole number from 1 to 365, got "400".'),
    );
    expect(() => parseEnv({ PORT: ' 80.5 ' })).toThrow(
      new EnvError('PORT must be a whole number from 1 to 65535, got "80.5".'),
    );
  });

  it('refuses a flag that is not true or false, a value outside its choices and a bad URL', () => {
    expect(() => parseEnv({ DEMO_MODE: 'maybe' })).toThrow(
      new EnvError('DEMO_MODE must be true or false, got "maybe".'),
    );
    expect(() => parseEnv({ PAYPAL_MODE: 'test' })).toThrow(
      new EnvError('PAYPAL_MODE must be one of sandbox, live, got "test".'),
    );
    expect(() => parseEnv({ REDIS_URL: 'not a url' })).toThrow(
      new EnvError('REDIS_URL must be a URL, got "not a url".'),
    );
  });

  it('reads set values and uses the defaults for unset or blank ones', () => {
    const env = parseEnv({
      PORT: '4000',
      DEMO_MODE: 'Yes',
      TRUST_PROXY: ' ',
      PAYPAL_MODE: 'live',
      STRIPE_API_BASE: 'http://127.0.0.1:9000/',
      NODE_ENV: 'test',
    });
    expect(env.publicSiteUrl).toBe('http://localhost:4000');
    expect(env.demoMode).toBe(true);
    expect(env.trustProxy).toBe(false);
    expect(env.paypal.apiBase).toBe('https://api-m.paypal.com');
    expect(env.stripe.apiBase).toBe('http://127.0.0.1:9000');
    expect(env.logLevel).toBe('silent');
    expect(env.smtp.port).toBe(587);
    expect(env.firebase.apiKey).toBeNull();
  });
});
