import type { LanguageFileDto } from '@/contracts/dto/language-dto';
import { languageCookieName } from '@/contracts/page-base-props';

type Dir = 'ltr' | 'rtl';

export interface HtmlLanguage {
  lang: string;
  dir: Dir;
}

const defaultLanguage: HtmlLanguage = { lang: 'en', dir: 'ltr' };
const languageCodePattern = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Languages written right to left (primary subtags). */
const rtlLanguages = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'ks',
  'ps',
  'sd',
  'ug',
  'ur',
  'yi',
]);

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** `<html lang dir>` from the language cookie; English, left to right, without a valid one. */
export function htmlLanguageFromCookie(cookieHeader: string | undefined): HtmlLanguage {
  const code = readCookie(cookieHeader, languageCookieName);
  if (!code || !languageCodePattern.test(code)) return defaultLanguage;
  const primary = code.split('-')[0] ?? code;
  return { lang: code, dir: rtlLanguages.has(primary) ? 'rtl' : 'ltr' };
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
