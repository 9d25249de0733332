/**
 * Whether a statement plainly only reads, so running it twice changes nothing: it starts with
 * SELECT or WITH and names nothing that writes, locks or has a side effect anywhere in its text
 * (a data-modifying WITH, SELECT … INTO, FOR UPDATE/SHARE, nextval, set_config, advisory
 * locks, pg_* functions). A word in a string literal or an identifier can make a read look like
 * a write; that only costs the retry, never the other way round.
 */
export function isPlainRead(text: string): boolean {
  const statement = text.replace(/^[\s(]+/, '').toLowerCase();
  if (!/^(select|with)\b/.test(statement)) return false;
  return !writingWords.test(statement);
}

const writingWords =
  /\b(insert|update|delete|merge|truncate|into|copy|lock|share|nextval|setval|set_config|lo_\w+|pg_\w+|dblink\w*|notify|listen|refresh|call|do)\b/;
