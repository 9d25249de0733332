import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The language the visitor chose, as a preference (persisted). The URL decides what a page
 * renders (`/` English, `/ar/…` Arabic); the language switch changes both. The languages offered
 * and their strings are server data that come with the page.
 */
export interface LanguageState {
  /** A language code ('en', 'ar'), or null while the visitor has not chosen one. */
  selectedLanguage: string | null;
}

export const initialLanguageState: LanguageState = { selectedLanguage: null };

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languageChosen(state, action: PayloadAction<string>) {
      state.selectedLanguage = action.payload;
    },
  },
});

export const { languageChosen } = languageSlice.actions;

interface WithLanguage {
  language: LanguageState;
}

export const selectChosenLanguage = (state: WithLanguage): string | null =>
  state.language.selectedLanguage;
