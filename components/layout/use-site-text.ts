import { useCallback, useMemo } from 'react';
import { useTranslation, type Translate } from '@/hooks/use-translation';
import { numberFormat, pluralRules } from '@/utils/intl-formatters';

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
    return pluralRules(locale).select(count);
  } catch {
    return count === 1 ? 'one' : 'other';
  }
}

function formatCount(locale: string, count: number): string {
  try {
    return numberFormat(locale).format(count);
  } catch {
    return String(count);
  }
}

/**
 * useTranslation with plural-aware counts and the locale for Intl formatting. English is the
 * floor of every language file the server sends (server/languages/read-translations.ts), and
 * the static error pages get the English file at build time (pages/404.tsx, pages/500.tsx), so
 * the browser bundle carries no strings of its own.
 */
export function useSiteText(): SiteText {
  const { t, language, dir } = useTranslation();
  const locale = language?.code ?? 'en';

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
