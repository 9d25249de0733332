import type { NotificationDto } from '@/contracts/dto/notification-dto';
import { paths } from '@/utils/paths';
import { clearUserFcmId } from '../accounts/accounts-repository';
import type { Logger } from '../core/logger';
import type { Database } from '../db/database';
import { getEnv } from '../env';
import { listPreferences } from '../notifications/notifications-repository';
import { composePushText } from './compose-push-text';
import {
  claimPushDelivery,
  dropFcmIds,
  listUserFcmIds,
  releasePushDelivery,
} from './push-repository';
import { loadPushConfig } from '../settings/load-push-config';
import type { PushConfig } from './read-push-config';
import { sendFcmMessage } from './send-fcm-message';

/** A notification as `notifyUser` answers it, with the user it belongs to. */
export type PushableNotification = Pick<NotificationDto, 'id' | 'type' | 'params' | 'link'> & {
  userId: number;
};

export interface PushNotificationOptions {
  log: Logger;
  /** The push configuration; read from the environment when not given. */
  config?: PushConfig | null;
}

/** What one call did. `skipped` says why nothing was tried: no configuration, or push off. */
export interface PushNotificationResult {
  skipped: 'unconfigured' | 'push_off' | null;
  /** Devices pushed by this call. */
  sent: number;
  /** Devices already pushed (by an earlier run, or one running beside this one). */
  alreadySent: number;
  /** Dead tokens dropped from the user's sessions. */
  dropped: number;
}

/**
 * Pushes one notification to every device of its user (the push tokens of their live
 * sessions), once per (notification, device): each device is claimed in `push_deliveries`
 * before sending, so calling this twice — a retried job — never pushes a device twice.
 *
 * - Nothing is sent when push is not configured (no FCM service account) or when the user turned
 *   push off for the notification's type (`notification_preferences.push`; on by default).
 * - A token FCM reports unregistered or invalid is dropped from every session (and the user's
 *   profile) and never tried again; the other devices are still pushed.
 * - A device that could not be reached (FCM's 429 or 5xx, a refused access token, the network)
 *   gets its claim back; after trying every device the call throws that error, so the caller's
 *   job queue retries, and the retry pushes only the devices still missing.
 *
 * Call it after the notification's transaction has committed (from a job), never inside it: it
 * talks to Google.
 */
export async function pushNotification(
  db: Database,
  notification: PushableNotification,
  options: PushNotificationOptions,
): Promise<PushNotificationResult> {
  const result: PushNotificationResult = { skipped: null, sent: 0, alreadySent: 0, dropped: 0 };
  const config = options.config === undefined ? await loadPushConfig(db) : options.config;
  if (!config) return { ...result, skipped: 'unconfigured' };
  const preference = (await listPreferences(db, notification.userId)).find(
    (row) => row.type === notification.type,
  );
  if (preference && !preference.push) return { ...result, skipped: 'push_off' };

  const text = composePushText(notification.type, notification.params);
  const link = `${getEnv().publicSiteUrl}${notification.link ?? paths.notifications()}`;
  const data = { notification_id: String(notification.id), type: notification.type };
  const dead: string[] = [];
  let failure: unknown = null;
  for (const token of await listUserFcmIds(db, notification.userId)) {
    if (!(await claimPushDelivery(db, notification.id, token))) {
      result.alreadySent += 1;
      continue;
    }
    try {
      const outcome = await sendFcmMessage(config, { token, ...text, link, data });
      if (outcome === 'sent') result.sent += 1;
      else dead.push(token);
    } catch (error) {
      await releasePushDelivery(db, notification.id, token);
      options.log.warn({ err: error, notificationId: notification.id }, 'push not sent');
      failure ??= error;
    }
  }
  if (dead.length > 0) {
    await dropFcmIds(db, dead);
    await clearUserFcmId(db, notification.userId, dead);
    result.dropped = dead.length;
    options.log.info(
      { notificationId: notification.id, dropped: dead.length },
      'dead push tokens dropped',
    );
  }
  if (failure) throw failure;
  return result;
}
