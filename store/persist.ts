import type { PersistConfig, WebStorage } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { SessionState } from './slices/session-slice';
import { initialSettingsState, type SettingsState } from './slices/settings-slice';
import type { RootState } from './make-store';

/** localStorage key (redux-persist stores it as `persist:hearth`). */
export const persistKey = 'hearth';
/** Spec §4/§9: session and settings persist; rehydration gives up after 5000 ms. */
export const persistedSlices = ['session', 'settings'] as const;
export const rehydrateTimeoutMs = 5000;

type PersistedSlices = Partial<Pick<RootState, (typeof persistedSlices)[number]>>;

/** Storage that keeps nothing: for the server and for browsers that refuse localStorage. */
export const noopStorage: WebStorage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

export function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

/**
 * localStorage wrapped for redux-persist in the browser; the noop storage on the server or when
 * localStorage is missing or throws (private mode, storage disabled, quota of zero).
 */
export function createPersistStorage(): WebStorage {
  if (!isBrowser()) return noopStorage;
  try {
    const probeKey = `${persistKey}:probe`;
    window.localStorage.setItem(probeKey, '1');
    window.localStorage.removeItem(probeKey);
  } catch {
    return noopStorage;
  }
  return createWebStorage('local');
}

function isSessionState(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const { data, loading } = value as Partial<SessionState>;
  if (typeof loading !== 'boolean') return false;
  return data === null || (typeof data?.token === 'string' && typeof data.user === 'object');
}

function isSettingsState(value: unknown): value is SettingsState {
  return typeof value === 'object' && value !== null && 'data' in value && 'fcmToken' in value;
}

/**
 * Merges what localStorage held into the state made from the page props:
 * - session: the stored one wins (the server never knows the browser's session);
 * - settings: settings the server rendered with are fresher than stored ones, so they win; the
 *   stored fcm token is kept; a stored `loading` flag is never restored.
 * Like redux-persist's default, a slice already changed before rehydration is left alone.
 */
export function reconcileRehydratedState(
  inbound: unknown,
  original: RootState,
  reduced: RootState,
): RootState {
  const next: RootState = { ...reduced };
  if (typeof inbound !== 'object' || inbound === null) return next;
  const stored = inbound as PersistedSlices;

  if (isSessionState(stored.session) && original.session === reduced.session) {
    next.session = stored.session;
  }
  if (isSettingsState(stored.settings) && original.settings === reduced.settings) {
    const current = reduced.settings;
    const fcmToken = current.fcmToken ?? stored.settings.fcmToken ?? null;
    next.settings = current.data
      ? { ...current, loading: false, fcmToken }
      : { ...initialSettingsState, ...stored.settings, loading: false, fcmToken };
  }
  return next;
}

export function makePersistConfig(storage: WebStorage): PersistConfig<RootState> {
  return {
    key: persistKey,
    version: 1,
    storage,
    whitelist: [...persistedSlices],
    timeout: rehydrateTimeoutMs,
    stateReconciler: (inbound, original, reduced) =>
      reconcileRehydratedState(inbound, original, reduced),
  };
}
