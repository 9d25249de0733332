import type {
  AdminCatalogueTranslationDto,
  CatalogueTranslationKind,
} from '@/contracts/dto/admin-language-dto';
import { adminLanguageKeys } from '@/contracts/query-keys/admin-language-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/catalogue-translations` (administrator): one kind's names in one language. */
export const catalogueTranslationsQuery = defineQuery('admin/catalogue-translations', {
  key: adminLanguageKeys.catalogue,
  query: (language: string, kind: CatalogueTranslationKind) => ({ language, kind }),
  answer: dataOf<AdminCatalogueTranslationDto[]>,
  viewer: 'staff',
});

export const useCatalogueTranslations = catalogueTranslationsQuery.use;
