import { describe, expect, it, vi } from 'vitest';

import { truncateText } from '@/utils/truncate';

function codePoints(text: string): number {
  return Array.from(text).length;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Per behaviour: [the text and its limit, what is shown]. */
const cutTexts: [string, [Parameters<typeof truncateText>, ReturnType<typeof truncateText>][]][] = [
  [
    'returns text within the limit unchanged',
    [
      [['Hello world', 20], 'Hello world'],
      [['Hello world', 11], 'Hello world'],
      [['', 5], ''],
      [['Trailing space. ', 16], 'Trailing space. '],
    ],
  ],
  ['measures the limit in code points, not UTF-16 units', [[['😀😀😀😀😀', 5], '😀😀😀😀😀']]],
  [
    'cuts inside a word when the last space lies earlier',
    [
      [['abcd efghijklmnopqrstuvwxyz', 11], 'abcd efghi…'],
      [['abcdefghijklmnopqrstuvwxyz', 11], 'abcdefghij…'],
    ],
  ],
  [
    'keeps a whole word when the cut falls right before a space',
    [[['one two three four', 8], 'one two…']],
  ],
  [
    'drops whitespace and punctuation before the ellipsis',
    [
      [['Hello, world and more', 8], 'Hello…'],
      [['Wait... what happened here', 8], 'Wait…'],
      [['Price - negotiable today', 9], 'Price…'],
    ],
  ],
  [
    'keeps closing brackets before the ellipsis',
    [[['Call (now) please today', 12], 'Call (now)…']],
  ],
  ['keeps punctuation when nothing else is left', [[['!!!!!!!!!!', 5], '!!!!…']]],
  ['returns only the ellipsis when the limit is one', [[['Hello', 1], '…']]],
  ['returns only the ellipsis when nothing but whitespace fits', [[['          x', 5], '…']]],
  [
    'returns an empty string for a limit below one',
    [
      [['Hello', 0], ''],
      [['Hello', -3], ''],
      [['Hello', Number.NaN], ''],
    ],
  ],
  ['rounds a fractional limit down', [[['abcdefghij', 5.9], 'abcd…']]],
];

describe('truncateText', () => {
  it.each(cutTexts)('%s', (_behaviour, examples) => {
    for (const [input, expected] of examples) expect(truncateText(...input)).toBe(expected);
  });

  it('ends a cut text with the ellipsis character within the limit', () => {
    const result = truncateText('The quick brown fox jumps over the lazy dog', 20);
    expect(result).toBe('The quick brown fox…');
    expect(codePoints(result)).toBeLessThanOrEqual(20);
  });

  it('moves back to the last space when it lies in the last 20% of the room', () => {
    // Room for 10 characters before the ellipsis; the space after 8 keeps 80%.
    expect(truncateText('abcdefgh ijklmnopqrstuvwxyz', 11)).toBe('abcdefgh…');
  });

  it('never splits a surrogate pair', () => {
    const result = truncateText('😀😀😀😀😀😀', 4);
    expect(result).toBe('😀😀😀…');
    expect(result).not.toMatch(loneSurrogate);
  });

  it('never splits an emoji sequence or a flag', () => {
    const family = '👨‍👩‍👧'; // five code points joined by zero-width joiners
    expect(truncateText(`ab${family}cd`, 6)).toBe('ab…');
    expect(truncateText(`ab${family}cd`, 8)).toBe(`ab${family}…`);
    expect(truncateText('🇫🇷🇩🇪🇮🇳', 4)).toBe('🇫🇷…');
  });

  it('never separates a letter from its combining accent', () => {
    const accented = 'e\u0301';
    expect(truncateText(`caf${accented}s and bars`, 5)).toBe('caf…');
  });

  it('keeps every result within the limit and well formed', () => {
    const samples = [
      'A sunny 3 BHK apartment near the park, with parking!',
      '😀 emoji 👨‍👩‍👧 family 🇫🇷 flag, ok?',
      'شقة فاخرة للبيع في وسط المدينة',
      'e\u0301e\u0301e\u0301 combining marks everywhere',
    ];
    for (const sample of samples) {
      for (let limit = 0; limit <= codePoints(sample) + 1; limit += 1) {
        const result = truncateText(sample, limit);
        expect(codePoints(result)).toBeLessThanOrEqual(limit);
        expect(result).not.toMatch(loneSurrogate);
        if (codePoints(sample) > limit && limit > 0) {
          expect(result.endsWith('…')).toBe(true);
        }
      }
    }
  });

  it('splits every text with one grapheme segmenter, not a new one per call', () => {
    truncateText('warm up the shared segmenter', 10);
    const made = vi.spyOn(Intl, 'Segmenter');
    try {
      expect(truncateText('A sunny flat near the park', 12)).toMatch(/…$/);
      expect(truncateText('Quiet garden house with a pool', 15)).toMatch(/…$/);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
