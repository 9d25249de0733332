import { createSlice, type PayloadAction } from '@/store/create-slice';
import type { LanguageDto, LanguageFileDto } from '@/contracts/dto/language-dto';

/** Available languages and the selected one with its strings (not persisted: the cookie is). */
export interface LanguageState {
  languages: LanguageDto[];
  loading: boolean;
  selectedLanguage: LanguageFileDto | null;
}

export const initialLanguageState: LanguageState = {
  languages: [],
  loading: false,
  selectedLanguage: null,
};

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    languagesReceived(state, action: PayloadAction<LanguageDto[]>) {
      state.languages = action.payload;
    },
    languageRequested(state) {
      state.loading = true;
    },
    languageSelected(state, action: PayloadAction<LanguageFileDto>) {
      state.selectedLanguage = action.payload;
      state.loading = false;
    },
    languageFailed(state) {
      state.loading = false;
    },
  },
});

export const { languagesReceived, languageRequested, languageSelected, languageFailed } =
  languageSlice.actions;

interface WithLanguage {
  language: LanguageState;
}

export const selectLanguages = (state: WithLanguage): LanguageDto[] => state.language.languages;
export const selectSelectedLanguage = (state: WithLanguage): LanguageFileDto | null =>
  state.language.selectedLanguage;
