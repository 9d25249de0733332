import {
  messagingWorkerUrl,
  type FirebaseMessagingConfig,
} from '@/utils/firebase-messaging-config';

/** What the browser allows: Notification.permission, or `unsupported` (no push here at all). */
export type PushPermission = NotificationPermission | 'unsupported';

/** The messaging worker's scope, Firebase's own: it controls no page of the site. */
const workerScope = '/firebase-cloud-messaging-push-scope';
const appName = 'hearth-messaging';

/** Firebase messaging loads only when push is asked about (it is large); one promise for all. */
let messagingModules: Promise<
  [typeof import('firebase/app'), typeof import('firebase/messaging')]
> | null = null;

function loadMessaging() {
  messagingModules ??= Promise.all([import('firebase/app'), import('firebase/messaging')]).catch(
    (error: unknown) => {
      messagingModules = null; // try again next time (a network hiccup)
      throw error;
    },
  );
  return messagingModules;
}

/**
 * Whether this browser can receive web push (service workers, the Push API, notifications and
 * what Firebase checks), and if so what the visitor allowed so far.
 */
export async function readPushPermission(): Promise<PushPermission> {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const [, messaging] = await loadMessaging();
  if (!(await messaging.isSupported().catch(() => false))) return 'unsupported';
  return Notification.permission;
}

/**
 * This browser's push token: asks for permission when not yet given, registers the messaging
 * service worker and gets the token from Firebase with the VAPID key and that registration.
 * Answers null when the visitor did not allow notifications.
 */
export async function obtainPushToken(config: FirebaseMessagingConfig): Promise<string | null> {
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return null;
  const [{ getApp, getApps, initializeApp }, messaging] = await loadMessaging();
  const registration = await navigator.serviceWorker.register(messagingWorkerUrl(config), {
    scope: workerScope,
  });
  // An app of its own: Google sign-in's default app is started without the messaging sender.
  const app = getApps().some((one) => one.name === appName)
    ? getApp(appName)
    : initializeApp(config, appName);
  return messaging.getToken(messaging.getMessaging(app), {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
}
