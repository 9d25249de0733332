import { describe, expect, it } from 'vitest';

import {
  fallbackSlug,
  isValidSlug,
  slugify,
  slugifyMaxLength,
  slugMaxLength,
  slugPattern,
} from '@/utils/slug';

/** Per behaviour: [the slug, whether it is valid]. */
const slugChecks: [string, [Parameters<typeof isValidSlug>, ReturnType<typeof isValidSlug>][]][] = [
  [
    'accepts lowercase letters, digits and single hyphens',
    [
      [['sunny-3-bhk-apartment'], true],
      [['a'], true],
      [['2024'], true],
    ],
  ],
  ['rejects an empty slug', [[[''], false]]],
  [
    'rejects a leading or trailing hyphen',
    [
      [['-villa'], false],
      [['villa-'], false],
      [['-'], false],
    ],
  ],
  ['rejects double hyphens', [[['sea--view'], false]]],
];

describe('isValidSlug', () => {
  it.each(slugChecks)('%s', (_behaviour, examples) => {
    for (const [input, expected] of examples) expect(isValidSlug(...input)).toBe(expected);
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

/** Per behaviour: [the title, its slug]. */
const slugsOfTitles: [string, [Parameters<typeof slugify>, ReturnType<typeof slugify>][]][] = [
  [
    'lowercases and joins words with hyphens',
    [[['Sunny 3 BHK Apartment'], 'sunny-3-bhk-apartment']],
  ],
  [
    'strips diacritics',
    [
      [['Café Déjà Vu à São Paulo'], 'cafe-deja-vu-a-sao-paulo'],
      [['Ångström Čeština Zürich'], 'angstrom-cestina-zurich'],
    ],
  ],
  [
    'spells out Latin letters that have no decomposition',
    [
      [['Große Straße'], 'grosse-strasse'],
      [['Ærø Øresund Łódź'], 'aero-oresund-lodz'],
    ],
  ],
  [
    'folds compatibility characters such as ligatures and full-width letters',
    [[['ﬁne Ａｐａｒｔｍｅｎｔ ①'], 'fine-apartment-1']],
  ],
  ['trims hyphens at both ends', [[['  --Hello World!--  '], 'hello-world']]],
  ['keeps the Latin parts of a mixed-script title', [[['Villa فيلا 5'], 'villa-5']]],
  [
    'gives the fallback asked for when nothing is left',
    [[['دليل الانتقال', 'article'], 'article']],
  ],
];

describe('slugify', () => {
  it.each(slugsOfTitles)('%s', (_behaviour, examples) => {
    for (const [input, expected] of examples) expect(slugify(...input)).toBe(expected);
  });

  it('collapses every run of other characters into one hyphen', () => {
    expect(slugify('Villa -- with  pool!!! (sea_view) & garden')).toBe(
      'villa-with-pool-sea-view-garden',
    );
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

  it('always produces a valid slug', () => {
    for (const title of ['Ünïcödé', '東京 Tokyo', '  ', 'a-b', '123', '😀 Home 😀', 'İstanbul']) {
      expect(isValidSlug(slugify(title))).toBe(true);
    }
    expect(slugify('İstanbul')).toBe('istanbul');
  });
});
