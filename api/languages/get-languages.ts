import type { LanguageDto } from '@/contracts/dto/language-dto';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `get_languages` without a code (open): the languages the site offers. */
export const languagesQuery = defineQuery('get_languages', {
  auth: false,
  key: languageKeys.list,
  answer: dataOf<LanguageDto[]>,
});

export const useLanguages = languagesQuery.use;
