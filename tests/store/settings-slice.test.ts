import { describe, expect, it } from 'vitest';
import {
  fcmTokenReceived,
  initialSettingsState,
  selectFcmToken,
  settingsSlice,
} from '@/store/slices/settings-slice';

const reduce = settingsSlice.reducer;

describe('settings slice', () => {
  it("keeps only the browser's own settings: no messaging token at first", () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({ fcmToken: null });
  });

  it('keeps the push-messaging token, and forgets it', () => {
    const state = reduce(initialSettingsState, fcmTokenReceived('fcm-123'));
    expect(selectFcmToken({ settings: state })).toBe('fcm-123');
    expect(reduce(state, fcmTokenReceived(null)).fcmToken).toBeNull();
  });

  it('names its actions as events', () => {
    expect(fcmTokenReceived('x').type).toBe('settings/fcmTokenReceived');
  });
});
