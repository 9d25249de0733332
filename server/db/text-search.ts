import { and, ilike, or, type Column, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `column` holds `term` anywhere, whatever the case; its LIKE wildcards are plain text. */
export function containsText(column: Column, term: string): SQL {
  return ilike(column, `%${escapeLike(term)}%`);
}

/**
 * A list's word search: every word of `search` appears in one of `columns`, whatever the case
 * (a listing's title; an applicant's name or email). Undefined when there is no word.
 */
export function wordsSearchSql(
  columns: readonly [Column, ...Column[]],
  search: string | undefined,
): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => containsText(column, word)))));
}
