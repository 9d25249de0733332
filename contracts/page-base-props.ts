import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageFileDto } from './dto/language-dto';

/**
 * Props every server-rendered page receives, so that the first HTML is complete: the page's
 * language with its strings (the URL names the language: `/` English, `/ar/…` Arabic) and the
 * prefetched queries — among them the site's settings (`settingsKeys.web()`) and the languages
 * offered (`languageKeys.list()`), which are server data owned by React Query.
 */
export interface PageBaseProps {
  language: LanguageFileDto;
  dehydratedState: DehydratedState | null;
}

/** Next.js's own cookie for the chosen language: `/` sends a visitor whose cookie says `ar` to `/ar`. */
export const languageCookieName = 'NEXT_LOCALE';
