import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeNextPath, withNextPath } from '@/utils/safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/user/profile')).toBe('/user/profile');
    expect(safeNextPath('/properties?city=Porto#map')).toBe('/properties?city=Porto#map');
    expect(safeNextPath(['/user/dashboard', '/x'])).toBe('/user/dashboard');
  });

  it('refuses other origins, scripts and anything that is not a path', () => {
    for (const next of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      'javascript:alert(1)',
      'user/profile',
      '/\tevil',
      '',
      undefined,
      42,
    ]) {
      expect(safeNextPath(next), String(next)).toBeNull();
    }
  });
});

describe('safeNextPath with dot segments', () => {
  it('never turns dot segments into a path to another host', () => {
    for (const next of ['/.//evil', '/a/..//evil', '/%2e//evil', '/%2E%2E//evil', '/././/evil']) {
      const safe = safeNextPath(next);
      expect(safe === null || !safe.startsWith('//'), `${next} → ${safe}`).toBe(true);
    }
    expect(safeNextPath('/.//evil')).toBeNull();
    expect(safeNextPath('/a/../user/profile')).toBe('/user/profile');
  });

  const pieces = fc.constantFrom(
    '',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '.%2e',
    'evil.test',
    'user',
    '%2f',
    '%5c',
    '\\',
    '@',
    ':',
    'https:',
    'javascript:alert(1)',
    '?x=1',
    '#top',
    ' ',
    '\t',
    '%09',
    'ä',
  );
  const candidates = fc.oneof(
    fc.array(pieces, { maxLength: 7 }).map((parts) => `/${parts.join('/')}`),
    fc.array(pieces, { maxLength: 7 }).map((parts) => parts.join('/')),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ maxLength: 30 }).map((text) => `/${text}`),
  );

  it('answers null or a path that stays on this site from any page (property)', () => {
    fc.assert(
      fc.property(candidates, (next) => {
        const safe = safeNextPath(next);
        if (safe === null) return;
        expect(safe.startsWith('/')).toBe(true);
        expect(safe.startsWith('//') || safe.startsWith('/\\')).toBe(false);
        for (const page of ['https://site.test/', 'https://site.test/a/b/c?d=1']) {
          expect(new URL(safe, page).origin).toBe('https://site.test');
        }
        expect(safeNextPath(safe)).toBe(safe);
      }),
      { seed: 11, numRuns: 5000 },
    );
  });
});

describe('withNextPath', () => {
  it('carries a safe next along and drops an unsafe one', () => {
    expect(withNextPath('/register', '/user/profile')).toBe('/register?next=%2Fuser%2Fprofile');
    expect(withNextPath('/register', 'https://evil.test')).toBe('/register');
    expect(withNextPath('/login', undefined)).toBe('/login');
  });
});
