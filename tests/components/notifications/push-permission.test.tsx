import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushPermission } from '@/components/notifications/push-permission';
import { renderSignedIn } from '../../support/render-with-providers';
import { someWebSettings } from '../../support/client-fixtures';
import { serveProfileSaves, stubFirebaseWebConfig } from '../../support/push-browser-kit';
import { slow } from './notification-kit';

// Firebase in the browser talks to Google: mocked here (outside the machine).
const firebaseMessaging = vi.hoisted(() => ({
  isSupported: vi.fn<() => Promise<boolean>>(),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn<(messaging: unknown, options: unknown) => Promise<string>>(),
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
const withoutPush = someWebSettings({
  services: { ...someWebSettings().services, push_notifications: false },
});

const registration = { scope: '/firebase-cloud-messaging-push-scope' };
const register = vi.fn(async (_url: string, _options: unknown) => registration);
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();

function browserAllows(permission: NotificationPermission, supported = true) {
  firebaseMessaging.isSupported.mockResolvedValue(supported);
  vi.stubGlobal('Notification', { permission, requestPermission });
}

beforeEach(() => {
  stubFirebaseWebConfig();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register },
  });
  firebaseMessaging.getToken.mockResolvedValue('device-token-1');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const heading = () => screen.queryByRole('heading', { name: 'Push notifications' });

describe('PushPermission (Firebase messaging mocked: outside the machine)', () => {
  it('offers to turn push on, then registers the worker, gets the token and keeps it on the session', async () => {
    browserAllows('default');
    requestPermission.mockImplementation(async () => {
      vi.stubGlobal('Notification', { permission: 'granted', requestPermission });
      return 'granted';
    });
    const saves = serveProfileSaves();
    const { store } = renderSignedIn(<PushPermission />, { settings: withPush });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Turn on push notifications' }, slow),
    );

    expect(await screen.findByText(/Push notifications are on/, undefined, slow)).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const [workerUrl, workerOptions] = register.mock.calls[0]!;
    expect(workerUrl).toMatch(/^\/firebase-messaging-sw\.js\?/);
    expect(Object.fromEntries(new URLSearchParams(workerUrl.split('?')[1]))).toEqual({
      apiKey: 'web-api-key',
      authDomain: 'hearth-test.firebaseapp.com',
      projectId: 'hearth-test',
      appId: '1:1234:web:abcd',
      messagingSenderId: '1234',
    });
    expect(workerOptions).toEqual({ scope: '/firebase-cloud-messaging-push-scope' });
    expect(firebaseMessaging.getToken).toHaveBeenCalledWith(
      { messaging: true },
      { vapidKey: 'vapid-public-key', serviceWorkerRegistration: registration },
    );
    await waitFor(() => expect(saves).toEqual([{ fcm_id: 'device-token-1' }]));
    expect(store.getState().settings.fcmToken).toBe('device-token-1');
  });

  it('says push is on when allowed before, without asking again', async () => {
    browserAllows('granted');
    renderSignedIn(<PushPermission />, { settings: withPush });

    expect(await screen.findByText(/Push notifications are on/, undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('tells how to allow notifications in the browser when they are blocked', async () => {
    browserAllows('denied');
    renderSignedIn(<PushPermission />, { settings: withPush });

    expect(
      await screen.findByText(/This browser blocks notifications from this site/, undefined, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });

  it('tells how to allow them when the visitor blocks them at the prompt', async () => {
    browserAllows('default');
    requestPermission.mockImplementation(async () => {
      vi.stubGlobal('Notification', { permission: 'denied', requestPermission });
      return 'denied';
    });
    const saves = serveProfileSaves();
    renderSignedIn(<PushPermission />, { settings: withPush });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Turn on push notifications' }, slow),
    );

    expect(
      await screen.findByText(/This browser blocks notifications from this site/, undefined, slow),
    ).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
    expect(saves).toEqual([]);
  });

  it("shows the spec's banner on a browser without push support", async () => {
    browserAllows('default', false);
    renderSignedIn(<PushPermission />, { settings: withPush });

    expect(
      await screen.findByText(
        'Chat and Notification features are not supported on this browser',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is hidden when the site has no push configured', async () => {
    browserAllows('default');
    renderSignedIn(<PushPermission />, { settings: withoutPush });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading()).toBeNull();
    expect(firebaseMessaging.isSupported).not.toHaveBeenCalled();
  });

  it("is hidden when the browser's Firebase messaging config is missing", async () => {
    browserAllows('default');
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_VAPID_KEY', '');
    renderSignedIn(<PushPermission />, { settings: withPush });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading()).toBeNull();
    expect(firebaseMessaging.isSupported).not.toHaveBeenCalled();
  });
});
