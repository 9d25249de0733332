/**
 * The messaging service worker, bundled by scripts/build-messaging-sw.mjs into
 * public/firebase-messaging-sw.js: Firebase comes from our own build (nothing is loaded from
 * Google's hosts, so the page policy holds). The page registers it with the Firebase web config in
 * its query string (utils/firebase-messaging-config.ts `messagingWorkerUrl`), read here as the
 * worker starts: the push handler must be added in the worker's first run.
 *
 * A push that arrives while a page of the site is visible goes to the page (its live stream
 * already shows the notification); otherwise Firebase shows the notification, and a click opens
 * (or focuses) the page it links to, on this site only.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';

/** The parts of the service worker's scope used here (the DOM library has no worker types). */
interface WorkerWindowClient {
  url: string;
  focus(): Promise<WorkerWindowClient>;
}

interface WorkerNotificationEvent extends Event {
  notification: Notification;
  action: string;
  waitUntil(promise: Promise<unknown>): void;
}

interface MessagingWorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WorkerWindowClient[]>;
    openWindow(url: string): Promise<WorkerWindowClient | null>;
  };
  addEventListener(
    type: 'notificationclick',
    listener: (event: WorkerNotificationEvent) => void,
  ): void;
}

declare const self: MessagingWorkerScope;

interface PushPayload {
  data?: Record<string, string>;
  fcmOptions?: { link?: string };
  notification?: { title?: string; body?: string };
}

/** The site page a notification leads to, or null (a link elsewhere is never opened). */
function notificationLink(data: unknown, origin: string): string | null {
  const record = (data ?? {}) as { FCM_MSG?: PushPayload; link?: unknown };
  const link =
    record.FCM_MSG?.data?.link ?? record.FCM_MSG?.fcmOptions?.link ?? record.link ?? null;
  if (typeof link !== 'string') return null;
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : null;
}

async function openPage(link: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === link);
  if (open) await open.focus();
  else await self.clients.openWindow(link);
}

// Added before Firebase's own listener, which would otherwise stop the event for its notices.
self.addEventListener('notificationclick', (event) => {
  const link = notificationLink(event.notification.data, self.location.origin);
  event.stopImmediatePropagation();
  event.notification.close();
  if (link) event.waitUntil(openPage(link));
});

const config = Object.fromEntries(new URLSearchParams(self.location.search));
if (config.apiKey && config.projectId && config.appId && config.messagingSenderId) {
  const messaging = getMessaging(initializeApp(config));
  // A message with a notification part is shown by Firebase; a data-only one is shown here.
  onBackgroundMessage(messaging, (payload: PushPayload) => {
    if (payload.notification || !payload.data?.title) return;
    void self.registration.showNotification(payload.data.title, {
      body: payload.data.body ?? '',
      data: { link: payload.data.link },
    });
  });
}
