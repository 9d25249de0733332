import type {
  AdminCatalogueTranslationDto,
  CatalogueTranslationKind,
} from '@/contracts/dto/admin-language-dto';
import { adminLanguageKeys } from '@/contracts/query-keys/admin-language-keys';
import { dataOf } from '../answers';
import { defineMutation } from '../define-mutation';

export interface SaveCatalogueTranslationInput {
  language: string;
  kind: CatalogueTranslationKind;
  id: number;
  /** Empty: the translation is removed. */
  name: string;
  choices: string[];
}

/** POST `admin/catalogue-translations`: a catalogue entry's name in one language. */
export const saveCatalogueTranslation = defineMutation('POST', 'admin/catalogue-translations', {
  body: (input: SaveCatalogueTranslationInput) => ({ ...input }),
  answer: dataOf<AdminCatalogueTranslationDto>,
  invalidateOnSuccess: [adminLanguageKeys.all],
});

export const useSaveCatalogueTranslation = saveCatalogueTranslation.use;
