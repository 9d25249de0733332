import { describe, expect, it } from 'vitest';
import {
  initialLanguageState,
  languageChosen,
  languageSlice,
  selectChosenLanguage,
} from '@/store/slices/language-slice';

const reduce = languageSlice.reducer;

describe('language slice', () => {
  it('starts with no language chosen (the URL decides what a page shows)', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({ selectedLanguage: null });
  });

  it("keeps the visitor's chosen language as a preference", () => {
    const state = reduce(initialLanguageState, languageChosen('ar'));
    expect(selectChosenLanguage({ language: state })).toBe('ar');
    expect(reduce(state, languageChosen('en')).selectedLanguage).toBe('en');
  });
});
