import { readFirebaseConfig, type FirebaseWebConfig } from './firebase-config';

/** What the browser needs to get a push token from Firebase Cloud Messaging. */
export interface FirebaseMessagingConfig extends FirebaseWebConfig {
  messagingSenderId: string;
  /** The web push certificate's public key (VAPID). */
  vapidKey: string;
}

const setOrNull = (value: string | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

/**
 * The browser's Firebase messaging config, or null when any part is missing (push is then off
 * in this browser). Next inlines NEXT_PUBLIC_ variables only where written out in full, hence the
 * literal names.
 */
export function readFirebaseMessagingConfig(
  env: { messagingSenderId?: string; vapidKey?: string } = {
    messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
    vapidKey: process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
  },
  web: FirebaseWebConfig | null = readFirebaseConfig(),
): FirebaseMessagingConfig | null {
  const messagingSenderId = setOrNull(env.messagingSenderId);
  const vapidKey = setOrNull(env.vapidKey);
  if (!web || !messagingSenderId || !vapidKey) return null;
  return { ...web, messagingSenderId, vapidKey };
}

/**
 * The messaging service worker's address, with the web config in its query string: the worker
 * reads it synchronously as it starts (a push handler must be added in the worker's first run,
 * so it cannot wait for a fetch), and one build serves any Firebase project.
 */
export function messagingWorkerUrl(config: FirebaseWebConfig & { messagingSenderId: string }) {
  const query = new URLSearchParams({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    appId: config.appId,
    messagingSenderId: config.messagingSenderId,
  });
  return `/firebase-messaging-sw.js?${query.toString()}`;
}
