import type { AdminCatalogueTranslationDto } from '@/contracts/dto/admin-language-dto';
import { adminLanguageKeys } from '@/contracts/query-keys/admin-language-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/catalogue-translations` (administrator): catalogue names in one language. */
export const catalogueTranslationsQuery = defineQuery('admin/catalogue-translations', {
  key: adminLanguageKeys.catalogue,
  query: (language: string) => ({ language }),
  answer: dataOf<AdminCatalogueTranslationDto[]>,
  viewer: 'admin',
});

export const useCatalogueTranslations = catalogueTranslationsQuery.use;
