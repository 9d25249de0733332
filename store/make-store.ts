import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { Persistor, WebStorage } from 'redux-persist';
// Only the action names at start: redux-persist itself loads with persistence (startPersistence),
// after the page has hydrated, so it is not part of any page's first-load JavaScript.
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import { cacheSlice } from './slices/cache-slice';
import { languageSlice } from './slices/language-slice';
import { sessionSlice } from './slices/session-slice';
import { settingsSlice } from './slices/settings-slice';

export const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  settings: settingsSlice.reducer,
  language: languageSlice.reducer,
  cache: cacheSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  /** Persist session, settings and language to localStorage. Default: only in the browser. */
  persist?: boolean;
  /** Where to persist (tests). Default: localStorage, or nothing when it is unavailable. */
  storage?: WebStorage;
}

interface Rehydration {
  promise: Promise<void>;
  resolve: () => void;
  /** Where to persist: the option given to makeStore, else localStorage (or nothing). */
  storage?: WebStorage;
  /** The state when persistence started: slices changed since then are newer than storage. */
  stateAtStart?: RootState;
}

const rehydrations = new WeakMap<object, Rehydration>();
const persistors = new WeakMap<object, Promise<Persistor>>();

/**
 * One store per request on the server and per app instance in the browser. Persistence is wired
 * only in the browser; call `startPersistence(store)` (in an effect) to rehydrate and start
 * writing. Rendering never waits for it (no PersistGate): the server's HTML and the first
 * browser render are the same signed-out page, and the session appears after rehydration.
 */
export function makeStore(preloaded?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const persist = options.persist ?? typeof window !== 'undefined';
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry callbacks (register, rehydrate, …).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });

  if (persist) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    rehydrations.set(store, { promise, resolve, storage: options.storage });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Starts redux-persist for a store made with persistence (browser only): loads the library,
 * puts the persisted reducer in place, reads localStorage, migrates and rehydrates what was
 * stored, then writes changes back. Safe to call more than once (React strict mode runs effects
 * twice: the same promise each time); returns null for a store without persistence.
 */
export function startPersistence(store: AppStore): Promise<Persistor> | null {
  const rehydration = rehydrations.get(store);
  if (!rehydration) return null;
  const existing = persistors.get(store);
  if (existing) return existing;
  rehydration.stateAtStart = store.getState();
  const started = Promise.all([import('redux-persist'), import('./persist')]).then(
    ([{ persistReducer, persistStore }, { createPersistStorage, makePersistConfig }]) => {
      const config = makePersistConfig(
        rehydration.storage ?? createPersistStorage(),
        () => rehydration.stateAtStart,
      );
      // The persisted reducer adds redux-persist's own `_persist` key, which the app never
      // reads; typing the store by the app's slices keeps RootState the same everywhere.
      store.replaceReducer(persistReducer(config, rootReducer) as unknown as typeof rootReducer);
      return persistStore(store, null, rehydration.resolve);
    },
  );
  persistors.set(store, started);
  return started;
}

/**
 * Resolves once the persisted state has been restored (or restoring gave up after the rehydrate
 * timeout). Resolves at once for a store without persistence.
 */
export function whenRehydrated(store: AppStore): Promise<void> {
  return rehydrations.get(store)?.promise ?? Promise.resolve();
}
