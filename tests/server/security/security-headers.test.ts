import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { inlineScriptHashes } from '@/server/security/inline-script-hashes';
import {
  contentSecurityPolicy,
  pageSecurityHeaders,
  tileOrigin,
} from '@/server/security/security-headers';

const production = { NODE_ENV: 'production' } as const;
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name!, sources];
    }),
  );

describe('the security headers of a page', () => {
  it('allow only our own scripts, with no inline script or eval, when nothing is configured', () => {
    const policy = directives(contentSecurityPolicy(parseEnv(production), { https: false }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    // The open map's default tiles are the only other origin pictures come from.
    expect(policy['img-src']).toContain('https://tile.openstreetmap.org');
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('add a configured service’s origins and only those', () => {
    const env = parseEnv({
      ...production,
      GOOGLE_MAPS_API_KEY: 'maps-key',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    const policy = directives(contentSecurityPolicy(env, { https: false }));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://maps.googleapis.com', 'https://js.stripe.com']),
    );
    expect(policy['script-src']).not.toContain('https://apis.google.com');
    expect(policy['frame-src']).toContain('https://js.stripe.com');
    // With Google's map there is no open map, so no tile server.
    expect(policy['img-src']).not.toContain('https://tile.openstreetmap.org');
  });

  it('let web push run with Firebase configured: our own worker, and Firebase messaging’s calls', () => {
    const env = parseEnv({
      ...production,
      FIREBASE_API_KEY: 'web-api-key',
      FIREBASE_PROJECT_ID: 'hearth-test',
      FIREBASE_MESSAGING_SENDER_ID: '1234',
      FIREBASE_VAPID_KEY: 'vapid-public-key',
    });
    const policy = directives(contentSecurityPolicy(env, { https: false }));
    // The messaging worker is our own bundle (public/firebase-messaging-sw.js): nothing of Google's.
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://firebaseinstallations.googleapis.com',
        'https://fcmregistrations.googleapis.com',
      ]),
    );
  });

  it('allow a tile server configured at run time, its {s} subdomains as a wildcard', () => {
    const env = parseEnv({
      ...production,
      MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Example',
    });
    expect(directives(contentSecurityPolicy(env, { https: false }))['img-src']).toContain(
      'https://*.tiles.example.net',
    );
    expect(tileOrigin('javascript:alert(1)')).toBeNull();
  });

  it('send HSTS only over HTTPS, and always a permissions and opener policy', () => {
    const env = parseEnv(production);
    const plain = pageSecurityHeaders(env, { https: false });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['Permissions-Policy']).toContain('camera=()');
    expect(plain['Permissions-Policy']).toContain('microphone=(self)');
    expect(plain['Content-Security-Policy']).toContain("media-src 'self' blob:");
    expect(plain['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    const secure = pageSecurityHeaders(env, { https: true });
    expect(secure['Strict-Transport-Security']).toMatch(/^max-age=\d{7,}/);
    expect(secure['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    // Without a trusted proxy nothing depends on the protocol: no Vary is needed.
    expect(secure.Vary).toBeUndefined();
  });

  it('allow style elements from our own files only, and style attributes for React and the maps', () => {
    const policy = directives(contentSecurityPolicy(parseEnv(production), { https: false }));
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    // Google Maps inserts <style> elements of its own; next dev injects its styles inline.
    const withMaps = parseEnv({ ...production, GOOGLE_MAPS_API_KEY: 'maps-key' });
    expect(directives(contentSecurityPolicy(withMaps, { https: false }))['style-src']).toContain(
      "'unsafe-inline'",
    );
    const development = parseEnv({ NODE_ENV: 'development' });
    expect(directives(contentSecurityPolicy(development, { https: false }))['style-src']).toContain(
      "'unsafe-inline'",
    );
  });

  it('vary on the forwarded protocol behind a trusted proxy, so shared caches keep HTTPS apart', () => {
    const env = parseEnv({ ...production, TRUST_PROXY: 'true' });
    for (const https of [true, false]) {
      expect(pageSecurityHeaders(env, { https }).Vary).toBe('X-Forwarded-Proto');
    }
  });

  it('allow eval only in development, where fast refresh needs it', () => {
    const dev = contentSecurityPolicy(parseEnv({ NODE_ENV: 'development' }), { https: false });
    expect(dev).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(parseEnv(production), { https: false })).not.toContain(
      'unsafe-eval',
    );
  });
});

describe('the hashes of the build’s inline scripts', () => {
  const manifest = {
    chunkLoadingGlobal: 'TURBOPACK',
    pagesChunkGroupBootstrapParams: {
      '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
      '/login': { otherChunks: ['static/chunks/login.js'], runtimeModuleIds: [2] },
    },
  };

  it('hash the exact script a page carries: the app’s and the page’s chunks queued for the runtime', () => {
    const script = [
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/login.js"],"runtimeModuleIds":[2]});',
    ].join('\n');
    const expected = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(inlineScriptHashes(manifest)).toEqual([expected]);
  });

  it('go into script-src in production and stay out in development', () => {
    const hashes = inlineScriptHashes(manifest);
    const production = contentSecurityPolicy(parseEnv({ NODE_ENV: 'production' }), {
      https: false,
      scriptHashes: hashes,
    });
    expect(production).toContain(hashes[0]);
    expect(directives(production)['script-src']).not.toContain("'unsafe-inline'");
    const development = contentSecurityPolicy(parseEnv({ NODE_ENV: 'development' }), {
      https: false,
      scriptHashes: hashes,
    });
    expect(development).not.toContain(hashes[0]);
  });

  it('are none for a build without inline scripts', () => {
    expect(inlineScriptHashes({})).toEqual([]);
  });
});
