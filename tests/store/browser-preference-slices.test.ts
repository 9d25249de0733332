/** The small slices of what this browser keeps: its position, chosen language and push token. */
import type { Reducer } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import * as cache from '@/store/slices/cache-slice';
import * as language from '@/store/slices/language-slice';
import * as settings from '@/store/slices/settings-slice';

describe('what each slice starts with', () => {
  it.each<[string, Reducer, unknown]>([
    [
      'cache: starts without a known position',
      cache.cacheSlice.reducer,
      { geolocation: null, newUserChatData: null },
    ],
    [
      'language: starts with no language chosen (the URL decides what a page shows)',
      language.languageSlice.reducer,
      { selectedLanguage: null },
    ],
    [
      "settings: keeps only the browser's own settings: no messaging token at first",
      settings.settingsSlice.reducer,
      { fcmToken: null },
    ],
  ])('%s', (_behaviour, reduce, initial) => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual(initial);
  });
});

describe('cache slice', () => {
  it("keeps the browser's position once found", () => {
    const position = { latitude: 38.7, longitude: -9.1 };
    const state = cache.cacheSlice.reducer(
      cache.initialCacheState,
      cache.geolocationFound(position),
    );
    expect(cache.selectGeolocation({ cache: state })).toEqual(position);
  });
});

describe('language slice', () => {
  it("keeps the visitor's chosen language as a preference", () => {
    const reduce = language.languageSlice.reducer;
    const state = reduce(language.initialLanguageState, language.languageChosen('ar'));
    expect(language.selectChosenLanguage({ language: state })).toBe('ar');
    expect(reduce(state, language.languageChosen('en')).selectedLanguage).toBe('en');
  });
});

describe('settings slice', () => {
  it('keeps the push-messaging token, and forgets it', () => {
    const reduce = settings.settingsSlice.reducer;
    const state = reduce(settings.initialSettingsState, settings.fcmTokenReceived('fcm-123'));
    expect(settings.selectFcmToken({ settings: state })).toBe('fcm-123');
    expect(reduce(state, settings.fcmTokenReceived(null)).fcmToken).toBeNull();
  });

  it('names its actions as events', () => {
    expect(settings.fcmTokenReceived('x').type).toBe('settings/fcmTokenReceived');
  });
});
