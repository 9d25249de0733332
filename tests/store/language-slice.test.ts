import { describe, expect, it } from 'vitest';
import {
  initialLanguageState,
  languageFailed,
  languageRequested,
  languageSelected,
  languageSlice,
  languagesReceived,
} from '@/store/slices/language-slice';
import { aLanguageFile, arabic, english } from '../support/client-fixtures';

const reduce = languageSlice.reducer;

describe('language slice', () => {
  it('starts with no languages and none selected', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({
      languages: [],
      loading: false,
      selectedLanguage: null,
    });
  });

  it('keeps the list of languages', () => {
    expect(reduce(initialLanguageState, languagesReceived([english, arabic])).languages).toEqual([
      english,
      arabic,
    ]);
  });

  it('sets loading when a language file is requested', () => {
    expect(reduce(initialLanguageState, languageRequested()).loading).toBe(true);
  });

  it('selects the received language file and clears loading', () => {
    const file = aLanguageFile(arabic, { 'common.search': 'بحث' });
    const state = reduce(reduce(initialLanguageState, languageRequested()), languageSelected(file));
    expect(state.selectedLanguage).toEqual(file);
    expect(state.loading).toBe(false);
  });

  it('clears loading on failure and keeps the language already shown', () => {
    const file = aLanguageFile(english, { 'common.search': 'Search' });
    const shown = reduce(initialLanguageState, languageSelected(file));
    const state = reduce(reduce(shown, languageRequested()), languageFailed());
    expect(state).toMatchObject({ selectedLanguage: file, loading: false });
  });
});
