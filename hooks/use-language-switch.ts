import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import { languageCookieName } from '@/contracts/page-base-props';
import { useLanguages } from '@/api/languages/get-languages';
import { useAppDispatch } from '@/store/hooks';
import { languageChosen } from '@/store/slices/language-slice';
import { useTranslation } from './use-translation';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/** Next.js reads this cookie on `/` and sends the visitor to their language's home page. */
export function writeLanguageCookie(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${languageCookieName}=${encodeURIComponent(code)}; path=/; max-age=${oneYearInSeconds}` +
    `; SameSite=Lax${secure}`;
}

export interface LanguageSwitch {
  languages: LanguageDto[];
  selected: LanguageDto | null;
  /** Opens the same page in another language (its URL); rejects when the page cannot load. */
  switchTo(code: string): Promise<void>;
  isSwitching: boolean;
}

/**
 * The language switch: the URL decides the language a page renders in, so switching opens the
 * same page under the other language's URL, and remembers the choice (store and cookie).
 */
export function useLanguageSwitch(): LanguageSwitch {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { data: languages = [] } = useLanguages();
  const { language } = useTranslation();
  const [isSwitching, setIsSwitching] = useState(false);

  const switchTo = useCallback(
    async (code: string) => {
      dispatch(languageChosen(code));
      writeLanguageCookie(code);
      setIsSwitching(true);
      try {
        const isDone = await router.push(
          { pathname: router.pathname, query: router.query },
          router.asPath,
          { locale: code, scroll: false },
        );
        if (isDone === false) throw new Error('The language switch was interrupted.');
      } finally {
        setIsSwitching(false);
      }
    },
    [dispatch, router],
  );

  return { languages, selected: language, switchTo, isSwitching };
}
