import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebStorage } from 'redux-persist';
import { makeStore, startPersistence, whenRehydrated } from '@/store/make-store';
import { persistStorageKey, persistVersion, rehydrateTimeoutMs } from '@/store/persist';
import { geolocationFound } from '@/store/slices/cache-slice';
import { profileUpdated, signInSucceeded } from '@/store/slices/session-slice';
import { fcmTokenReceived } from '@/store/slices/settings-slice';
import { aSession, aSessionUser, someWebSettings } from '../support/client-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What redux-persist 6 writes: a JSON object of JSON strings, one per slice, plus `_persist`. */
function reduxPersistValue(slices: Record<string, unknown>, version: number): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(slices)) outer[name] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify(outer);
}

function storedSlices(): Record<string, unknown> {
  const raw = window.localStorage.getItem(persistStorageKey);
  if (raw === null) throw new Error('nothing stored');
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(outer).map(([name, value]) => [name, JSON.parse(value) as unknown]),
  );
}

async function restoredStore() {
  const store = makeStore({}, { persist: true });
  startPersistence(store);
  await whenRehydrated(store);
  return store;
}

describe('persistence (redux-persist)', () => {
  it('keeps signed in whoever was signed in before the upgrade (stored format version 1)', async () => {
    const session = aSession({ user: aSessionUser({ name: 'Amina' }) });
    window.localStorage.setItem(
      persistStorageKey,
      reduxPersistValue(
        {
          session: { data: session, loading: true },
          settings: { data: someWebSettings(), lastFetch: 5, loading: true, fcmToken: 'fcm-9' },
        },
        1,
      ),
    );
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    // Rehydration is applied after the render that started it, never during it.
    expect(store.getState().session.data).toBeNull();
    await whenRehydrated(store);
    expect(store.getState().session).toEqual({ data: session, loading: true });
    // The old copy of the web settings is dropped: they are server data (React Query).
    expect(store.getState().settings).toEqual({ fcmToken: 'fcm-9' });
    expect(store.getState().language.selectedLanguage).toBeNull();
    await vi.waitFor(() =>
      expect(storedSlices()._persist).toEqual({ version: persistVersion, rehydrated: true }),
    );
    expect(storedSlices().settings).toEqual({ fcmToken: 'fcm-9' });
  });

  it('writes session, settings and language in redux-persist format, without the cache', async () => {
    const store = await restoredStore();
    store.dispatch(signInSucceeded(aSession()));
    store.dispatch(fcmTokenReceived('fcm-1'));
    store.dispatch(geolocationFound({ latitude: 1, longitude: 2 }));
    await vi.waitFor(() => expect(storedSlices().settings).toEqual({ fcmToken: 'fcm-1' }));
    expect(storedSlices()).toEqual({
      session: store.getState().session,
      settings: store.getState().settings,
      language: store.getState().language,
      _persist: { version: persistVersion, rehydrated: true },
    });
  });

  it('writes a nested change (a profile update) and restores it', async () => {
    const first = await restoredStore();
    first.dispatch(signInSucceeded(aSession()));
    first.dispatch(profileUpdated(aSessionUser({ name: 'Rui' })));
    await vi.waitFor(() => expect(window.localStorage.getItem(persistStorageKey)).toContain('Rui'));
    const next = await restoredStore();
    expect(next.getState().session.data?.user.name).toBe('Rui');
    expect(next.getState().session.data?.token).toBe('token-abc');
  });

  it('leaves alone a slice that changed before the stored state was read', async () => {
    window.localStorage.setItem(
      persistStorageKey,
      reduxPersistValue(
        { session: { data: aSession({ token: 'stored' }), loading: true } },
        persistVersion,
      ),
    );
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    store.dispatch(signInSucceeded(aSession({ token: 'fresh' })));
    await whenRehydrated(store);
    expect(store.getState().session.data?.token).toBe('fresh');
  });

  it('drops a stored session of the wrong shape and starts signed out', async () => {
    window.localStorage.setItem(
      persistStorageKey,
      reduxPersistValue(
        { session: { data: { token: 42 }, loading: true }, settings: { fcmToken: 'fcm-2' } },
        persistVersion,
      ),
    );
    const store = await restoredStore();
    expect(store.getState().session.data).toBeNull();
    expect(store.getState().settings.fcmToken).toBe('fcm-2');
  });

  it('restores nothing from corrupt data, and replaces it on the next write', async () => {
    window.localStorage.setItem(persistStorageKey, '{"session":"{not json');
    const store = await restoredStore();
    expect(store.getState().session.data).toBeNull();
    store.dispatch(signInSucceeded(aSession()));
    await vi.waitFor(() => expect(storedSlices().session).toEqual(store.getState().session));
  });

  it('gives up reading after the 5000 ms rehydrate timeout, then persists as usual', async () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const silent: WebStorage = {
      getItem: () => new Promise<string | null>(() => undefined),
      setItem: (_key, value: string) => {
        writes.push(value);
        return Promise.resolve();
      },
      removeItem: () => Promise.resolve(),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({}, { persist: true, storage: silent });
    let isRehydrated = false;
    void whenRehydrated(store).then(() => {
      isRehydrated = true;
    });
    startPersistence(store);
    await vi.advanceTimersByTimeAsync(rehydrateTimeoutMs - 1);
    expect(isRehydrated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isRehydrated).toBe(true);
    expect(rehydrateTimeoutMs).toBe(5000);

    store.dispatch(signInSucceeded(aSession()));
    await vi.advanceTimersByTimeAsync(100);
    expect(writes.at(-1)).toContain('token-abc');
  });

  it('works when localStorage cannot be written after all', async () => {
    const store = await restoredStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.dispatch(signInSucceeded(aSession()));
    await vi.waitFor(() => expect(setItem).toHaveBeenCalled());
    expect(store.getState().session.data?.token).toBe('token-abc');
  });
});
