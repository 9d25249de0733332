import { describe, expect, it } from 'vitest';
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

describe('withNextPath', () => {
  it('carries a safe next along and drops an unsafe one', () => {
    expect(withNextPath('/register', '/user/profile')).toBe('/register?next=%2Fuser%2Fprofile');
    expect(withNextPath('/register', 'https://evil.test')).toBe('/register');
    expect(withNextPath('/login', undefined)).toBe('/login');
  });
});
