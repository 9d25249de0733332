import { describe, expect, it } from 'vitest';

import {
  fallbackSlug,
  isValidSlug,
  slugify,
  slugifyMaxLength,
  slugMaxLength,
  slugPattern,
} from '@/utils/slug';

describe('isValidSlug', () => {
  it('accepts lowercase letters, digits and single hyphens', () => {
    expect(isValidSlug('sunny-3-bhk-apartment')).toBe(true);
    expect(isValidSlug('a')).toBe(true);
    expect(isValidSlug('2024')).toBe(true);
  });

  it('rejects an empty slug', () => {
    expect(isValidSlug('')).toBe(false);
  });

  it('rejects a leading or trailing hyphen', () => {
    expect(isValidSlug('-villa')).toBe(false);
    expect(isValidSlug('villa-')).toBe(false);
    expect(isValidSlug('-')).toBe(false);
  });

  it('rejects double hyphens', () => {
    expect(isValidSlug('sea--view')).toBe(false);
  });

  it('rejects uppercase letters, spaces, underscores and other characters', () => {
    for (const value of ['Villa', 'sea view', 'sea_view', 'café', 'villa/1', 'villa.1', 'شقة']) {
      expect(isValidSlug(value)).toBe(false);
    }
  });

  it('accepts 200 characters and rejects 201', () => {
    expect(slugMaxLength).toBe(200);
    expect(isValidSlug('a'.repeat(200))).toBe(true);
    expect(isValidSlug('a'.repeat(201))).toBe(false);
  });

  it('exports a pattern that carries no state between calls', () => {
    expect(slugPattern.global).toBe(false);
    expect(slugPattern.test('villa')).toBe(true);
    expect(slugPattern.test('villa')).toBe(true);
  });
});

describe('slugify', () => {
  it('lowercases and joins words with hyphens', () => {
    expect(slugify('Sunny 3 BHK Apartment')).toBe('sunny-3-bhk-apartment');
  });

  it('strips diacritics', () => {
    expect(slugify('Café Déjà Vu à São Paulo')).toBe('cafe-deja-vu-a-sao-paulo');
    expect(slugify('Ångström Čeština Zürich')).toBe('angstrom-cestina-zurich');
  });

  it('spells out Latin letters that have no decomposition', () => {
    expect(slugify('Große Straße')).toBe('grosse-strasse');
    expect(slugify('Ærø Øresund Łódź')).toBe('aero-oresund-lodz');
  });

  it('folds compatibility characters such as ligatures and full-width letters', () => {
    expect(slugify('ﬁne Ａｐａｒｔｍｅｎｔ ①')).toBe('fine-apartment-1');
  });

  it('collapses every run of other characters into one hyphen', () => {
    expect(slugify('Villa -- with  pool!!! (sea_view) & garden')).toBe(
      'villa-with-pool-sea-view-garden',
    );
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Hello World!--  ')).toBe('hello-world');
  });

  it('caps the slug at 80 characters without a trailing hyphen', () => {
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(slugifyMaxLength);
    expect(long.endsWith('-')).toBe(false);
    expect(isValidSlug(long)).toBe(true);
    // "abcd-" repeated: position 80 falls on a hyphen, which must not survive.
    expect(slugify('abcd '.repeat(30))).toBe('abcd-'.repeat(16).slice(0, 79));
    expect(slugify('x'.repeat(100))).toBe('x'.repeat(80));
  });

  it('falls back to "listing" when nothing of the title survives', () => {
    expect(fallbackSlug).toBe('listing');
    expect(slugify('شقة فاخرة للبيع')).toBe('listing');
    expect(slugify('')).toBe('listing');
    expect(slugify('!!! ---')).toBe('listing');
  });

  it('keeps the Latin parts of a mixed-script title', () => {
    expect(slugify('Villa فيلا 5')).toBe('villa-5');
  });

  it('always produces a valid slug', () => {
    for (const title of ['Ünïcödé', '東京 Tokyo', '  ', 'a-b', '123', '😀 Home 😀', 'İstanbul']) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
    expect(slugify('İstanbul')).toBe('istanbul');
  });
});
