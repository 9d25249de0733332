import { createContext, useCallback, useContext, useMemo } from 'react';
import type { LanguageFileDto } from '@/contracts/dto/language-dto';

export type TranslationVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslationVars) => string;

/**
 * The language the page was rendered in, with its strings: they come with the page's props
 * (components/layout/app-providers.tsx provides them), so server and browser render the same.
 */
export const PageLanguageContext = createContext<LanguageFileDto | null>(null);

const placeholderPattern = /\{(\w+)\}/g;

/**
 * The string for `key` (the key itself when the language has none), with `{name}` placeholders
 * replaced from `vars`; placeholders without a value are left as written.
 */
export function translate(
  translations: Record<string, string> | undefined,
  key: string,
  vars?: TranslationVars,
): string {
  const text = translations?.[key] ?? key;
  if (!vars) return text;
  return text.replace(placeholderPattern, (placeholder, name: string) => {
    const value = vars[name];
    return value === undefined ? placeholder : String(value);
  });
}

export interface TranslationApi {
  t: Translate;
  language: LanguageFileDto | null;
  dir: 'ltr' | 'rtl';
}

/** Strings of the page's language. */
export function useTranslation(): TranslationApi {
  const language = useContext(PageLanguageContext);
  const translations = language?.translations;
  const t = useCallback<Translate>(
    (key, vars) => translate(translations, key, vars),
    [translations],
  );
  return useMemo(() => ({ t, language, dir: language?.rtl ? 'rtl' : 'ltr' }), [t, language]);
}
