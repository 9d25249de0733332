import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { isRightToLeft } from '@/utils/language-direction';

export interface HtmlLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

const languageCodePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** `<html lang dir>` for a locale of the URL; English, left to right, without a valid one. */
export function htmlLanguageOfLocale(locale: string | undefined): HtmlLanguage {
  if (!locale || !languageCodePattern.test(locale)) return { lang: 'en', dir: 'ltr' };
  return { lang: locale, dir: isRightToLeft(locale) ? 'rtl' : 'ltr' };
}

/** The language the page was rendered in, when its props carry one (PageBaseProps.language). */
export function pageLanguage(pageProps: unknown): HtmlLanguage | null {
  if (typeof pageProps !== 'object' || pageProps === null || !('language' in pageProps)) {
    return null;
  }
  const language = (pageProps as { language?: Partial<LanguageFileDto> | null }).language;
  if (typeof language?.code !== 'string' || !languageCodePattern.test(language.code)) return null;
  return { lang: language.code, dir: language.rtl ? 'rtl' : 'ltr' };
}
