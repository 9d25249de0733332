import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, startPersistence, whenRehydrated } from '@/store/make-store';
import { createPersistStorage, noopStorage, persistStorageKey } from '@/store/persist';
import { geolocationFound } from '@/store/slices/cache-slice';
import { languageChosen } from '@/store/slices/language-slice';
import { signInSucceeded } from '@/store/slices/session-slice';
import { fcmTokenReceived } from '@/store/slices/settings-slice';
import { aSession } from '../support/client-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('makeStore (Redux Toolkit)', () => {
  it('starts from the preloaded slices and the initial state of the others', () => {
    const store = makeStore({ language: { selectedLanguage: 'ar' } }, { persist: false });
    const state = store.getState();
    expect(state.language.selectedLanguage).toBe('ar');
    expect(state.session).toEqual({ data: null, loading: false });
    expect(state.settings).toEqual({ fcmToken: null });
    expect(state.cache).toEqual({ geolocation: null, newUserChatData: null });
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

  it('persists session, settings and the language choice, not the cache, and restores them', async () => {
    const first = makeStore({}, { persist: true });
    startPersistence(first);
    await whenRehydrated(first);
    first.dispatch(signInSucceeded(aSession()));
    first.dispatch(fcmTokenReceived('fcm-1'));
    first.dispatch(languageChosen('ar'));
    first.dispatch(geolocationFound({ latitude: 1, longitude: 2 }));
    await vi.waitFor(() =>
      expect(window.localStorage.getItem(persistStorageKey)).toContain('fcm-1'),
    );
    await vi.waitFor(() => expect(window.localStorage.getItem(persistStorageKey)).toContain('ar'));
    expect(window.localStorage.getItem(persistStorageKey)).not.toContain('geolocation');

    const next = makeStore({}, { persist: true });
    expect(next.getState().session.data).toBeNull();
    startPersistence(next);
    await whenRehydrated(next);
    expect(next.getState().session.data).toEqual(aSession());
    expect(next.getState().settings.fcmToken).toBe('fcm-1');
    expect(next.getState().language.selectedLanguage).toBe('ar');
    expect(next.getState().cache.geolocation).toBeNull();
  });

  it('starts persistence only once per store', () => {
    const store = makeStore({}, { persist: true });
    expect(startPersistence(store)).toBe(startPersistence(store));
  });

  it('accepts redux-persist actions through the serializability check', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({}, { persist: true });
    startPersistence(store);
    await whenRehydrated(store);
    store.dispatch(signInSucceeded(aSession()));
    expect(errors).not.toHaveBeenCalled();
  });
});
