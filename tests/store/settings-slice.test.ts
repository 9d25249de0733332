import { describe, expect, it } from 'vitest';
import {
  fcmTokenReceived,
  initialSettingsState,
  settingsFailed,
  settingsReceived,
  settingsRequested,
  settingsSlice,
} from '@/store/slices/settings-slice';
import { someWebSettings } from '../support/client-fixtures';

const reduce = settingsSlice.reducer;

describe('settings slice', () => {
  it('starts with no settings, no fetch time and no messaging token', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({
      data: null,
      lastFetch: null,
      loading: false,
      fcmToken: null,
    });
  });

  it('sets loading when settings are requested', () => {
    expect(reduce(initialSettingsState, settingsRequested()).loading).toBe(true);
  });

  it('stores the settings and when they arrived, and clears loading', () => {
    const settings = someWebSettings();
    const loading = reduce(initialSettingsState, settingsRequested());
    const state = reduce(loading, settingsReceived(settings, 1_700_000_000_000));
    expect(state).toEqual({
      data: settings,
      lastFetch: 1_700_000_000_000,
      loading: false,
      fcmToken: null,
    });
  });

  it('stamps received settings with the current time when no time is given', () => {
    const before = Date.now();
    const state = reduce(initialSettingsState, settingsReceived(someWebSettings()));
    expect(state.lastFetch).toBeGreaterThanOrEqual(before);
  });

  it('clears loading on failure and keeps the settings it had', () => {
    const settings = someWebSettings();
    const had = reduce(initialSettingsState, settingsReceived(settings, 1));
    const state = reduce(reduce(had, settingsRequested()), settingsFailed());
    expect(state).toMatchObject({ data: settings, lastFetch: 1, loading: false });
  });

  it('keeps the push-messaging token', () => {
    const state = reduce(initialSettingsState, fcmTokenReceived('fcm-123'));
    expect(state.fcmToken).toBe('fcm-123');
    expect(reduce(state, fcmTokenReceived(null)).fcmToken).toBeNull();
  });
});
