import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStream } from '@/components/layout/live-stream';
import { PushTokenRefresh } from '@/components/layout/push-token-refresh';
import { renderSignedIn, renderWithProviders } from '../../support/render-with-providers';
import { someWebSettings } from '../../support/client-fixtures';
import { serveProfileSaves, stubFirebaseWebConfig } from '../../support/push-browser-kit';

// Firebase in the browser talks to Google: mocked here (outside the machine).
const firebaseMessaging = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async () => 'renewed-token'),
}));
vi.mock('firebase/messaging', () => firebaseMessaging);
vi.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: vi.fn(),
  initializeApp: vi.fn((_config: unknown, name: string) => ({ name })),
}));

const withPush = someWebSettings({
  services: { ...someWebSettings().services, push_notifications: true },
});
const register = vi.fn(async () => ({ scope: '/firebase-cloud-messaging-push-scope' }));

beforeEach(() => {
  stubFirebaseWebConfig();
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushTokenRefresh (Firebase messaging mocked: outside the machine)', () => {
  it('keeps a renewed token on the session of a browser that allowed push before', async () => {
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    const saves = serveProfileSaves();
    const { store } = renderSignedIn(<PushTokenRefresh sessionToken="session-1" />, {
      settings: withPush,
      preloaded: { settings: { fcmToken: 'old-token' } },
    });

    await waitFor(() => expect(saves).toEqual([{ fcm_id: 'renewed-token' }]), { timeout: 8000 });
    expect(store.getState().settings.fcmToken).toBe('renewed-token');
  });

  it('loads nothing for a visitor who is not signed in, or a browser not yet asked', async () => {
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    renderWithProviders(<LiveStream />, { settings: withPush });
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    renderSignedIn(<PushTokenRefresh sessionToken="session-1" />, { settings: withPush });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(firebaseMessaging.getToken).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });
});
