import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qualified } from '../db/qualified';
import { properties } from '../db/schema';
import { foldArabicLetters } from '../db/schema/search-text';
import { runInTransaction } from '../db/transactions';
import { matchesFullText } from './property-search-query';
import { isPublicListing } from './public-listing';

/** How many similar titles a misspelt word's correction is looked for in. */
const titleSample = 40;
/** pg_trgm's similarity() a correction must reach (its default similarity threshold). */
const minSimilarity = 0.3;
/**
 * The word similarity a title must reach to be read (`%>`), for this statement only: pg_trgm's
 * default, 0.6, misses one dropped letter in a long word ("pentouse" → "penthouse", 0.58).
 */
const titleWordSimilarity = 0.5;

type Rows<T> = { rows: T[] };

/** Whether any public listing matches the word by full text (one GIN index probe). */
export async function hasFullTextMatch(db: Database, word: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from ${properties} where ${isPublicListing()} and ${matchesFullText(word)}) as found`,
  )) as unknown as Rows<{ found: boolean }>;
  return result.rows[0]?.found === true;
}

/**
 * The word of public listings' titles most like `word` (pg_trgm similarity), or null: a few
 * titles with a similar word are read through the title's trigram index
 * (properties_public_title_trgm_idx, `%>`: word similarity ≥ 0.6), split into words, and the
 * closest of those words is the correction.
 */
export async function findClosestTitleWord(db: Database, word: string): Promise<string | null> {
  const title = foldArabicLetters(sql`${qualified(properties.title)}`);
  const folded = foldArabicLetters(sql`lower(${word})`);
  const result = await runInTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(titleWordSimilarity)}, true)`,
    );
    return (await tx.execute(
      sql`select candidate.word from (
          select ${title} as title from ${properties}
          where ${isPublicListing()} and ${title} %> ${folded} limit ${titleSample}) titles
        cross join lateral regexp_split_to_table(lower(titles.title), '[[:space:][:punct:]،؛؟]+') as candidate(word)
        where similarity(candidate.word, ${folded}) >= ${minSimilarity}
        group by candidate.word
        order by max(similarity(candidate.word, ${folded})) desc, candidate.word
        limit 1`,
    )) as unknown as Rows<{ word: string }>;
  });
  return result.rows[0]?.word ?? null;
}
