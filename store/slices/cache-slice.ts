import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Client state shared between screens for this visit (not persisted). Only what something
 * reads lives here; a field joins when the screen that reads it does.
 */
/**
 * A conversation about to start from a listing page (the spec's `newUserChatData`): what the
 * listing page knows of the listing and its owner, for the chat page to show before the first
 * message makes the conversation.
 */
export interface NewUserChatData {
  userId: number;
  name: string;
  profile: string | null;
  propertyId: number;
  propertyTitle: string;
  propertySlug: string;
  propertyImage: string | null;
}

export interface CacheState {
  /** The browser's position, asked once per app start (null when denied or unavailable). */
  geolocation: Coordinates | null;
  /** The conversation the visitor asked to start from a listing page (null: none). */
  newUserChatData: NewUserChatData | null;
}

export const initialCacheState: CacheState = { geolocation: null, newUserChatData: null };

export const cacheSlice = createSlice({
  name: 'cache',
  initialState: initialCacheState,
  reducers: {
    geolocationFound(state, action: PayloadAction<Coordinates>) {
      state.geolocation = action.payload;
    },
    chatWithOwnerRequested(state, action: PayloadAction<NewUserChatData>) {
      state.newUserChatData = action.payload;
    },
  },
});

export const { geolocationFound, chatWithOwnerRequested } = cacheSlice.actions;

interface WithCache {
  cache: CacheState;
}

export const selectGeolocation = (state: WithCache): Coordinates | null => state.cache.geolocation;

export const selectNewUserChatData = (state: WithCache): NewUserChatData | null =>
  state.cache.newUserChatData;
