import type { PageWindow } from '../page-window';

/** Query keys of the admin console's languages and translations (`admin/languages` …). */
export interface TranslationsFilter extends PageWindow {
  language: string;
  search: string;
  untranslated: boolean;
}

export const adminLanguageKeys = {
  all: ['admin-languages'] as const,
  languages: () => [...adminLanguageKeys.all, 'languages'] as const,
  translations: (filter: TranslationsFilter) =>
    [...adminLanguageKeys.all, 'translations', filter] as const,
  catalogue: (language: string, kind: string) =>
    [...adminLanguageKeys.all, 'catalogue', language, kind] as const,
};
