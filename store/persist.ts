import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
  type WebStorage,
} from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import type { SessionState } from './slices/session-slice';
import type { RootState } from './make-store';

/** localStorage key (redux-persist stores it as `persist:hearth`). */
export const persistKey = 'hearth';
export const persistStorageKey = `persist:${persistKey}`;
/** Spec §4: session and settings persist; the language preference persists with them. */
export const persistedSlices = ['session', 'settings', 'language'] as const;
/** Spec §9: rehydration gives up after 5000 ms. */
export const rehydrateTimeoutMs = 5000;
/**
 * 1: session + settings with the whole `web-settings` answer inside (until November 2026).
 * 2: settings keep only the browser's own fields; the language preference is stored.
 */
export const persistVersion = 2;

type PersistedSliceName = (typeof persistedSlices)[number];
type StoredSlices = Partial<Record<PersistedSliceName, unknown>> & PersistedState;

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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSessionState(value: unknown): value is SessionState {
  if (!isRecord(value) || typeof value.loading !== 'boolean') return false;
  const { data } = value;
  return data === null || (isRecord(data) && typeof data.token === 'string' && isRecord(data.user));
}

/** Each version's step from the one before it (redux-persist runs the steps in order). */
export const persistMigrations: MigrationManifest = {
  2: (state) => {
    if (!state) return state;
    const stored = state as StoredSlices;
    const settings = isRecord(stored.settings) ? stored.settings : {};
    const fcmToken = typeof settings.fcmToken === 'string' ? settings.fcmToken : null;
    return { ...stored, settings: { fcmToken } } as PersistedState;
  },
};

/**
 * What was stored, made safe before it is merged: a slice whose shape is wrong (edited by hand,
 * written by a broken build) is dropped, so the visitor starts signed out rather than crashing.
 */
export function keepValidSlices(inbound: unknown): Partial<RootState> {
  if (!isRecord(inbound)) return {};
  const valid: Partial<RootState> = {};
  if (isSessionState(inbound.session)) valid.session = inbound.session;
  const { settings, language } = inbound;
  if (isRecord(settings) && (settings.fcmToken === null || typeof settings.fcmToken === 'string')) {
    valid.settings = { fcmToken: settings.fcmToken };
  }
  if (
    isRecord(language) &&
    (language.selectedLanguage === null || typeof language.selectedLanguage === 'string')
  ) {
    valid.language = { selectedLanguage: language.selectedLanguage };
  }
  return valid;
}

/**
 * redux-persist's default merge, one level deep, for the slices that were stored and are valid,
 * except a slice that changed since persistence started (a sign-in that finished before a slow
 * storage answered): the newer state wins over the stored one.
 */
export function reconcileStoredState(
  inbound: unknown,
  current: RootState,
  stateAtStart: RootState | undefined,
): RootState {
  const stored = keepValidSlices(inbound);
  const next = { ...current };
  for (const name of persistedSlices) {
    const slice = stored[name];
    const isChangedSinceStart = stateAtStart !== undefined && current[name] !== stateAtStart[name];
    if (slice && !isChangedSinceStart) Object.assign(next, { [name]: slice });
  }
  return next;
}

export function makePersistConfig(
  storage: WebStorage,
  stateAtStart: () => RootState | undefined = () => undefined,
): PersistConfig<RootState> {
  return {
    key: persistKey,
    version: persistVersion,
    storage,
    whitelist: [...persistedSlices],
    timeout: rehydrateTimeoutMs,
    migrate: createMigrate(persistMigrations, { debug: false }),
    stateReconciler: (inbound, _original, reduced) =>
      reconcileStoredState(inbound, reduced, stateAtStart()),
  };
}
