import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, startPersistence, whenRehydrated } from '@/store/make-store';
import { createPersistStorage, noopStorage, persistKey } from '@/store/persist';
import { signInSucceeded } from '@/store/slices/session-slice';
import {
  fcmTokenReceived,
  initialSettingsState,
  settingsReceived,
} from '@/store/slices/settings-slice';
import { geolocationFound } from '@/store/slices/cache-slice';
import { aSession, someWebSettings } from '../support/client-fixtures';

const storageKey = `persist:${persistKey}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('makeStore', () => {
  it('starts from the preloaded slices and the initial state of the others', () => {
    const settings = someWebSettings();
    const store = makeStore({
      settings: { ...initialSettingsState, data: settings, lastFetch: 5 },
    });
    const state = store.getState();
    expect(state.settings.data).toEqual(settings);
    expect(state.session).toEqual({ data: null, loading: false });
    expect(state.language.selectedLanguage).toBeNull();
    expect(state.cache.categories).toEqual([]);
  });

  it('makes independent stores, one per request', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(signInSucceeded(aSession()));
    expect(second.getState().session.data).toBeNull();
  });

  it('works on the server, where there is no window and no storage', async () => {
    vi.stubGlobal('window', undefined);
    expect(createPersistStorage()).toBe(noopStorage);
    const store = makeStore();
    store.dispatch(signInSucceeded(aSession()));
    expect(store.getState().session.data?.token).toBe('token-abc');
    expect(startPersistence(store)).toBeNull();
    await expect(whenRehydrated(store)).resolves.toBeUndefined();
  });

  it('works in a browser that refuses localStorage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(createPersistStorage()).toBe(noopStorage);
    const store = makeStore();
    startPersistence(store);
    await whenRehydrated(store);
    store.dispatch(signInSucceeded(aSession()));
    expect(store.getState().session.data?.token).toBe('token-abc');
  });

  it('persists the session and settings, not the cache, and restores them in the next store', async () => {
    const first = makeStore({}, { persist: true });
    startPersistence(first);
    await whenRehydrated(first);
    first.dispatch(signInSucceeded(aSession()));
    first.dispatch(fcmTokenReceived('fcm-1'));
    first.dispatch(geolocationFound({ latitude: 1, longitude: 2 }));
    await vi.waitFor(() => expect(window.localStorage.getItem(storageKey)).toContain('fcm-1'));
    expect(window.localStorage.getItem(storageKey)).not.toContain('geolocation');

    const next = makeStore({}, { persist: true });
    expect(next.getState().session.data).toBeNull();
    startPersistence(next);
    await whenRehydrated(next);
    expect(next.getState().session.data).toEqual(aSession());
    expect(next.getState().settings.fcmToken).toBe('fcm-1');
    expect(next.getState().cache.geolocation).toBeNull();
  });

  it('prefers the settings the page was rendered with over stored ones', async () => {
    const first = makeStore({}, { persist: true });
    startPersistence(first);
    await whenRehydrated(first);
    first.dispatch(fcmTokenReceived('fcm-1'));
    first.dispatch(settingsReceived(someWebSettings({ company_name: 'Old' }), 1));
    await vi.waitFor(() => expect(window.localStorage.getItem(storageKey)).toContain('Old'));

    const fresh = someWebSettings({ company_name: 'Fresh' });
    const next = makeStore(
      { settings: { ...initialSettingsState, data: fresh, lastFetch: 2 } },
      { persist: true },
    );
    startPersistence(next);
    await whenRehydrated(next);
    expect(next.getState().settings).toEqual({
      data: fresh,
      lastFetch: 2,
      loading: false,
      fcmToken: 'fcm-1',
    });
  });

  it('starts persistence only once per store', () => {
    const store = makeStore({}, { persist: true });
    expect(startPersistence(store)).toBe(startPersistence(store));
  });
});
