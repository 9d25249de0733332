import type { AdminLanguageDto } from '@/contracts/dto/admin-language-dto';
import { adminLanguageKeys } from '@/contracts/query-keys/admin-language-keys';
import { languageKeys } from '@/contracts/query-keys/languages-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface LanguageVisibilityInput {
  code: string;
  isActive: boolean;
}

/** POST `admin/languages`: shows or hides a language; then the language lists are fetched again. */
export const setLanguageVisibility = defineMutation('POST', 'admin/languages', {
  body: (input: LanguageVisibilityInput) => ({
    code: input.code,
    is_active: input.isActive ? 1 : 0,
  }),
  answer: dataOf<AdminLanguageDto>,
  invalidateOnSettled: [adminLanguageKeys.languages(), languageKeys.list()],
});

export const useSetLanguageVisibility = setLanguageVisibility.use;
