import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveStream } from '@/components/layout/live-stream';
import { PushTokenRefresh } from '@/components/layout/push-token-refresh';
import { apiUrl, mswServer, okEnvelope } from '../../support/msw-server';
import { renderSignedIn, renderWithProviders } from '../../support/render-with-providers';
import { someWebSettings } from '../../support/client-fixtures';

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

function serveProfileSaves() {
  const saves: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('update_profile'), async ({ request }) => {
      saves.push(await request.json());
      return okEnvelope({});
    }),
  );
  return saves;
}

beforeEach(() => {
  for (const [name, value] of Object.entries({
    NEXT_PUBLIC_FIREBASE_API_KEY: 'web-api-key',
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'hearth-test.firebaseapp.com',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'hearth-test',
    NEXT_PUBLIC_FIREBASE_APP_ID: '1:1234:web:abcd',
    NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1234',
    NEXT_PUBLIC_FIREBASE_VAPID_KEY: 'vapid-public-key',
  })) {
    vi.stubEnv(name, value);
  }
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
