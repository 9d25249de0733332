import type { AdminLanguageDto } from '@/contracts/dto/admin-language-dto';
import { adminLanguageKeys } from '@/contracts/query-keys/admin-language-keys';
import { dataOf } from '../answers';
import { defineQuery } from '../define-query';

/** GET `admin/languages` (administrator): every language, hidden ones too. */
export const adminLanguagesQuery = defineQuery('admin/languages', {
  key: adminLanguageKeys.languages,
  answer: dataOf<AdminLanguageDto[]>,
  viewer: 'staff',
});

export const useAdminLanguages = adminLanguagesQuery.use;
