import { createSlice, type PayloadAction } from '@/store/create-slice';
import type { WebSettingsDto } from '@/contracts/dto/settings-dto';

/** `web-settings` as last received, when, and the push-messaging token (persisted). */
export interface SettingsState {
  data: WebSettingsDto | null;
  /** Epoch milliseconds of the last successful `web-settings` answer. */
  lastFetch: number | null;
  loading: boolean;
  fcmToken: string | null;
}

export const initialSettingsState: SettingsState = {
  data: null,
  lastFetch: null,
  loading: false,
  fcmToken: null,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    settingsRequested(state) {
      state.loading = true;
    },
    settingsReceived: {
      reducer(state, action: PayloadAction<{ data: WebSettingsDto; receivedAt: number }>) {
        state.data = action.payload.data;
        state.lastFetch = action.payload.receivedAt;
        state.loading = false;
      },
      /** `receivedAt` defaults to now; pass it to keep reducers and tests deterministic. */
      prepare(data: WebSettingsDto, receivedAt: number = Date.now()) {
        return { payload: { data, receivedAt } };
      },
    },
    settingsFailed(state) {
      state.loading = false;
    },
    fcmTokenReceived(state, action: PayloadAction<string | null>) {
      state.fcmToken = action.payload;
    },
  },
});

export const { settingsRequested, settingsReceived, settingsFailed, fcmTokenReceived } =
  settingsSlice.actions;

interface WithSettings {
  settings: SettingsState;
}

export const selectSettings = (state: WithSettings): WebSettingsDto | null => state.settings.data;
export const selectFcmToken = (state: WithSettings): string | null => state.settings.fcmToken;
