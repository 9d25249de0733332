import type { AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import { adminLanguageKeys } from '@/contracts/query-keys/admin-language-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface SaveTranslationInput {
  language: string;
  key: string;
  /** Empty: the stored text is removed and the language file's shows again. */
  value: string;
}

/** POST `admin/translations`: stores one string over the language file (or removes it). */
export const saveTranslation = defineMutation('POST', 'admin/translations', {
  body: (input: SaveTranslationInput) => ({ ...input }),
  answer: dataOf<AdminTranslationDto>,
  invalidateOnSuccess: [adminLanguageKeys.all],
});

export const useSaveTranslation = saveTranslation.use;
