import { useCallback, useMemo } from 'react';
import english from '@/locales/en.json';
import { translate, useTranslation, type Translate } from '@/hooks/use-translation';

const englishStrings: Record<string, string> = english;

/** Picks `${baseKey}.${plural category}` ("one", "few", "other" …) for a count. */
export type TranslateCount = (baseKey: string, count: number) => string;

export interface SiteText {
  t: Translate;
  /** Plural-aware: `tCount('home.categories.count', 3)` reads `home.categories.count.other`. */
  tCount: TranslateCount;
  /** BCP 47 code of the language shown, for Intl formatting ('en' when none is loaded). */
  locale: string;
  dir: 'ltr' | 'rtl';
}

function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  try {
    return new Intl.PluralRules(locale).select(count);
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}

function formatCount(locale: string, count: number): string {
  try {
    return new Intl.NumberFormat(locale).format(count);
  } catch {
    return String(count);
  }
}

/**
 * useTranslation with English as the floor: when no language is loaded (static error pages) or
 * the loaded one lacks a key, the string comes from locales/en.json instead of the bare key.
 */
export function useSiteText(): SiteText {
  const { t: translateLoaded, language, dir } = useTranslation();
  const locale = language?.code ?? 'en';

  const t = useCallback<Translate>(
    (key, vars) => {
      if (language) {
        const text = translateLoaded(key, vars);
        if (text !== key && text !== '') return text;
      }
      return translate(englishStrings, key, vars);
    },
    [language, translateLoaded],
  );

  const tCount = useCallback<TranslateCount>(
    (baseKey, count) => {
      const vars = { count: formatCount(locale, count) };
      const key = `${baseKey}.${pluralCategory(locale, count)}`;
      const text = t(key, vars);
      return text === key ? t(`${baseKey}.other`, vars) : text;
    },
    [t, locale],
  );

  return useMemo(
    () => ({ t, tCount, locale, dir: language ? dir : 'ltr' }),
    [t, tCount, locale, language, dir],
  );
}
