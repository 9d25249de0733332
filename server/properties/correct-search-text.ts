import type { Database } from '../db/database';
import { findClosestTitleWord, hasFullTextMatch } from './search-word-repository';

/** Words shorter than this have too few trigrams to be compared. */
const minWordLength = 3;
const maxCorrectedWords = 6;

/**
 * The search text with its misspelt words replaced by the closest word of listings' titles
 * ("apartmnt" → "apartment", "اطلاله" is already folded), or null when no word needed or found
 * a correction. A word that full-text search finds is kept as typed. The rest of the text
 * (quotes, `or`, `-word`) stays as it was.
 */
export async function correctSearchText(db: Database, text: string): Promise<string | null> {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
    .filter((word) => [...word].length >= minWordLength && word !== 'or')
    .slice(0, maxCorrectedWords);
  const corrections = await Promise.all(
    words.map(async (word) =>
      (await hasFullTextMatch(db, word)) ? null : await findClosestTitleWord(db, word),
    ),
  );
  let corrected = text;
  let changed = false;
  words.forEach((word, index) => {
    const correction = corrections[index];
    if (!correction || correction === word) return;
    corrected = corrected.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'giu'),
      correction,
    );
    changed = true;
  });
  return changed ? corrected : null;
}
