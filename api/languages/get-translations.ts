import type { AdminTranslationDto } from '@/contracts/dto/admin-language-dto';
import {
  adminLanguageKeys,
  type TranslationsFilter,
} from '@/contracts/query-keys/admin-language-keys';
import { defineStaffPageQuery } from '../define-query';

/** Strings per page of the translations editor. */
export const translationsPageSize = 25;

/** GET `admin/translations` (administrator): one language's strings, filtered and paged. */
export const translationsQuery = defineStaffPageQuery<AdminTranslationDto, TranslationsFilter>(
  'admin/translations',
  adminLanguageKeys.translations,
  (filter) => ({
    language: filter.language,
    search: filter.search,
    untranslated: filter.untranslated ? 1 : undefined,
  }),
);

export const useTranslations = translationsQuery.use;
