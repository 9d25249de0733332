import { useCallback, useMemo } from 'react';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import { useAppSelector } from '@/store/hooks';
import { selectSelectedLanguage } from '@/store/slices/language-slice';

export type TranslationVars = Record<string, string | number>;
export type Translate = (key: string, vars?: TranslationVars) => string;

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
  language: LanguageDto | null;
  dir: 'ltr' | 'rtl';
}

/** Strings of the selected language (from the store, so server and browser render the same). */
export function useTranslation(): TranslationApi {
  const selected = useAppSelector(selectSelectedLanguage);
  const translations = selected?.translations;
  const t = useCallback<Translate>(
    (key, vars) => translate(translations, key, vars),
    [translations],
  );
  return useMemo(
    () => ({ t, language: selected, dir: selected?.rtl ? 'rtl' : 'ltr' }),
    [t, selected],
  );
}
