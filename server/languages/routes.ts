import {
  catalogueTranslationsQuerySchema,
  languageVisibilitySchema,
  saveCatalogueTranslationSchema,
  saveTranslationSchema,
  translationsQuerySchema,
} from '@/contracts/requests/admin-language-requests';
import { getLanguagesSchema } from '@/contracts/requests/language-requests';
import { administratorRoles } from '../core/roles';
import { route, staffQuery, staffRead, staffWrite } from '../core/route';
import { getAdminLanguages } from './get-admin-languages';
import { getCatalogueTranslations } from './get-catalogue-translations';
import { getLanguageFile } from './get-language-file';
import { getLanguages } from './get-languages';
import { getTranslations } from './get-translations';
import { saveCatalogueTranslation } from './save-catalogue-translation';
import { saveTranslation } from './save-translation';
import { setLanguageVisibility } from './set-language-visibility';

/**
 * The languages and their strings.
 *
 * | Call                                  | Auth          | Input                               |
 * |---------------------------------------|---------------|-------------------------------------|
 * | GET  get_languages (spec)             | none          | language_code?, web_language_file?  |
 * | GET  admin/languages (added)          | administrator | —                                   |
 * | POST admin/languages                  | administrator | code, is_active (1/0)               |
 * | GET  admin/translations               | administrator | language, search?, untranslated?,   |
 * |                                       |               | limit, offset                       |
 * | POST admin/translations               | administrator | language, key, value ('' removes)   |
 * | GET  admin/catalogue-translations     | administrator | language, kind?                     |
 * | POST admin/catalogue-translations     | administrator | language, kind, id, name, choices[] |
 *
 * The writes change what the demo shows: refused with 403 demo_mode while it is on. They answer
 * 422 with field errors: the default language hidden (`is_active`), a key the
 * English file lacks (`key`), a text without an English placeholder or too long (`value`).
 */
export const languageRoutes = [
  route('GET', 'get_languages', {
    auth: 'none',
    query: getLanguagesSchema,
    publicCache: { sMaxAge: 300, staleWhileRevalidate: 3600 },
    handle: async ({ db, query }) => ({
      data: query.language_code
        ? await getLanguageFile(db, query.language_code)
        : await getLanguages(db),
    }),
  }),
  staffRead('admin/languages', administratorRoles, getAdminLanguages),
  staffWrite('admin/languages', administratorRoles, {
    body: languageVisibilitySchema,
    write: ({ db, audit, body }) => setLanguageVisibility(db, audit, body),
  }),
  staffQuery('admin/translations', administratorRoles, translationsQuerySchema, getTranslations),
  staffWrite('admin/translations', administratorRoles, {
    body: saveTranslationSchema,
    write: ({ db, audit, body }) => saveTranslation(db, audit, body),
  }),
  staffQuery(
    'admin/catalogue-translations',
    administratorRoles,
    catalogueTranslationsQuerySchema,
    getCatalogueTranslations,
  ),
  staffWrite('admin/catalogue-translations', administratorRoles, {
    body: saveCatalogueTranslationSchema,
    write: ({ db, audit, body }) => saveCatalogueTranslation(db, audit, body),
  }),
];
