import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeStore,
  persistWriteDelayMs,
  startPersistence,
  whenRehydrated,
} from '@/store/make-store';
import { persistKey, rehydrateTimeoutMs, type PersistStorage } from '@/store/persist';
import { geolocationFound } from '@/store/slices/cache-slice';
import { profileUpdated, signInSucceeded } from '@/store/slices/session-slice';
import { fcmTokenReceived, initialSettingsState } from '@/store/slices/settings-slice';
import { aSession, aSessionUser, someWebSettings } from '../support/client-fixtures';

const storageKey = `persist:${persistKey}`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Exactly what redux-persist 6 wrote for `persistReducer({ key: 'hearth', version: 1 })`. */
function reduxPersistValue(slices: Record<string, unknown>): string {
  const outer: Record<string, string> = {};
  for (const [name, value] of Object.entries(slices)) outer[name] = JSON.stringify(value);
  outer._persist = JSON.stringify({ version: 1, rehydrated: true });
  return JSON.stringify(outer);
}

function storedSlices(): Record<string, unknown> {
  const raw = window.localStorage.getItem(storageKey);
  if (raw === null) throw new Error('nothing stored');
  const outer = JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(outer).map(([name, value]) => {
      expect(typeof value).toBe('string');
      return [name, JSON.parse(value as string)];
    }),
  );
}

/** A storage whose read never answers, recording writes. */
function silentStorage(): PersistStorage & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    getItem: () => new Promise<string | null>(() => undefined),
    setItem: (_key, value) => {
      writes.push(value);
    },
    removeItem: () => undefined,
  };
}

describe('persistence', () => {
  it('restores a session stored by redux-persist (users stay signed in after the upgrade)', async () => {
    const session = aSession({ user: aSessionUser({ name: 'Amina' }) });
    window.localStorage.setItem(
      storageKey,
      reduxPersistValue({
        session: { data: session, loading: true },
        settings: { ...initialSettingsState, loading: true, fcmToken: 'fcm-9' },
      }),
    );
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    // Rehydration is applied after the render that started it, never during it.
    expect(store.getState().session.data).toBeNull();
    await whenRehydrated(store);
    expect(store.getState().session).toEqual({ data: session, loading: true });
    expect(store.getState().settings).toEqual({
      ...initialSettingsState,
      loading: false,
      fcmToken: 'fcm-9',
    });
  });

  it("writes session and settings back in redux-persist's format, without the other slices", async () => {
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    await whenRehydrated(store);
    store.dispatch(signInSucceeded(aSession()));
    store.dispatch(fcmTokenReceived('fcm-1'));
    store.dispatch(geolocationFound({ latitude: 1, longitude: 2 }));
    await vi.waitFor(() => expect(window.localStorage.getItem(storageKey)).toContain('fcm-1'));
    expect(storedSlices()).toEqual({
      session: store.getState().session,
      settings: store.getState().settings,
      _persist: { version: 1, rehydrated: true },
    });
  });

  it('writes a nested change (a profile update) and restores it', async () => {
    const first = makeStore({}, { persist: true });
    startPersistence(first);
    await whenRehydrated(first);
    first.dispatch(signInSucceeded(aSession()));
    first.dispatch(profileUpdated(aSessionUser({ name: 'Rui' })));
    await vi.waitFor(() => expect(window.localStorage.getItem(storageKey)).toContain('Rui'));

    const next = makeStore({}, { persist: true });
    startPersistence(next);
    await whenRehydrated(next);
    expect(next.getState().session.data?.user.name).toBe('Rui');
    expect(next.getState().session.data?.token).toBe('token-abc');
  });

  it('writes at once when the page is hidden or left', async () => {
    vi.useFakeTimers();
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    await vi.advanceTimersByTimeAsync(0);
    await whenRehydrated(store);
    vi.advanceTimersByTime(persistWriteDelayMs);
    store.dispatch(fcmTokenReceived('fcm-late'));
    expect(window.localStorage.getItem(storageKey)).not.toContain('fcm-late');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(storageKey)).toContain('fcm-late');
  });

  it('leaves alone a slice that changed before the stored state was read', async () => {
    window.localStorage.setItem(
      storageKey,
      reduxPersistValue({ session: { data: aSession({ token: 'stored' }), loading: true } }),
    );
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    store.dispatch(signInSucceeded(aSession({ token: 'fresh' })));
    await whenRehydrated(store);
    expect(store.getState().session.data?.token).toBe('fresh');
  });

  it('keeps the server-rendered settings and the stored messaging token', async () => {
    window.localStorage.setItem(
      storageKey,
      reduxPersistValue({
        settings: {
          ...initialSettingsState,
          data: someWebSettings({ company_name: 'Old' }),
          fcmToken: 'fcm-1',
        },
      }),
    );
    const fresh = someWebSettings({ company_name: 'Fresh' });
    const store = makeStore(
      { settings: { ...initialSettingsState, data: fresh, lastFetch: 2 } },
      { persist: true },
    );
    startPersistence(store);
    await whenRehydrated(store);
    expect(store.getState().settings).toEqual({
      data: fresh,
      lastFetch: 2,
      loading: false,
      fcmToken: 'fcm-1',
    });
  });

  it('restores nothing from corrupt data, and replaces it on the next write', async () => {
    window.localStorage.setItem(storageKey, '{"session":"{not json');
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    await whenRehydrated(store);
    expect(store.getState().session.data).toBeNull();
    store.dispatch(signInSucceeded(aSession()));
    await vi.waitFor(() => expect(storedSlices().session).toEqual(store.getState().session));
  });

  it('gives up reading after the rehydrate timeout, then persists as usual', async () => {
    vi.useFakeTimers();
    const storage = silentStorage();
    const store = makeStore({}, { persist: true, storage });
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
    await vi.advanceTimersByTimeAsync(persistWriteDelayMs);
    expect(storage.writes.at(-1)).toContain('token-abc');
  });

  it('works when localStorage cannot be read or written after all', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    await whenRehydrated(store);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.dispatch(signInSucceeded(aSession()));
    await vi.waitFor(() => expect(setItem).toHaveBeenCalled());
    expect(store.getState().session.data?.token).toBe('token-abc');
  });

  it('notifies subscribers once, on rehydration, only when something was stored', async () => {
    window.localStorage.setItem(
      storageKey,
      reduxPersistValue({ session: { data: aSession(), loading: true } }),
    );
    const store = makeStore({}, { persist: true });
    const listener = vi.fn();
    store.subscribe(listener);
    startPersistence(store);
    await whenRehydrated(store);
    expect(listener).toHaveBeenCalledTimes(1);

    window.localStorage.clear();
    const empty = makeStore({}, { persist: true });
    const emptyListener = vi.fn();
    empty.subscribe(emptyListener);
    startPersistence(empty);
    await whenRehydrated(empty);
    expect(emptyListener).not.toHaveBeenCalled();
  });
});
