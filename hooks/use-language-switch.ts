import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { LanguageDto } from '@/contracts/dto/language-dto';
import { languageCookieName } from '@/contracts/page-base-props';
import { languageQueryOptions } from '@/api/languages/get-language';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  languageFailed,
  languageRequested,
  languageSelected,
  selectLanguages,
  selectSelectedLanguage,
} from '@/store/slices/language-slice';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/** Remembers the language so the server renders the next page in it (and sets `<html dir>`). */
export function writeLanguageCookie(code: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${languageCookieName}=${encodeURIComponent(code)}; path=/; max-age=${oneYearInSeconds}` +
    `; SameSite=Lax${secure}`;
}

/** Sets `<html lang dir>` for the language now shown. */
export function applyDocumentLanguage(language: Pick<LanguageDto, 'code' | 'rtl'>): void {
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.rtl ? 'rtl' : 'ltr';
}

export interface LanguageSwitch {
  languages: LanguageDto[];
  selected: LanguageDto | null;
  /** Fetches the language file and shows it; rejects with the ApiError when fetching fails. */
  switchTo(code: string): Promise<void>;
  isSwitching: boolean;
}

export function useLanguageSwitch(): LanguageSwitch {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const languages = useAppSelector(selectLanguages);
  const selected = useAppSelector(selectSelectedLanguage);
  const [isSwitching, setIsSwitching] = useState(false);

  const switchTo = useCallback(
    async (code: string) => {
      setIsSwitching(true);
      dispatch(languageRequested());
      try {
        const file = await queryClient.fetchQuery(languageQueryOptions(code));
        dispatch(languageSelected(file));
        writeLanguageCookie(file.code);
        applyDocumentLanguage(file);
      } catch (error) {
        dispatch(languageFailed());
        throw error;
      } finally {
        setIsSwitching(false);
      }
    },
    [dispatch, queryClient],
  );

  return { languages, selected, switchTo, isSwitching };
}
