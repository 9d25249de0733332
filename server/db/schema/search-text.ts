import { sql, type SQL } from 'drizzle-orm';

/**
 * The text search of listings, in one place because the schema (a generated column, a
 * trigram index) and the queries (server/properties/property-search-query.ts) must spell it
 * the same way, or the indexes are not used.
 */

/**
 * Arabic letters written several ways become one: the alef forms أ إ آ ٱ → ا, alef maqsura
 * ى → ي, taa marbuta ة → ه; the short-vowel marks (U+064B–U+0652) and the tatweel ـ are
 * dropped (translate() deletes the characters of its second argument that have no
 * counterpart in the third). So "إطلالة" and "اطلاله", "مبنى" and "مبني" match.
 */
const arabicVariants = 'أإآٱىة\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0640';
const arabicPlain = 'اااايه';

export function foldArabicLetters(text: SQL): SQL {
  return sql`translate(${text}, ${sql.raw(`'${arabicVariants}'`)}, ${sql.raw(`'${arabicPlain}'`)})`;
}

/** Both configurations: English (stemming, English stop words) and Arabic (its stemmer). */
export const searchConfigurations = ['english', 'arabic'] as const;

/** One weighted part of the vector: the text in both configurations. */
function weighted(text: SQL, weight: 'A' | 'B' | 'C'): SQL {
  return sql.join(
    searchConfigurations.map(
      (configuration) =>
        sql`setweight(to_tsvector(${sql.raw(`'${configuration}'::regconfig`)}, ${foldArabicLetters(text)}), ${sql.raw(`'${weight}'`)})`,
    ),
    sql` || `,
  );
}

/**
 * The listing's search vector: the title weighs most (A), then where it is (B: city and
 * address), then the description (C). Stored as a generated column, so it is always in step.
 */
export function listingSearchVector(columns: {
  title: SQL;
  city: SQL;
  address: SQL;
  description: SQL;
}): SQL {
  return sql.join(
    [
      weighted(columns.title, 'A'),
      weighted(sql`${columns.city} || ' ' || ${columns.address}`, 'B'),
      weighted(columns.description, 'C'),
    ],
    sql` || `,
  );
}
