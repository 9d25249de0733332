const ellipsis = '…';
const whitespace = /\s/u;
/** Trailing whitespace and punctuation, except closing brackets and closing quotes. */
const trailingClutter = /[\s\p{Pc}\p{Pd}\p{Ps}\p{Pi}\p{Po}]+$/u;
/** A word boundary is used when it keeps at least this share of the allowed length. */
const wordBoundaryShare = 0.8;

/**
 * One grapheme segmenter for every call: making one costs far more than a card's text takes to
 * split, and a page truncates a text per card (grapheme rules do not depend on the locale).
 */
let graphemeSegmenter: Intl.Segmenter | null = null;

/** User-perceived characters where the runtime can tell them apart, code points otherwise. */
function splitGraphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** How many leading graphemes fit in `budget` code points. */
function countFitting(graphemes: readonly string[], budget: number): number {
  let used = 0;
  let count = 0;
  for (const grapheme of graphemes) {
    used += codePointLength(grapheme);
    if (used > budget) {
      break;
    }
    count += 1;
  }
  return count;
}

/** Moves the cut back to the last whitespace if that keeps ≥ 80 % of the budget. */
function backToWordBoundary(graphemes: readonly string[], count: number, budget: number): number {
  const next = graphemes[count];
  const previous = graphemes[count - 1];
  if ((next !== undefined && whitespace.test(next)) || (previous && whitespace.test(previous))) {
    return count;
  }
  let offset = codePointLength(graphemes.slice(0, count).join(''));
  for (let index = count - 1; index >= 0; index -= 1) {
    const grapheme = graphemes[index] ?? '';
    offset -= codePointLength(grapheme);
    if (offset < budget * wordBoundaryShare) {
      break;
    }
    if (whitespace.test(grapheme)) {
      return index;
    }
  }
  return count;
}

/**
 * Shortens text to at most `maxLength` code points including a trailing "…". Text within the
 * limit comes back unchanged. The cut never splits a surrogate pair (nor, where Intl.Segmenter
 * exists, an emoji sequence or a letter with its accents), moves back to the last space when
 * that keeps at least 80 % of the room, and drops whitespace and punctuation before the "…".
 * A `maxLength` below 1 (or NaN) gives an empty string.
 */
export function truncateText(text: string, maxLength: number): string {
  const limit = Number.isNaN(maxLength) ? 0 : Math.max(0, Math.floor(maxLength));
  if (text.length <= limit || codePointLength(text) <= limit) {
    return text;
  }
  if (limit === 0) {
    return '';
  }
  const budget = limit - 1;
  const graphemes = splitGraphemes(text);
  const hardCount = countFitting(graphemes, budget);
  const wordCount = backToWordBoundary(graphemes, hardCount, budget);
  const candidates = [graphemes.slice(0, wordCount), graphemes.slice(0, hardCount)];
  for (const candidate of candidates) {
    const kept = candidate.join('').replace(trailingClutter, '');
    if (kept !== '') {
      return `${kept}${ellipsis}`;
    }
  }
  const hardCut = graphemes.slice(0, hardCount).join('').trimEnd();
  return `${hardCut}${ellipsis}`;
}
