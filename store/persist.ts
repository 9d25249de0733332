import type { SessionState } from './slices/session-slice';
import { initialSettingsState, type SettingsState } from './slices/settings-slice';
import type { RootState } from './make-store';

/** Persist key; localStorage holds it under `persist:hearth` (the key redux-persist used). */
export const persistKey = 'hearth';
export const persistStorageKey = `persist:${persistKey}`;
/** Spec §4/§9: session and settings persist; rehydration gives up after 5000 ms. */
export const persistedSlices = ['session', 'settings'] as const;
export const rehydrateTimeoutMs = 5000;
/** Version written in `_persist`, as redux-persist wrote it with `version: 1`. */
export const persistVersion = 1;

export type PersistedSliceName = (typeof persistedSlices)[number];
type PersistedSlices = Partial<Pick<RootState, PersistedSliceName>>;

/**
 * Where the persisted state is kept: localStorage's shape, except that reading may be
 * asynchronous (the rehydrate timeout covers a storage that never answers).
 */
export interface PersistStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that keeps nothing: for the server and for browsers that refuse localStorage. */
export const noopStorage: PersistStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

export function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

/**
 * localStorage in the browser; the noop storage on the server or when localStorage is missing or
 * throws (private mode, storage disabled, quota of zero). Later failures (quota exceeded while
 * writing) are ignored: the app keeps working, only unpersisted.
 */
export function createPersistStorage(): PersistStorage {
  if (!isBrowser()) return noopStorage;
  let storage: Storage;
  try {
    storage = window.localStorage;
    const probeKey = `${persistKey}:probe`;
    storage.setItem(probeKey, '1');
    storage.removeItem(probeKey);
  } catch {
    return noopStorage;
  }
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota exceeded or storage revoked: keep running without persisting.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
}

/**
 * Reads the stored value in redux-persist's format: a JSON object whose values are JSON strings,
 * one per persisted slice, plus `_persist`. Returns the persisted slices found (not validated:
 * `reconcileRehydratedState` checks their shape), or undefined when nothing usable is stored.
 */
export function parsePersistedState(
  serialized: string | null,
): Record<string, unknown> | undefined {
  if (!serialized) return undefined;
  try {
    const outer: unknown = JSON.parse(serialized);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return undefined;
    const stored: Record<string, unknown> = {};
    for (const name of persistedSlices) {
      const inner = (outer as Record<string, unknown>)[name];
      if (typeof inner === 'string') stored[name] = JSON.parse(inner);
    }
    return stored;
  } catch {
    // Corrupt data: like redux-persist, restore nothing (it is overwritten on the next write).
    return undefined;
  }
}

/** The value to store for these slices, in redux-persist's format (readable by older builds). */
export function serializePersistedState(state: Pick<RootState, PersistedSliceName>): string {
  const outer: Record<string, string> = {};
  for (const name of persistedSlices) outer[name] = JSON.stringify(state[name]);
  outer._persist = JSON.stringify({ version: persistVersion, rehydrated: true });
  return JSON.stringify(outer);
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
 * A slice already changed between `startPersistence` and rehydration (`original` is the state when
 * persistence started, `reduced` the state at rehydration) is left alone.
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
