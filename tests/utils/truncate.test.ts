import { describe, expect, it, vi } from 'vitest';

import { truncateText } from '@/utils/truncate';

function codePoints(text: string): number {
  return Array.from(text).length;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('truncateText', () => {
  it('returns text within the limit unchanged', () => {
    expect(truncateText('Hello world', 20)).toBe('Hello world');
    expect(truncateText('Hello world', 11)).toBe('Hello world');
    expect(truncateText('', 5)).toBe('');
    expect(truncateText('Trailing space. ', 16)).toBe('Trailing space. ');
  });

  it('measures the limit in code points, not UTF-16 units', () => {
    expect(truncateText('😀😀😀😀😀', 5)).toBe('😀😀😀😀😀');
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

  it('cuts inside a word when the last space lies earlier', () => {
    expect(truncateText('abcd efghijklmnopqrstuvwxyz', 11)).toBe('abcd efghi…');
    expect(truncateText('abcdefghijklmnopqrstuvwxyz', 11)).toBe('abcdefghij…');
  });

  it('keeps a whole word when the cut falls right before a space', () => {
    expect(truncateText('one two three four', 8)).toBe('one two…');
  });

  it('drops whitespace and punctuation before the ellipsis', () => {
    expect(truncateText('Hello, world and more', 8)).toBe('Hello…');
    expect(truncateText('Wait... what happened here', 8)).toBe('Wait…');
    expect(truncateText('Price - negotiable today', 9)).toBe('Price…');
  });

  it('keeps closing brackets before the ellipsis', () => {
    expect(truncateText('Call (now) please today', 12)).toBe('Call (now)…');
  });

  it('keeps punctuation when nothing else is left', () => {
    expect(truncateText('!!!!!!!!!!', 5)).toBe('!!!!…');
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

  it('returns only the ellipsis when the limit is one', () => {
    expect(truncateText('Hello', 1)).toBe('…');
  });

  it('returns only the ellipsis when nothing but whitespace fits', () => {
    expect(truncateText('          x', 5)).toBe('…');
  });

  it('returns an empty string for a limit below one', () => {
    expect(truncateText('Hello', 0)).toBe('');
    expect(truncateText('Hello', -3)).toBe('');
    expect(truncateText('Hello', Number.NaN)).toBe('');
  });

  it('rounds a fractional limit down', () => {
    expect(truncateText('abcdefghij', 5.9)).toBe('abcd…');
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
