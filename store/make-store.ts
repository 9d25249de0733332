import type { Action } from './create-slice';
import { cacheSlice, type CacheState } from './slices/cache-slice';
import { languageSlice, type LanguageState } from './slices/language-slice';
import { sessionSlice, type SessionState } from './slices/session-slice';
import { settingsSlice, type SettingsState } from './slices/settings-slice';
import {
  createPersistStorage,
  isBrowser,
  parsePersistedState,
  persistStorageKey,
  reconcileRehydratedState,
  rehydrateTimeoutMs,
  serializePersistedState,
  type PersistStorage,
} from './persist';

export type RootState = {
  session: SessionState;
  settings: SettingsState;
  language: LanguageState;
  cache: CacheState;
};

function hasSameSlices(state: Partial<RootState>, next: RootState): state is RootState {
  return (
    state.session === next.session &&
    state.settings === next.settings &&
    state.language === next.language &&
    state.cache === next.cache
  );
}

/**
 * The four slices side by side (what Redux's `combineReducers` made). A missing slice starts from
 * its initial state; when no slice changes, the previous state object is returned as it was.
 */
export function rootReducer(state: Partial<RootState> | undefined, action: Action): RootState {
  const next: RootState = {
    session: sessionSlice.reducer(state?.session, action),
    settings: settingsSlice.reducer(state?.settings, action),
    language: languageSlice.reducer(state?.language, action),
    cache: cacheSlice.reducer(state?.cache, action),
  };
  return state && hasSameSlices(state, next) ? state : next;
}

/** The store the app uses: Redux's store contract, without middleware or reducer replacement. */
export interface AppStore {
  getState(): RootState;
  /** Runs the action through the reducers, tells subscribers if the state changed, returns it. */
  dispatch<A extends Action>(action: A): A;
  /** Calls `listener` after every dispatch that changed the state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export type AppDispatch = AppStore['dispatch'];

export interface MakeStoreOptions {
  /** Persist session and settings to localStorage. Default: only in the browser. */
  persist?: boolean;
  /** Where to persist (tests). Default: localStorage, or nothing when it is unavailable. */
  storage?: PersistStorage;
}

/** Internal: replaces the whole state with the reconciled, rehydrated one. */
const rehydrateType = 'persist/rehydrated';
interface RehydrateAction extends Action<typeof rehydrateType> {
  state: RootState;
}

function isRehydrateAction(action: Action): action is RehydrateAction {
  return action.type === rehydrateType && 'state' in action;
}

function createStore(initialState: RootState): AppStore {
  let state = initialState;
  let isDispatching = false;
  const listeners = new Set<() => void>();

  return {
    getState: () => state,
    dispatch(action) {
      if (isDispatching) throw new Error('Reducers may not dispatch actions.');
      const previous = state;
      isDispatching = true;
      try {
        state = isRehydrateAction(action) ? action.state : rootReducer(state, action);
      } finally {
        isDispatching = false;
      }
      if (state !== previous) {
        // A copy: a listener may unsubscribe (or subscribe) others while being called.
        for (const listener of [...listeners]) listener();
      }
      return action;
    },
    subscribe(listener) {
      const own = () => listener();
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
  };
}

/** What persistence needs to know about a store built with it. */
interface PersistenceSetup {
  storage: PersistStorage | undefined;
  promise: Promise<void>;
  resolve: () => void;
  started: Persistence | null;
}

/** A started persistence: `flush()` writes pending changes to storage at once. */
export interface Persistence {
  flush(): void;
}

const persistenceSetups = new WeakMap<AppStore, PersistenceSetup>();

/**
 * One store per request on the server and per app instance in the browser. Persistence is wired
 * only in the browser; call `startPersistence(store)` (in an effect) to rehydrate and start
 * writing. Rendering never waits for it.
 */
export function makeStore(
  preloaded?: Partial<RootState>,
  options: MakeStoreOptions = {},
): AppStore {
  const store = createStore(rootReducer(preloaded, { type: '@@hearth/init' }));
  if (options.persist ?? isBrowser()) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    persistenceSetups.set(store, { storage: options.storage, promise, resolve, started: null });
  }
  return store;
}

/** Writes are gathered for this long after a change, then made at once (and on `pagehide`). */
export const persistWriteDelayMs = 50;

function runPersistence(store: AppStore, setup: PersistenceSetup): Persistence {
  const storage = setup.storage ?? createPersistStorage();
  const original = store.getState();
  let isRehydrated = false;
  let written: Pick<RootState, 'session' | 'settings'> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!isRehydrated) return;
    const { session, settings } = store.getState();
    if (written && written.session === session && written.settings === settings) return;
    written = { session, settings };
    storage.setItem(persistStorageKey, serializePersistedState(written));
  }

  function scheduleWrite(): void {
    if (timer === undefined) timer = setTimeout(flush, persistWriteDelayMs);
  }

  function finishRehydration(inbound: Record<string, unknown> | undefined): void {
    if (isRehydrated) return;
    isRehydrated = true;
    if (inbound !== undefined) {
      const reconciled = reconcileRehydratedState(inbound, original, store.getState());
      store.dispatch({ type: rehydrateType, state: reconciled } satisfies RehydrateAction);
    }
    // As redux-persist did: store what was rehydrated, then every change.
    scheduleWrite();
    store.subscribe(() => {
      const { session, settings } = store.getState();
      if (written?.session !== session || written.settings !== settings) scheduleWrite();
    });
    if (typeof window !== 'undefined' && typeof document !== 'undefined') {
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
    }
    setup.resolve();
  }

  // Give up on a storage that does not answer in time: start without the stored state (a late
  // answer is ignored, and the next write replaces it).
  const timeout = setTimeout(() => finishRehydration(undefined), rehydrateTimeoutMs);
  const read = async (): Promise<string | null> => storage.getItem(persistStorageKey);
  // Always applied asynchronously, after the render that started persistence has committed.
  void read()
    .catch(() => null)
    .then((serialized) => {
      clearTimeout(timeout);
      finishRehydration(parsePersistedState(serialized));
    });

  return { flush };
}

/**
 * Starts persistence for a store made with it (browser only): reads localStorage, rehydrates
 * session and settings (see `reconcileRehydratedState`), then writes changes back. Safe to call
 * more than once (React strict mode runs effects twice); returns null for a store without
 * persistence.
 */
export function startPersistence(store: AppStore): Persistence | null {
  const setup = persistenceSetups.get(store);
  if (!setup) return null;
  setup.started ??= runPersistence(store, setup);
  return setup.started;
}

/**
 * Resolves once the persisted session has been restored (or restoring gave up after the rehydrate
 * timeout). Resolves at once for a store without persistence.
 */
export function whenRehydrated(store: AppStore): Promise<void> {
  return persistenceSetups.get(store)?.promise ?? Promise.resolve();
}
