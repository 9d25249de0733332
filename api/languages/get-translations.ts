import type { ApiSuccess } from '@/contracts/api-envelope';
import type { AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import {
  adminLanguageKeys,
  type TranslationsFilter,
} from '@/contracts/query-keys/admin-language-keys';
import { defineQuery } from '../define-query';
import { limitAndOffset, pageOf } from '../list-page';

/** Strings per page of the translations editor. */
export const translationsPageSize = 25;

/** GET `admin/translations` (administrator): one language's strings, filtered and paged. */
export const translationsQuery = defineQuery('admin/translations', {
  key: adminLanguageKeys.translations,
  query: (filter: TranslationsFilter) => ({
    language: filter.language,
    search: filter.search,
    untranslated: filter.untranslated ? 1 : undefined,
    ...limitAndOffset(filter),
  }),
  answer: (envelope: ApiSuccess<AdminTranslationDto[]>) => pageOf(envelope),
  viewer: 'staff',
  keepsPrevious: true,
});

export const useTranslations = translationsQuery.use;
