import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get_languages` with `language_code` and `web_language_file=1` (open): one language's strings. */
export const languageQuery = defineQuery('get_languages', {
  auth: false,
  key: (code: string | null) => languageKeys.file(code ?? ''),
  query: (code) => ({ language_code: code ?? '', web_language_file: 1 }),
  answer: dataOf<LanguageFileDto>,
  enabled: (code) => code !== null && code !== '',
});

/** The language file for `code`; idle while `code` is null. */
export const useLanguage = languageQuery.use;
