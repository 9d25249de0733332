import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageDto, LanguageFileDto } from './dto/language-dto';
import type { WebSettingsDto } from './dto/settings-dto';

/**
 * Props every server-rendered page receives from its getServerSideProps, so that the first HTML
 * is complete (settings, the chosen language and its strings, prefetched queries).
 */
export interface PageBaseProps {
  settings: WebSettingsDto;
  language: LanguageFileDto;
  languages: LanguageDto[];
  dehydratedState: DehydratedState | null;
}

/** Cookie that remembers the visitor's language so the server renders in it (and sets dir). */
export const languageCookieName = 'hearth_lang';
