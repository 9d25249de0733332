import { useEffect } from 'react';
import { useKeepPushToken } from '@/api/notifications/use-keep-push-token';
import { readFirebaseMessagingConfig } from '@/utils/firebase-messaging-config';

/** Gets this browser's push token once per session and keeps it when it changed. */
export function PushTokenRefresher({ sessionToken }: { sessionToken: string }) {
  const keepPushToken = useKeepPushToken();
  useEffect(() => {
    let config;
    try {
      config = readFirebaseMessagingConfig();
    } catch {
      return; // a malformed public config: push stays off in this browser
    }
    // Best effort: the next visit tries again.
    if (config) void keepPushToken(config).catch(() => undefined);
  }, [keepPushToken, sessionToken]);
  return null;
}
