import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { fcmTokenReceived, selectFcmToken } from '@/store/slices/settings-slice';
import type { FirebaseMessagingConfig } from '@/utils/firebase-messaging-config';
import { obtainPushToken } from './push-messaging';
import { savePushToken } from './save-push-token';

/**
 * Gets this browser's push token (asking for permission when not yet given) and, when it is new,
 * keeps it on the session (`update_profile`'s `fcm_id`) and in this browser's settings. Answers
 * the permission the browser has now: `granted` once the token is kept.
 */
export function useKeepPushToken() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (config: FirebaseMessagingConfig): Promise<NotificationPermission> => {
      const token = await obtainPushToken(config);
      if (!token) return Notification.permission;
      if (token !== selectFcmToken(store.getState())) {
        await savePushToken.send(token);
        dispatch(fcmTokenReceived(token));
      }
      return 'granted';
    },
    [dispatch, store],
  );
}
