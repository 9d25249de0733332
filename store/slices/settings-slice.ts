import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What belongs to this browser rather than to the marketplace (persisted): the push-messaging
 * token. The marketplace's own settings (`web-settings`) are server data and live in React Query
 * (api/settings/get-web-settings.ts), never copied here.
 */
export interface SettingsState {
  fcmToken: string | null;
}

export const initialSettingsState: SettingsState = { fcmToken: null };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    fcmTokenReceived(state, action: PayloadAction<string | null>) {
      state.fcmToken = action.payload;
    },
  },
});

export const { fcmTokenReceived } = settingsSlice.actions;

interface WithSettings {
  settings: SettingsState;
}

export const selectFcmToken = (state: WithSettings): string | null => state.settings.fcmToken;
