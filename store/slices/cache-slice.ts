import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * Client state shared between screens for this visit (not persisted). Only what something
 * reads lives here; a field joins when the screen that reads it does.
 */
export interface CacheState {
  /** The browser's position, asked once per app start (null when denied or unavailable). */
  geolocation: Coordinates | null;
}

export const initialCacheState: CacheState = { geolocation: null };

export const cacheSlice = createSlice({
  name: 'cache',
  initialState: initialCacheState,
  reducers: {
    geolocationFound(state, action: PayloadAction<Coordinates>) {
      state.geolocation = action.payload;
    },
  },
});

export const { geolocationFound } = cacheSlice.actions;

interface WithCache {
  cache: CacheState;
}

export const selectGeolocation = (state: WithCache): Coordinates | null => state.cache.geolocation;
